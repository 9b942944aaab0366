import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWidget } from '../../testing/render-widget';
import { SliderControl, type SliderControlProps } from './slider-control';

function renderSlider(props: Partial<SliderControlProps> = {}) {
  const onCommit = jest.fn();
  renderWidget(
    <SliderControl
      label="Sollzinssatz"
      unit="%"
      min={1}
      max={10}
      step={0.125}
      value={5.5}
      onCommit={onCommit}
      {...props}
    />,
  );
  return { onCommit, slider: screen.getByRole('slider', { name: 'Sollzinssatz' }) };
}

describe('SliderControl', () => {
  it('is a native range input named by its label with the value and unit as value text', () => {
    const { slider } = renderSlider();
    expect(slider).toHaveAttribute('type', 'range');
    expect(slider).toHaveAttribute('aria-valuetext', '5,5 %');
    expect(slider).toHaveAttribute('min', '1');
    expect(slider).toHaveAttribute('max', '10');
  });

  it('pairs the slider with a number input showing the same value', () => {
    renderSlider();
    expect(screen.getByRole('textbox', { name: 'Sollzinssatz' })).toHaveValue('5,5');
  });

  it('shows a tooltip with the value only while dragging', () => {
    const { slider } = renderSlider();
    expect(screen.queryByText('5,625 %', { selector: 'output' })).not.toBeInTheDocument();
    fireEvent.pointerDown(slider);
    fireEvent.change(slider, { target: { value: '5.625' } });
    expect(screen.getByText('5,625 %', { selector: 'output' })).toBeInTheDocument();
    fireEvent.pointerUp(slider);
    expect(screen.queryByText('5,625 %', { selector: 'output' })).not.toBeInTheDocument();
  });

  it('recalculates at the end of a drag, not during it', () => {
    const { slider, onCommit } = renderSlider();
    fireEvent.pointerDown(slider);
    fireEvent.change(slider, { target: { value: '6' } });
    fireEvent.change(slider, { target: { value: '6.5' } });
    expect(onCommit).not.toHaveBeenCalled();
    fireEvent.pointerUp(slider);
    expect(onCommit).toHaveBeenCalledTimes(1);
    expect(onCommit).toHaveBeenCalledWith(6.5);
  });

  it('recalculates on key-up after a keyboard change', () => {
    const { slider, onCommit } = renderSlider();
    fireEvent.keyDown(slider, { key: 'ArrowRight' });
    fireEvent.change(slider, { target: { value: '5.625' } });
    fireEvent.keyUp(slider, { key: 'ArrowRight' });
    expect(onCommit).toHaveBeenCalledWith(5.625);
  });

  it('recalculates on blur when the value changed', () => {
    const { slider, onCommit } = renderSlider();
    fireEvent.change(slider, { target: { value: '7' } });
    fireEvent.blur(slider);
    expect(onCommit).toHaveBeenCalledWith(7);
  });

  it('does not recalculate on blur when the value did not change', () => {
    const { slider, onCommit } = renderSlider();
    fireEvent.focus(slider);
    fireEvent.blur(slider);
    expect(onCommit).not.toHaveBeenCalled();
  });

  it('does not recalculate when the slider is left by Tab', () => {
    const { slider, onCommit } = renderSlider();
    fireEvent.change(slider, { target: { value: '7' } });
    fireEvent.keyDown(slider, { key: 'Tab' });
    fireEvent.blur(slider);
    expect(onCommit).not.toHaveBeenCalled();
  });

  it('keeps the precision of the step', () => {
    const { slider, onCommit } = renderSlider({ step: 0.5, min: 60, max: 68.5, value: 60 });
    fireEvent.change(slider, { target: { value: '61.50000001' } });
    fireEvent.pointerUp(slider);
    expect(onCommit).toHaveBeenCalledWith(61.5);
  });

  it('recalculates when a value typed in the paired number input is committed', async () => {
    const { onCommit } = renderSlider();
    const input = screen.getByRole('textbox', { name: 'Sollzinssatz' });
    await userEvent.clear(input);
    await userEvent.type(input, '7,1{Enter}');
    expect(onCommit).toHaveBeenLastCalledWith(7.125);
  });

  it('shows the minimum and maximum on the scale unless the minimum is hidden', () => {
    renderSlider({ showMin: false });
    expect(screen.getByText('10 %')).toBeInTheDocument();
    expect(screen.queryByText('1 %')).not.toBeInTheDocument();
  });

  it('can be disabled, as in the editor', () => {
    const { slider } = renderSlider({ disabled: true });
    expect(slider).toBeDisabled();
    expect(screen.getByRole('textbox', { name: 'Sollzinssatz' })).toBeDisabled();
  });
});

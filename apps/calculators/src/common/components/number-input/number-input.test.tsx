import { useState } from 'react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWidget } from '../../testing/render-widget';
import { NumberInput, type NumberInputProps } from './number-input';

function Harness(
  props: Partial<NumberInputProps> & { onCommitted?: (value: number | null) => void },
) {
  const [value, setValue] = useState<number | null>(props.value ?? null);
  return (
    <NumberInput
      id="amount"
      label="Kreditbetrag"
      min={1000}
      max={100000}
      step={100}
      {...props}
      value={value}
      onValueChange={setValue}
      onCommit={props.onCommitted}
    />
  );
}

const field = () => screen.getByRole('textbox', { name: /Kreditbetrag/ });

describe('NumberInput', () => {
  it('keeps only digits and groups thousands as the visitor types', async () => {
    renderWidget(<Harness />);
    await userEvent.type(field(), '12a3b45');
    expect(field()).toHaveValue('12.345');
  });

  it('limits the decimals to those of the step and keeps the locale decimal separator', async () => {
    renderWidget(<Harness min={0} max={20} step={0.125} />);
    await userEvent.type(field(), '3,12567');
    expect(field()).toHaveValue('3,125');
  });

  it('drops the decimal separator when the step has no decimals', async () => {
    renderWidget(<Harness />);
    await userEvent.type(field(), '1500,5');
    expect(field()).toHaveValue('15.005');
  });

  it('uses the English decimal point and comma grouping on English pages', async () => {
    renderWidget(<Harness min={0} max={20000} step={0.01} />, { language: 'en' });
    await userEvent.type(field(), '12345.678');
    expect(field()).toHaveValue('12,345.67');
  });

  it('clamps a typed value above the maximum to the maximum on key-up', async () => {
    renderWidget(<Harness />);
    await userEvent.type(field(), '250000');
    expect(field()).toHaveValue('100.000');
  });

  it('does not clamp a number it was given on the key-up of the Tab that brought the focus', async () => {
    renderWidget(
      <>
        <input aria-label="Vorher" />
        <Harness value={5000} max={4000} />
      </>,
    );
    await userEvent.click(screen.getByRole('textbox', { name: 'Vorher' }));
    await userEvent.tab();
    expect(field()).toHaveFocus();
    expect(field()).toHaveValue('5.000');
  });

  it('keeps a number it was given when the field is left without a change', async () => {
    const committed = jest.fn();
    renderWidget(<Harness value={5000} max={4000} onCommitted={committed} />);
    await userEvent.click(field());
    await userEvent.tab();
    expect(field()).toHaveValue('5.000');
    expect(committed).not.toHaveBeenCalled();
  });

  it('rounds the value up to a multiple of the step when the field is left', async () => {
    const committed = jest.fn();
    renderWidget(<Harness onCommitted={committed} />);
    await userEvent.type(field(), '12345');
    await userEvent.tab();
    expect(field()).toHaveValue('12.400');
    expect(committed).toHaveBeenLastCalledWith(12400);
  });

  it('raises a value below the minimum to the minimum when the field is left', async () => {
    renderWidget(<Harness />);
    await userEvent.type(field(), '50');
    await userEvent.tab();
    expect(field()).toHaveValue('1.000');
  });

  it('raises an empty field to the minimum when it is left', async () => {
    renderWidget(<Harness value={5000} />);
    await userEvent.clear(field());
    await userEvent.tab();
    expect(field()).toHaveValue('1.000');
  });

  it('keeps an optional field empty and marks it as optional', async () => {
    renderWidget(<Harness optional min={0} />);
    expect(screen.getByText('(optional)')).toBeInTheDocument();
    await userEvent.click(field());
    await userEvent.tab();
    expect(field()).toHaveValue('');
  });

  it('floats the label when the field has focus or a value', async () => {
    const { container } = renderWidget(<Harness optional min={0} />);
    const wrapper = container.querySelector('[data-floating]');
    expect(wrapper).toHaveAttribute('data-floating', 'false');
    await userEvent.click(field());
    expect(wrapper).toHaveAttribute('data-floating', 'true');
    await userEvent.tab();
    expect(wrapper).toHaveAttribute('data-floating', 'false');
    await userEvent.type(field(), '5');
    await userEvent.tab();
    expect(wrapper).toHaveAttribute('data-floating', 'true');
  });

  it('cannot hold anything but a number: letters are dropped and a lone separator becomes 0,', async () => {
    renderWidget(<Harness optional min={0} step={0.01} />);
    await userEvent.type(field(), 'abc');
    expect(field()).toHaveValue('');
    await userEvent.type(field(), ',');
    expect(field()).toHaveValue('0,');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows the required message as error title when a required field without minimum is left empty', async () => {
    renderWidget(<Harness min={undefined} />);
    await userEvent.click(field());
    await userEvent.tab();
    expect(screen.getByRole('alert')).toHaveTextContent('Bitte füllen Sie dieses Feld aus.');
    expect(field()).toHaveAttribute('aria-invalid', 'true');
  });

  it('shows a message given by the form in its error box', () => {
    renderWidget(<Harness error="Minimum und Maximumwerte sind einzuhalten" />);
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Minimum und Maximumwerte sind einzuhalten',
    );
  });
});

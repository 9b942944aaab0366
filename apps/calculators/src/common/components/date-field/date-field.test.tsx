import { useState } from 'react';
import { useIntl } from 'react-intl';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWidget } from '../../testing/render-widget';
import { DateField } from './date-field';
import { useTouchDevice } from './use-touch-device';

function Harness() {
  const [value, setValue] = useState('');
  const touch = useTouchDevice();
  return (
    <DateField
      id="birth"
      label="Geburtsdatum"
      value={value}
      onChange={setValue}
      touch={touch}
      min={new Date(1901, 0, 1)}
      max={new Date(2010, 5, 15)}
    />
  );
}

function pretendPointer(coarse: boolean) {
  window.matchMedia = jest.fn().mockImplementation((query: string) => ({
    matches: coarse && query === '(pointer: coarse)',
    media: query,
    addEventListener: jest.fn(),
    removeEventListener: jest.fn(),
  }));
}

describe('DateField', () => {
  afterEach(() => {
    // jsdom has no matchMedia of its own.
    delete (window as Partial<Window>).matchMedia;
  });

  it('takes DD.MM.YYYY text with the placeholder TT.MM.JJJJ and at most 10 characters', () => {
    renderWidget(<Harness />);
    const field = screen.getByRole('textbox', { name: 'Geburtsdatum' });
    expect(field).toHaveAttribute('type', 'text');
    expect(field).toHaveAttribute('placeholder', 'TT.MM.JJJJ');
    expect(field).toHaveAttribute('maxLength', '10');
  });

  it('shows the English placeholder on English pages', () => {
    renderWidget(<Harness />, { language: 'en' });
    expect(screen.getByRole('textbox', { name: 'Geburtsdatum' })).toHaveAttribute(
      'placeholder',
      'DD.MM.YYYY',
    );
  });

  it('uses the native date picker with ISO bounds on touch devices', () => {
    pretendPointer(true);
    const { container } = renderWidget(<Harness />);
    const field = container.querySelector('input');
    expect(field).toHaveAttribute('type', 'date');
    expect(field).toHaveAttribute('min', '1901-01-01');
    expect(field).toHaveAttribute('max', '2010-06-15');
    expect(window.matchMedia).toHaveBeenCalledWith('(pointer: coarse)');
  });

  it('keeps the text field on devices with a fine pointer', () => {
    pretendPointer(false);
    renderWidget(<Harness />);
    expect(screen.getByRole('textbox', { name: 'Geburtsdatum' })).toHaveAttribute('type', 'text');
  });

  it('floats the label while it has focus or a value', async () => {
    const { container } = renderWidget(<Harness />);
    const wrapper = container.querySelector('[data-floating]');
    expect(wrapper).toHaveAttribute('data-floating', 'false');
    await userEvent.type(screen.getByRole('textbox', { name: 'Geburtsdatum' }), '01.01.2000');
    await userEvent.tab();
    expect(wrapper).toHaveAttribute('data-floating', 'true');
  });

  it('shows min and max messages in German and English', async () => {
    const { unmount } = renderWidget(<MessageProbe />);
    expect(screen.getByText('Datum darf nicht vor dem 01.01.1901 liegen.')).toBeInTheDocument();
    expect(screen.getByText('Datum darf nicht nach dem 15.06.2010 liegen.')).toBeInTheDocument();
    unmount();
    renderWidget(<MessageProbe />, { language: 'en' });
    expect(screen.getByText('The date should be greater than 01.01.1901.')).toBeInTheDocument();
    expect(screen.getByText('The date should be lower than 15.06.2010.')).toBeInTheDocument();
  });
});

function MessageProbe() {
  const intl = useIntl();
  return (
    <>
      <p>{intl.formatMessage({ id: 'calculators.date.min' }, { date: '01.01.1901' })}</p>
      <p>{intl.formatMessage({ id: 'calculators.date.max' }, { date: '15.06.2010' })}</p>
    </>
  );
}

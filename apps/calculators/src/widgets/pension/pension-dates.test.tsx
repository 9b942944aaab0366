import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { differenceInMonths, format, subMonths, subYears } from 'date-fns';
import { renderWidget } from './testing/render-widget';
import { startPlatform } from '@ctb/test-support';
import { PensionCalculator } from './pension-calculator';
import { pensionConfig, pensionHandler, textbox } from './testing/pension-fixtures';

const platform = startPlatform();
const ddmmyyyy = (date: Date) => format(date, 'dd.MM.yyyy');

function renderForm() {
  platform.use(pensionHandler([]));
  renderWidget(<PensionCalculator config={pensionConfig} />);
  return { user: userEvent.setup() };
}

async function leaveWith(user: ReturnType<typeof userEvent.setup>, name: string, text: string) {
  await user.type(textbox(name), text);
  await user.tab();
}

describe('Pension dates', () => {
  it('rejects a date that does not exist', async () => {
    const { user } = renderForm();
    await leaveWith(user, 'Geburtsdatum', '31.02.1980');
    expect(
      await screen.findByText(
        'Bitte geben Sie Ihr Geburtsdatum als gültiges Datum (TT.MM.JJJJ) ein.',
      ),
    ).toBeInTheDocument();
  });

  it('does not accept a birth date before 01.01.1901', async () => {
    const { user } = renderForm();
    await leaveWith(user, 'Geburtsdatum', '31.12.1900');
    expect(
      await screen.findByText('Datum darf nicht vor dem 01.01.1901 liegen.'),
    ).toBeInTheDocument();
  });

  it('does not accept a birth date less than 15 years ago', async () => {
    const { user } = renderForm();
    await leaveWith(user, 'Geburtsdatum', ddmmyyyy(subYears(new Date(), 14)));
    const latest = ddmmyyyy(subYears(new Date(), 15));
    expect(
      await screen.findByText(`Datum darf nicht nach dem ${latest} liegen.`),
    ).toBeInTheDocument();
  });

  it('makes a valid work start the latest possible birth date', async () => {
    const { user } = renderForm();
    await leaveWith(user, 'Berufstätig seit', '01.09.1998');
    await leaveWith(user, 'Geburtsdatum', '02.09.1998');
    expect(
      await screen.findByText('Datum darf nicht nach dem 01.09.1998 liegen.'),
    ).toBeInTheDocument();
  });

  it('does not accept a work start before 01.01.1915', async () => {
    const { user } = renderForm();
    await leaveWith(user, 'Berufstätig seit', '31.12.1914');
    expect(
      await screen.findByText('Datum darf nicht vor dem 01.01.1915 liegen.'),
    ).toBeInTheDocument();
  });

  it('makes a valid birth date the earliest possible work start', async () => {
    const { user } = renderForm();
    await leaveWith(user, 'Geburtsdatum', '15.03.1980');
    await leaveWith(user, 'Berufstätig seit', '14.03.1980');
    expect(
      await screen.findByText('Datum darf nicht vor dem 15.03.1980 liegen.'),
    ).toBeInTheDocument();
  });

  it('does not accept a work start within the last month', async () => {
    const { user } = renderForm();
    await leaveWith(user, 'Berufstätig seit', ddmmyyyy(new Date()));
    const latest = ddmmyyyy(subMonths(new Date(), 1));
    expect(
      await screen.findByText(`Datum darf nicht nach dem ${latest} liegen.`),
    ).toBeInTheDocument();
  });

  it('fills the contribution months with the whole months since the work start and caps them there', async () => {
    const { user } = renderForm();
    await leaveWith(user, 'Berufstätig seit', '01.09.1998');
    const months = differenceInMonths(new Date(), new Date(1998, 8, 1));
    const formatted = new Intl.NumberFormat('de-DE').format(months);
    await waitFor(() => expect(textbox('Beitragsmonate')).toHaveValue(formatted));
    await user.clear(textbox('Beitragsmonate'));
    await user.type(textbox('Beitragsmonate'), '9999');
    expect(textbox('Beitragsmonate')).toHaveValue(formatted);
  });
});

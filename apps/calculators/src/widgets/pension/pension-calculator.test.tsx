import { screen, waitFor, within } from '@testing-library/react';
import { differenceInMonths } from 'date-fns';
import { http, HttpResponse, delay } from 'msw';
import { renderWidget } from './testing/render-widget';
import { startPlatform } from '@ctb/test-support';
import type { PensionRequest } from './api';
import { PensionCalculator } from './pension-calculator';
import {
  PENSION_URL,
  fillValidForm,
  pensionAnswer,
  pensionConfig,
  pensionHandler,
  submitForm,
  textbox,
} from './testing/pension-fixtures';

const platform = startPlatform();
const formToggle = () => screen.getByRole('button', { name: 'Ihre Angaben' });

beforeEach(() => {
  Element.prototype.scrollIntoView = jest.fn();
});

async function calculate(answer = () => pensionAnswer(), options = {}) {
  const requests: PensionRequest[] = [];
  platform.use(pensionHandler(requests, answer));
  renderWidget(<PensionCalculator config={pensionConfig} />, options);
  const user = await fillValidForm();
  await submitForm(user);
  return { requests, user };
}

describe('PensionCalculator', () => {
  it('shows its title and the CMS intro, with the form heading one level below', () => {
    renderWidget(<PensionCalculator config={{ ...pensionConfig, intro: 'Ihre Pensionslücke.' }} />);
    const region = screen.getByRole('region', { name: 'Pensionsrechner' });
    expect(
      within(region).getByRole('heading', { level: 2, name: 'Pensionsrechner' }),
    ).toBeVisible();
    expect(within(region).getByText('Ihre Pensionslücke.')).toBeVisible();
    expect(within(region).getByRole('heading', { level: 3, name: 'Ihre Angaben' })).toBeVisible();
  });

  it('takes the configured title and level for itself and its result', async () => {
    const requests: PensionRequest[] = [];
    platform.use(pensionHandler(requests));
    const config = { ...pensionConfig, title: 'Ihre Pension', headingLevel: 3 as const };
    renderWidget(<PensionCalculator config={config} />);
    const region = screen.getByRole('region', { name: 'Ihre Pension' });
    expect(within(region).getByRole('heading', { level: 3, name: 'Ihre Pension' })).toBeVisible();
    expect(within(region).getByRole('heading', { level: 4, name: 'Ihre Angaben' })).toBeVisible();
    await submitForm(await fillValidForm());
    expect(
      await within(region).findByRole('heading', { level: 4, name: 'Ihr Ergebnis' }),
    ).toBeVisible();
  });

  it('posts the service input with ISO dates, empty numbers as 0 and a one-decimal pension age', async () => {
    const { requests } = await calculate();
    await waitFor(() => expect(requests).toHaveLength(1));
    expect(requests[0]).toEqual({
      sex: 'female',
      jobGroup: 'employee',
      netIncome: 2500,
      retirementAccountFlag: false,
      retirementAccountValue: 0,
      costOfLiving: 0,
      selfEmployedNetIncome: 0,
      actualUnitValue: 0,
      numberOfChildren: 0,
      dateOfBirth: '1980-03-15',
      dateOfWorkingBegin: '1998-09-01',
      numberOfMonths: differenceInMonths(new Date(), new Date(1998, 8, 1)),
      plannedRetirementAge: 60,
      salaryAdjusting: false,
    });
  });

  it('sends children, pension account, trend flag and a half-year pension age as entered', async () => {
    const requests: PensionRequest[] = [];
    platform.use(pensionHandler(requests));
    renderWidget(<PensionCalculator config={pensionConfig} />);
    const user = await fillValidForm();
    await user.type(textbox('Anzahl der Kinder (optional)'), '2');
    await user.type(textbox('Gesamtgutschrift laut Pensionskonto (optional)'), '41000');
    await user.click(
      screen.getByRole('checkbox', { name: 'Wert- und Einkommensentwicklung berücksichtigen' }),
    );
    const age = textbox('Geplantes Pensionsantrittsalter');
    await user.clear(age);
    await user.type(age, '63,5');
    await user.tab();
    await submitForm(user);
    await waitFor(() => expect(requests).toHaveLength(1));
    expect(requests[0]).toMatchObject({
      numberOfChildren: 2,
      retirementAccountFlag: true,
      retirementAccountValue: 41000,
      salaryAdjusting: true,
      plannedRetirementAge: 63.5,
    });
  });

  it('shows the result section with a loading state while the pension is calculated', async () => {
    platform.use(
      http.post(PENSION_URL, async () => {
        await delay(50);
        return HttpResponse.json(pensionAnswer());
      }),
    );
    renderWidget(<PensionCalculator config={pensionConfig} />);
    await submitForm(await fillValidForm());
    expect(await screen.findByText('Ihre Pension wird berechnet …')).toBeInTheDocument();
    expect(
      await screen.findByText('Ihre voraussichtliche Nettopension', { selector: 'dt' }),
    ).toBeInTheDocument();
  });

  it('collapses the form and moves to the result after a successful calculation', async () => {
    await calculate();
    const heading = await screen.findByRole('heading', { name: 'Ihr Ergebnis' });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(formToggle()).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('button', { name: 'Pension berechnen' })).not.toBeInTheDocument();
    expect(Element.prototype.scrollIntoView).toHaveBeenCalled();
  });

  it('reopens the form with "change details"', async () => {
    const { user } = await calculate();
    await user.click(await screen.findByRole('button', { name: 'Angaben ändern' }));
    expect(formToggle()).toHaveAttribute('aria-expanded', 'true');
    expect(formToggle()).toHaveFocus();
    expect(textbox('Geburtsdatum')).toHaveValue('15.03.1980');
  });

  it('hides the result and shows the service note when the service could not calculate', async () => {
    await calculate(() =>
      pensionAnswer({
        calculatedSuccesful: false,
        serviceErrorMessage: 'Das Pensionsalter ist bereits erreicht.',
      }),
    );
    const note = await screen.findByRole('alert');
    expect(note).toHaveTextContent('Bitte beachten Sie Folgendes:');
    expect(note).toHaveTextContent('Das Pensionsalter ist bereits erreicht.');
    expect(screen.queryByText('Ihre voraussichtliche Nettopension')).not.toBeInTheDocument();
    expect(formToggle()).toHaveAttribute('aria-expanded', 'true');
  });

  it('shows the generic technical error when the request fails', async () => {
    platform.use(
      http.post(PENSION_URL, () => HttpResponse.json({ message: 'intern' }, { status: 500 })),
    );
    renderWidget(<PensionCalculator config={pensionConfig} />);
    await submitForm(await fillValidForm());
    const error = await screen.findByRole('alert');
    expect(error).toHaveTextContent('Leider ist ein technischer Fehler aufgetreten.');
    expect(error).toHaveTextContent('Bitte versuchen Sie es zu einem späteren Zeitpunkt erneut.');
    expect(error).not.toHaveTextContent('intern');
  });

  it('offers an appointment, the calculation info in a modal and the disclaimer', async () => {
    platform.use(
      http.get('*/de/pension/info.html', () => HttpResponse.text('<h4>So rechnen wir</h4>')),
    );
    const { user } = await calculate();
    expect(
      await screen.findByRole('link', { name: 'Beratungstermin vereinbaren' }),
    ).toHaveAttribute('href', '/de/pension/termin');
    expect(screen.getByText(/unverbindliche Schätzung/)).toBeInTheDocument();
    await user.click(formToggle());
    await user.click(screen.getByRole('button', { name: 'Informationen zur Berechnung' }));
    expect(
      await within(await screen.findByRole('dialog')).findByText('So rechnen wir'),
    ).toBeInTheDocument();
  });

  it('falls back to the service URL of the page configuration', async () => {
    const requests: PensionRequest[] = [];
    platform.use(pensionHandler(requests));
    renderWidget(<PensionCalculator config={{ ...pensionConfig, serviceUrl: undefined }} />);
    await submitForm(await fillValidForm());
    await waitFor(() => expect(requests).toHaveLength(1));
  });

  it('speaks Italian on Italian pages', async () => {
    platform.use(pensionHandler([]));
    renderWidget(<PensionCalculator config={pensionConfig} />, { language: 'it' });
    expect(screen.getByRole('button', { name: 'Calcola la pensione' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Impiegata' })).toBeChecked();
  });
});

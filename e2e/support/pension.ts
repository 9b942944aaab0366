import { expect, type Page } from '@playwright/test';
import { calculator, isCalculation, sliderField, typeAndLeave } from './calculators';

/** The German pension calculator as a visitor sees it. */
export function pensionCalculator(page: Page) {
  const widget = calculator(page, 'pension');
  return {
    widget,
    toggle: widget.getByRole('button', { name: 'Ihre Angaben' }),
    female: widget.getByRole('radio', { name: 'weiblich' }),
    male: widget.getByRole('radio', { name: 'männlich' }),
    birthDate: widget.getByRole('textbox', { name: 'Geburtsdatum' }),
    workStart: widget.getByRole('textbox', { name: 'Berufstätig seit' }),
    months: widget.getByRole('textbox', { name: 'Beitragsmonate' }),
    age: sliderField(widget, 'Geplantes Pensionsantrittsalter'),
    children: widget.getByRole('textbox', { name: 'Anzahl der Kinder (optional)' }),
    netIncome: widget.getByRole('textbox', { name: 'Monatliches Nettoeinkommen' }),
    submit: widget.getByRole('button', { name: 'Pension berechnen' }),
    outcome: widget.getByRole('region', { name: 'Ihr Ergebnis' }),
    changeDetails: widget.getByRole('button', { name: 'Angaben ändern' }),
  };
}

export type PensionCalculator = ReturnType<typeof pensionCalculator>;

export interface PensionDetails {
  gender: 'female' | 'male';
  birthDate: string;
  workStart: string;
  netIncome?: string;
  /** Typed into the number field beside the retirement age slider. */
  age?: string;
}

/** Fills the form as a visitor would: gender first (it resets the age), then dates and income. */
export async function fillPension(pension: PensionCalculator, details: PensionDetails) {
  await pension[details.gender].check();
  await typeAndLeave(pension.birthDate, details.birthDate);
  await typeAndLeave(pension.workStart, details.workStart);
  if (details.netIncome !== undefined) await typeAndLeave(pension.netIncome, details.netIncome);
  if (details.age !== undefined) await typeAndLeave(pension.age.input, details.age);
}

/** Sends the form and returns what the service answered. */
export async function submitPension(page: Page, pension: PensionCalculator) {
  const answer = page.waitForResponse((response) => isCalculation(response.request(), 'pension'));
  await pension.submit.click();
  const response = await answer;
  return {
    request: response.request().postDataJSON() as Record<string, unknown>,
    status: response.status(),
    result: response.ok() ? ((await response.json()) as PensionAnswer) : undefined,
  };
}

export interface PensionAnswer {
  lastNetIncome: number;
  netRetirement: number;
  netGap: number;
  calculatedSuccesful: boolean;
  serviceErrorMessage: string;
}

/** An amount as the German page writes it: `1.234,56 €` (spaces normalised). */
export function euroDe(value: number): string {
  return new Intl.NumberFormat('de-DE', { style: 'currency', currency: 'EUR' })
    .format(value)
    .replace(/\s/g, ' ');
}

/** The form is folded away after a successful calculation, and open again to change details. */
export async function expectFormOpen(pension: PensionCalculator, open: boolean) {
  await expect(pension.toggle).toHaveAttribute('aria-expanded', String(open));
  if (open) await expect(pension.submit).toBeVisible();
  else await expect(pension.submit).toBeHidden();
}

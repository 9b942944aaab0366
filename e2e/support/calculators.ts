import { expect, type Locator, type Page, type Request } from '@playwright/test';

export type CalculatorLanguage = 'de' | 'en';
export type CalculatorKind = 'credit' | 'savings' | 'pension';
/** The platform's failure injection values (tools/platform/README.md, "Switches"). */
export type InjectedFailure = '500' | '401' | 'malformed' | 'slow' | `slow:${number}`;

export const calculatorsPage = (language: CalculatorLanguage = 'de', query = '') =>
  `/${language}/calculators.html${query}`;

/** Opens the calculators page and waits until its three calculators are mounted. */
export async function openCalculators(page: Page, language: CalculatorLanguage = 'de', query = '') {
  await page.goto(calculatorsPage(language, query));
  await expect(
    page.locator('[data-widget^="calculators/"][data-widget-state="mounted"]'),
  ).toHaveCount(3);
}

/** One calculator of the page, by the widget it is (the CMS marks each with data-widget). */
export function calculator(page: Page, kind: CalculatorKind): Locator {
  return page.locator(`[data-widget="calculators/${kind}"]`).first();
}

/** The number field and the slider a visitor sees under one label. */
export function sliderField(scope: Locator, label: string) {
  return {
    input: scope.getByRole('textbox', { name: label, exact: true }),
    slider: scope.getByRole('slider', { name: label, exact: true }),
  };
}

const normalise = (text: string) => text.replace(/\s+/g, ' ').trim();

/** The figures of a result (a description list), label to value, spaces normalised. */
export async function figuresOf(scope: Locator): Promise<Record<string, string>> {
  const labels = await scope.getByRole('term').allInnerTexts();
  const values = await scope.getByRole('definition').allInnerTexts();
  return Object.fromEntries(
    labels.map((label, index) => [normalise(label), normalise(values[index] ?? '')]),
  );
}

/** Waits until the result shows these figures (others may be there too). */
export async function expectFigures(scope: Locator, expected: Record<string, string>) {
  await expect.poll(() => figuresOf(scope), { message: 'result figures' }).toMatchObject(expected);
}

/** Waits until no calculation is running any more (the result's "being calculated" status is gone). */
export async function expectSettled(result: Locator) {
  await expect(result.getByRole('status')).toHaveCount(0);
}

/** Replaces the text of a number or date field key by key, then leaves it with Tab. */
export async function typeAndLeave(field: Locator, text: string) {
  await typeInto(field, text);
  await field.press('Tab');
}

/** Replaces the text of a field key by key, leaving the focus in it. */
export async function typeInto(field: Locator, text: string) {
  await field.fill('');
  await field.pressSequentially(text);
}

/** Records the calculation requests a calculator sends (their JSON bodies, in order). */
export function recordCalculations(page: Page, kind: CalculatorKind) {
  const bodies: Record<string, unknown>[] = [];
  page.on('request', (request) => {
    if (isCalculation(request, kind))
      bodies.push(request.postDataJSON() as Record<string, unknown>);
  });
  return bodies;
}

export function isCalculation(request: Request, kind: CalculatorKind) {
  return (
    request.method() === 'POST' && new URL(request.url()).pathname === `/api/calculators/${kind}`
  );
}

/**
 * Makes the next `count` calculation requests fail through the platform's own failure injection:
 * the browser may not send the x-ctb-fail header to the paas (CORS), so the query form is used.
 */
export async function injectFailure(
  page: Page,
  kind: CalculatorKind,
  failure: InjectedFailure,
  count = Infinity,
) {
  let remaining = count;
  await page.route(
    (url) => url.pathname === `/api/calculators/${kind}`,
    async (route) => {
      if (route.request().method() !== 'POST' || remaining <= 0) return route.continue();
      remaining -= 1;
      const url = new URL(route.request().url());
      url.searchParams.set('ctbFail', failure);
      await route.continue({ url: url.toString() });
    },
  );
}

/** The texts of the generic technical error (SPEC, error catalogue). */
export const technicalError = {
  de: {
    headline: 'Leider ist ein technischer Fehler aufgetreten.',
    text: 'Bitte versuchen Sie es zu einem späteren Zeitpunkt erneut.',
  },
  en: {
    headline: 'Unfortunately, a technical error has occurred.',
    text: 'Please try again later.',
  },
} as const;

/** The platform's message of an injected 500 (tools/platform/src/http/failure-injection.ts). */
export const injected500Message = 'Internal server error (injected failure).';

/** The German credit calculator as a visitor sees it: its four sliders and its offer. */
export function creditCalculator(page: Page) {
  const widget = calculator(page, 'credit');
  return {
    widget,
    result: widget.getByRole('region', { name: 'Ihr Kreditangebot' }),
    amount: sliderField(widget, 'Kreditbetrag'),
    rate: sliderField(widget, 'Sollzinssatz'),
    term: sliderField(widget, 'Laufzeit'),
    instalment: sliderField(widget, 'Monatliche Rate'),
  };
}

/** The German savings calculator: its five sliders and its result. */
export function savingsCalculator(page: Page) {
  const widget = calculator(page, 'savings');
  return {
    widget,
    result: widget.getByRole('region', { name: 'Ihr Sparergebnis' }),
    seedFund: sliderField(widget, 'Einmalerlag'),
    rate: sliderField(widget, 'Zinssatz'),
    maturity: sliderField(widget, 'Laufzeit'),
    instalment: sliderField(widget, 'Monatliche Sparrate'),
    goal: sliderField(widget, 'Sparziel'),
  };
}

/** Focuses a slider and presses one key on it (key-down and key-up). */
export async function pressOnSlider(slider: Locator, key: string) {
  await slider.focus();
  await slider.press(key);
}

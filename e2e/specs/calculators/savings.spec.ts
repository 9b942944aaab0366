import { expect, test, type Page } from '../../support/test';
import { expectNoAxeViolations } from '../../support/axe';
import {
  expectFigures,
  expectSettled,
  figuresOf,
  openCalculators,
  pressOnSlider,
  recordCalculations,
  savingsCalculator,
  typeAndLeave,
  typeInto,
} from '../../support/calculators';
import { configOf, expectWidgetState, insertWidget } from '../../support/widgets';

const euro = /^-?\d{1,3}(\.\d{3})*,\d{2} €$/;
const appointment = { name: 'Beratungstermin vereinbaren' } as const;

/** 10.000 € once and 100 € a month at 2 % for 120 months, the platform's reference example. */
async function enterReferenceSavings(page: Page) {
  const savings = savingsCalculator(page);
  await typeAndLeave(savings.seedFund.input, '10000');
  await typeAndLeave(savings.rate.input, '2');
  await typeAndLeave(savings.maturity.input, '120');
  await typeAndLeave(savings.instalment.input, '100');
}

test.describe('savings calculator', () => {
  test('calculates on load and writes its figures the German way, with the appointment offered', async ({
    page,
  }) => {
    await openCalculators(page);
    const savings = savingsCalculator(page);
    await expect(savings.result.getByRole('term')).toHaveText([
      'Monatliche Sparrate',
      'Angesparter Betrag',
      'Zinsertrag',
      'abzüglich 25 % KESt',
      'Gesamtsparsumme',
    ]);
    const figures = await figuresOf(savings.result);
    for (const value of Object.values(figures)) expect(value).toMatch(euro);
    expect(figures['abzüglich 25 % KESt']).toMatch(/^-/);
    await expect(savings.seedFund.input).toHaveValue('25.000');
    await expect(savings.rate.input).toHaveValue('2,505');
    await expect(savings.result.getByRole('link', appointment)).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('shows the reference result for 10.000 € and 100 € a month at 2 % over 120 months', async ({
    page,
  }) => {
    await openCalculators(page);
    const savings = savingsCalculator(page);
    const sent = recordCalculations(page, 'savings');
    await enterReferenceSavings(page);
    await expectFigures(savings.result, {
      'Angesparter Betrag': '22.000,00 €',
      Zinsertrag: '3.404,05 €',
      'abzüglich 25 % KESt': '-851,01 €',
      Gesamtsparsumme: '24.553,04 €',
    });
    await expect(savings.goal.input).toHaveValue('24.553');
    expect(sent.at(-1)).toEqual({
      seedFund: 10000,
      periodicInstalment: 100,
      rate: 2,
      maturity: 120,
      savingTarget: null,
    });
    await expectNoAxeViolations(page);
  });

  test('a savings goal yields the monthly savings, and monthly savings the goal again', async ({
    page,
  }) => {
    await openCalculators(page);
    const savings = savingsCalculator(page);
    const sent = recordCalculations(page, 'savings');
    await typeAndLeave(savings.seedFund.input, '1000');
    await typeAndLeave(savings.rate.input, '2');
    await typeAndLeave(savings.maturity.input, '120');
    await expectSettled(savings.result);

    await typeAndLeave(savings.goal.input, '20000');
    // 145,51 € a month reach 20.000,61 € (the platform's reference): the result says so to the
    // cent, the field beside the slider shows whole euro.
    await expectFigures(savings.result, {
      'Monatliche Sparrate': '145,51 €',
      'Angesparter Betrag': '18.461,20 €',
      Gesamtsparsumme: '20.000,61 €',
    });
    await expect(savings.instalment.input).toHaveValue('146');
    expect(sent.at(-1)).toMatchObject({ periodicInstalment: null, savingTarget: 20000 });

    await typeAndLeave(savings.instalment.input, '100');
    await expectFigures(savings.result, {
      'Monatliche Sparrate': '100,00 €',
      'Angesparter Betrag': '13.000,00 €',
    });
    await expect(savings.goal.input).not.toHaveValue('20.000');
    expect(sent.at(-1)).toMatchObject({ periodicInstalment: 100, savingTarget: null });

    // Changing neither (here the rate) lets the server compute the goal again.
    await pressOnSlider(savings.rate.slider, 'End');
    await expectFigures(savings.result, { 'Angesparter Betrag': '13.000,00 €' });
    await expect.poll(() => sent.at(-1)).toMatchObject({ rate: 5, savingTarget: null });
    await expectNoAxeViolations(page);
  });

  test('Home and ArrowRight on the deposit slider recalculate on key-up', async ({ page }) => {
    await openCalculators(page);
    const savings = savingsCalculator(page);
    await expect(savings.result.getByRole('term')).toHaveCount(5);
    const before = await figuresOf(savings.result);

    await pressOnSlider(savings.seedFund.slider, 'Home');
    await expect(savings.seedFund.input).toHaveValue('0');
    await expect.poll(() => figuresOf(savings.result)).not.toEqual(before);
    const withoutDeposit = (await figuresOf(savings.result))['Angesparter Betrag'];

    await savings.seedFund.slider.press('ArrowRight');
    await expect(savings.seedFund.input).toHaveValue('100');
    await expect
      .poll(async () => (await figuresOf(savings.result))['Angesparter Betrag'])
      .not.toBe(withoutDeposit);
    await expectNoAxeViolations(page);
  });

  test('the rate field keeps at most the three decimals of its step', async ({ page }) => {
    await openCalculators(page);
    const savings = savingsCalculator(page);
    await typeInto(savings.rate.input, '1,23456');
    await expect(savings.rate.input).toHaveValue('1,234');
    await savings.rate.input.press('Tab');
    await expect(savings.rate.slider).toHaveValue('1.234');
    await expectNoAxeViolations(page);
  });

  test('offers no appointment when the total saved is 0 €', async ({ page }) => {
    await openCalculators(page);
    const config = await configOf(page, 'calculators/savings');
    const nothing = { min: 0, max: 0 };
    await insertWidget(
      page,
      'calculators/savings',
      { ...config, seedFund: nothing, periodicInstalment: nothing, savingTarget: nothing },
      'savings-nothing',
    );
    await expectWidgetState(page, '#savings-nothing', 'mounted');
    const empty = page
      .locator('#savings-nothing')
      .getByRole('region', { name: 'Ihr Sparergebnis' });
    await expectFigures(empty, { Gesamtsparsumme: '0,00 €' });
    await expect(empty.getByRole('link', appointment)).toHaveCount(0);
    await expect(empty.getByRole('button', { name: 'Rechtliche Hinweise' })).toBeVisible();
    await expectNoAxeViolations(page);
  });
});

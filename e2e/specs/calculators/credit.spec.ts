import { expect, test, type Page } from '../../support/test';
import { expectNoAxeViolations } from '../../support/axe';
import { expectOutlinedInForcedColors, expectSliderTrackSeen } from '../../support/forced-colors';
import {
  calculator,
  creditCalculator,
  expectFigures,
  figuresOf,
  openCalculators,
  pressOnSlider,
  recordCalculations,
  typeAndLeave,
  typeInto,
} from '../../support/calculators';

const euro = /^\d{1,3}(\.\d{3})*,\d{2} €$/;

/** 10.000 € at 5 % for 60 months, the platform's first reference offer. */
async function enterReferenceOffer(page: Page) {
  const credit = creditCalculator(page);
  await typeAndLeave(credit.amount.input, '10000');
  await typeAndLeave(credit.rate.input, '5');
  await typeAndLeave(credit.term.input, '60');
  await expectFigures(credit.result, { 'Monatliche Rate': '188,71 €' });
}

test.describe('credit calculator', () => {
  test('calculates an offer on load and writes its figures the German way', async ({ page }) => {
    await openCalculators(page);
    const credit = creditCalculator(page);
    await expectFigures(credit.result, {
      Nettokreditbetrag: '50.500,00 €',
      'Sollzinssatz p. a.': '6,500 %',
      Laufzeit: '66 Monate',
      Bearbeitungsgebühr: '1.010,00 €',
    });
    const figures = await figuresOf(credit.result);
    expect(figures['Monatliche Rate']).toMatch(euro);
    expect(figures['Zu zahlender Gesamtbetrag']).toMatch(euro);
    expect(figures['Effektiver Jahreszinssatz']).toMatch(/^\d+,\d{3} %$/);
    await expect(credit.amount.input).toHaveValue('50.500');
    await expect(
      credit.result.getByRole('link', { name: 'Beratungstermin vereinbaren' }),
    ).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('shows the reference offer for 10.000 € at 5 % over 60 months', async ({ page }) => {
    await openCalculators(page);
    const credit = creditCalculator(page);
    await enterReferenceOffer(page);
    await expectFigures(credit.result, {
      Nettokreditbetrag: '10.000,00 €',
      'Sollzinssatz p. a.': '5,000 %',
      'Effektiver Jahreszinssatz': '5,994 %',
      Laufzeit: '60 Monate',
      'Zu zahlender Gesamtbetrag': '11.522,76 €',
      Bearbeitungsgebühr: '200,00 €',
      'Monatliche Rate': '188,71 €',
    });
    await expect(credit.instalment.input).toHaveValue('189');
    await expectNoAxeViolations(page);
  });

  test('a chosen instalment yields the term, and a chosen term the instalment again', async ({
    page,
  }) => {
    await openCalculators(page);
    const credit = creditCalculator(page);
    await enterReferenceOffer(page);
    const sent = recordCalculations(page, 'credit');

    await typeAndLeave(credit.instalment.input, '200');
    await expectFigures(credit.result, {
      Laufzeit: '57 Monate',
      'Zu zahlender Gesamtbetrag': '11.436,92 €',
      'Effektiver Jahreszinssatz': '6,050 %',
      'Monatliche Rate': '200,00 €',
    });
    await expect(credit.term.input).toHaveValue('57');
    expect(sent.at(-1)).toMatchObject({ monthlyRate: 200, term: null });

    await typeAndLeave(credit.term.input, '60');
    await expectFigures(credit.result, { Laufzeit: '60 Monate', 'Monatliche Rate': '188,71 €' });
    await expect(credit.instalment.input).toHaveValue('189');
    expect(sent.at(-1)).toMatchObject({ monthlyRate: null, term: 60 });

    // Changing neither (here the amount) lets the server compute the instalment again.
    await typeAndLeave(credit.amount.input, '30000');
    await typeAndLeave(credit.rate.input, '3,875');
    await typeAndLeave(credit.term.input, '96');
    await expectFigures(credit.result, {
      Nettokreditbetrag: '30.000,00 €',
      'Sollzinssatz p. a.': '3,875 %',
    });
    expect(sent.at(-1)).toMatchObject({ creditAmount: 30000, monthlyRate: null, term: 96 });
    await expectNoAxeViolations(page);
  });

  test('End, Home and ArrowRight on the amount slider recalculate on key-up', async ({ page }) => {
    await openCalculators(page);
    const credit = creditCalculator(page);
    await expectFigures(credit.result, { Nettokreditbetrag: '50.500,00 €' });
    const sent = recordCalculations(page, 'credit');

    await pressOnSlider(credit.amount.slider, 'End');
    await expectFigures(credit.result, {
      Nettokreditbetrag: '100.000,00 €',
      Bearbeitungsgebühr: '2.000,00 €',
    });
    await expect(credit.amount.input).toHaveValue('100.000');

    await credit.amount.slider.press('Home');
    await expectFigures(credit.result, {
      Nettokreditbetrag: '1.000,00 €',
      Bearbeitungsgebühr: '100,00 €',
    });

    await credit.amount.slider.press('ArrowRight');
    await expectFigures(credit.result, { Nettokreditbetrag: '1.100,00 €' });
    await expect(credit.amount.slider).toHaveValue('1100');
    expect(sent.map((body) => body.creditAmount)).toEqual([100000, 1000, 1100]);
    await expectNoAxeViolations(page);
  });

  test('leaving a changed slider by Tab does not recalculate, leaving it by a click does', async ({
    page,
  }) => {
    await openCalculators(page);
    const credit = creditCalculator(page);
    await expectFigures(credit.result, { Nettokreditbetrag: '50.500,00 €' });
    const sent = recordCalculations(page, 'credit');

    // The key is still held when Tab moves on, so only the blur could start a calculation.
    await credit.amount.slider.focus();
    await page.keyboard.down('ArrowRight');
    await expect(credit.amount.input).toHaveValue('50.600');
    await page.keyboard.press('Tab');
    await page.keyboard.up('ArrowRight');
    await expect(credit.rate.input).toBeFocused();
    // The next finished change is the only calculation, still for the committed 50.500 €.
    await typeAndLeave(credit.rate.input, '5');
    await expectFigures(credit.result, {
      'Sollzinssatz p. a.': '5,000 %',
      Nettokreditbetrag: '50.500,00 €',
    });
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ creditAmount: 50500, interestRate: 5 });

    await credit.term.slider.focus();
    await page.keyboard.down('ArrowRight');
    await credit.result.getByRole('heading', { name: 'Ihr Kreditangebot' }).click();
    await page.keyboard.up('ArrowRight');
    await expectFigures(credit.result, { Laufzeit: '67 Monate' });
    expect(sent).toHaveLength(2);
    await expectNoAxeViolations(page);
  });

  test('the amount field clamps above the maximum while typing, and rounds up to the step and raises to the minimum when left', async ({
    page,
  }) => {
    await openCalculators(page);
    const credit = creditCalculator(page);
    await expectFigures(credit.result, { Nettokreditbetrag: '50.500,00 €' });

    await typeInto(credit.amount.input, '250000');
    await expect(credit.amount.input).toHaveValue('100.000');
    await credit.amount.input.press('Tab');
    await expectFigures(credit.result, { Nettokreditbetrag: '100.000,00 €' });

    await typeAndLeave(credit.amount.input, '10050');
    await expect(credit.amount.input).toHaveValue('10.100');
    await expectFigures(credit.result, { Nettokreditbetrag: '10.100,00 €' });

    await typeAndLeave(credit.amount.input, '500');
    await expect(credit.amount.input).toHaveValue('1.000');
    await expectFigures(credit.result, { Nettokreditbetrag: '1.000,00 €' });

    await typeAndLeave(credit.amount.input, '');
    await expect(credit.amount.input).toHaveValue('1.000');

    await typeInto(credit.amount.input, '2a0b00');
    await expect(credit.amount.input).toHaveValue('2.000');

    await typeAndLeave(credit.rate.input, '5,1');
    await expect(credit.rate.input).toHaveValue('5,125');
    await expectFigures(credit.result, { 'Sollzinssatz p. a.': '5,125 %' });
    await expectNoAxeViolations(page);
  });

  test('a term of more than 360 months is capped at 360 and the instalment computed for it', async ({
    page,
  }) => {
    await openCalculators(page);
    const credit = creditCalculator(page);
    await pressOnSlider(credit.amount.slider, 'End');
    await pressOnSlider(credit.rate.slider, 'End');
    await expectFigures(credit.result, {
      Nettokreditbetrag: '100.000,00 €',
      'Sollzinssatz p. a.': '12,000 %',
    });

    await typeAndLeave(credit.instalment.input, '1001');
    await expectFigures(credit.result, { Laufzeit: '360 Monate', 'Monatliche Rate': '1.028,61 €' });
    await expect(credit.term.input).toHaveValue('360');
    // The term slider widens to the returned value.
    await expect(credit.term.slider).toHaveAttribute('max', '360');
    await expectNoAxeViolations(page);
  });
});

test.describe('in forced colours (a Windows contrast theme)', () => {
  test.use({ forcedColors: 'active' });

  test('a slider keeps its track, the offer its frame and the appointment link its button shape', async ({
    page,
  }) => {
    await openCalculators(page);
    const credit = creditCalculator(page);
    await expectSliderTrackSeen(credit.amount.slider);
    await expectOutlinedInForcedColors(credit.result);
    await expectOutlinedInForcedColors(
      calculator(page, 'credit').getByRole('link', { name: 'Beratungstermin vereinbaren' }),
    );
  });
});

import { expect, test } from '../../support/test';
import { expectNoAxeViolations } from '../../support/axe';
import {
  expectFigures,
  injected500Message,
  injectFailure,
  openCalculators,
  technicalError,
  typeAndLeave,
} from '../../support/calculators';
import {
  euroDe,
  expectFormOpen,
  fillPension,
  pensionCalculator,
  submitPension,
  type PensionDetails,
} from '../../support/pension';
import { drawnColours } from '../../support/forced-colors';
import { isLocalPlatform } from '../../support/urls';

/** An employee born 1980 who has worked since 2000 (retirement at 62 is a corridor pension). */
const employee: PensionDetails = {
  gender: 'male',
  birthDate: '01.01.1980',
  workStart: '01.01.2000',
  netIncome: '2500',
};

test.describe('pension calculator', () => {
  test('a man retiring at 62 sees what is missing each month, with the form folded away until he changes his details', async ({
    page,
  }) => {
    await openCalculators(page);
    const pension = pensionCalculator(page);
    await fillPension(pension, employee);
    const { request, result } = await submitPension(page, pension);

    expect(request).toMatchObject({
      sex: 'male',
      jobGroup: 'employee',
      netIncome: 2500,
      dateOfBirth: '1980-01-01',
      dateOfWorkingBegin: '2000-01-01',
      plannedRetirementAge: 62,
      numberOfChildren: 0,
      costOfLiving: 0,
      retirementAccountFlag: false,
      salaryAdjusting: false,
    });
    expect(result?.netGap).toBeLessThanOrEqual(-100);
    await expect(
      pension.outcome.getByText(
        `Es gibt etwas zu tun: Ihnen fehlen monatlich ${euroDe(-result!.netGap)}.`,
      ),
    ).toBeVisible();
    await expectFigures(pension.outcome, {
      'Ihr letztes Nettoeinkommen': '2.500,00 €',
      'Ihre voraussichtliche Nettopension': euroDe(result!.netRetirement),
      'Differenz pro Monat': euroDe(result!.netGap),
    });
    await expectFormOpen(pension, false);
    await expect(pension.outcome.getByRole('heading', { name: 'Ihr Ergebnis' })).toBeFocused();
    await expect(
      pension.outcome.getByRole('link', { name: 'Beratungstermin vereinbaren' }),
    ).toBeVisible();

    await pension.changeDetails.click();
    await expectFormOpen(pension, true);
    await expect(pension.toggle).toBeFocused();
    await expect(pension.birthDate).toHaveValue('01.01.1980');
    await expect(pension.netIncome).toHaveValue('2.500');
    await expectNoAxeViolations(page);
  });

  test('the headline congratulates within 100 € of today’s income and says “very good” from 100 € more', async ({
    page,
  }) => {
    await openCalculators(page);
    const pension = pensionCalculator(page);
    await fillPension(pension, { ...employee, age: '66' });
    const roughlyEqual = await submitPension(page, pension);
    expect(Math.abs(roughlyEqual.result!.netGap)).toBeLessThan(100);
    await expect(
      pension.outcome.getByText(
        'Gratulation! Ihre voraussichtliche Pension entspricht in etwa Ihrem heutigen Einkommen.',
      ),
    ).toBeVisible();

    await pension.changeDetails.click();
    await typeAndLeave(pension.age.input, '68');
    const more = await submitPension(page, pension);
    expect(more.result!.netGap).toBeGreaterThanOrEqual(100);
    await expect(
      pension.outcome.getByText(
        `Sehr gut! Ihre voraussichtliche Pension liegt um ${euroDe(more.result!.netGap)} über Ihrem heutigen Einkommen.`,
      ),
    ).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('the contribution months the visitor typed are sent and still there when changing details', async ({
    page,
  }) => {
    await openCalculators(page);
    const pension = pensionCalculator(page);
    // At the regular age of 65, so that fewer months still give a pension (no corridor rule).
    await fillPension(pension, { ...employee, age: '65' });
    await typeAndLeave(pension.months, '200');
    const first = await submitPension(page, pension);
    expect(first.request.numberOfMonths).toBe(200);

    await pension.changeDetails.click();
    await expect(pension.months).toHaveValue('200');
    const second = await submitPension(page, pension);
    expect(second.request.numberOfMonths).toBe(200);
    await expectNoAxeViolations(page);
  });

  test('children count for women only, and the self-employed compare with their cost of living', async ({
    page,
  }) => {
    await openCalculators(page);
    const pension = pensionCalculator(page);
    await fillPension(pension, { ...employee, gender: 'female', age: '65' });
    await typeAndLeave(pension.children, '2');
    const woman = await submitPension(page, pension);
    expect(woman.request).toMatchObject({
      sex: 'female',
      numberOfChildren: 2,
      plannedRetirementAge: 65,
    });
    await expect(pension.outcome.getByRole('term')).toHaveCount(3);

    await pension.changeDetails.click();
    await pension.male.check();
    await pension.widget.getByRole('radio', { name: 'Selbstständiger' }).check();
    await typeAndLeave(
      pension.widget.getByRole('textbox', { name: 'Monatliche Lebenshaltungskosten' }),
      '2000',
    );
    await typeAndLeave(
      pension.widget.getByRole('textbox', { name: 'Steuerpflichtiges Jahreseinkommen' }),
      '40000',
    );
    const selfEmployed = await submitPension(page, pension);
    expect(selfEmployed.request).toMatchObject({
      sex: 'male',
      jobGroup: 'selfEmployed',
      numberOfChildren: 0,
      netIncome: 0,
      costOfLiving: 2000,
      selfEmployedNetIncome: 40000,
    });
    await expectFigures(pension.outcome, {
      'Ihre Lebenshaltungskosten': '2.000,00 €',
      'Ihre voraussichtliche Nettopension': euroDe(selfEmployed.result!.netRetirement),
    });
    await expectNoAxeViolations(page);
  });

  test('when the service cannot compute, its note replaces the result and the form stays open', async ({
    page,
  }) => {
    await openCalculators(page);
    const pension = pensionCalculator(page);
    // A woman born 1980 cannot retire at 60 (the default for women): the service says why.
    await fillPension(pension, { ...employee, gender: 'female' });
    const { request, result } = await submitPension(page, pension);
    expect(request.plannedRetirementAge).toBe(60);
    expect(result?.calculatedSuccesful).toBe(false);

    const note = pension.outcome.getByRole('alert');
    await expect(note).toContainText('Bitte beachten Sie Folgendes:');
    await expect(note).toContainText(
      'Ein Pensionsantritt ist frühestens mit 62 Jahren möglich (Regelpensionsalter 65).',
    );
    await expect(pension.outcome.getByRole('term')).toHaveCount(0);
    await expect(pension.changeDetails).toHaveCount(0);
    await expect(
      pension.outcome.getByRole('link', { name: 'Beratungstermin vereinbaren' }),
    ).toHaveCount(0);
    await expectFormOpen(pension, true);
    await expectNoAxeViolations(page);
  });

  test.describe('with the platform failing on purpose', () => {
    test.skip(!isLocalPlatform, 'needs the local platform failure injection');

    test('a failed request shows the generic technical error, not the server’s words', async ({
      page,
    }) => {
      await injectFailure(page, 'pension', '500');
      await openCalculators(page);
      const pension = pensionCalculator(page);
      await fillPension(pension, employee);
      const { status } = await submitPension(page, pension);
      expect(status).toBe(500);

      const alert = pension.outcome.getByRole('alert');
      await expect(alert).toContainText(technicalError.de.headline);
      await expect(alert).toContainText(technicalError.de.text);
      await expect(alert).not.toContainText(injected500Message);
      await expect(pension.outcome.getByRole('term')).toHaveCount(0);
      await expectNoAxeViolations(page);
    });

    test('while the service is slow the result section says the pension is being calculated', async ({
      page,
    }) => {
      await injectFailure(page, 'pension', 'slow:1500');
      await openCalculators(page);
      const pension = pensionCalculator(page);
      await fillPension(pension, employee);
      const answered = submitPension(page, pension);
      await expect(pension.outcome.getByRole('status')).toHaveText('Ihre Pension wird berechnet …');
      await expect(pension.submit).toBeDisabled();
      await answered;
      await expect(pension.outcome.getByRole('term')).toHaveCount(3);
      await expectNoAxeViolations(page);
    });
  });
});

test.describe('pension calculator in a dark Windows contrast theme', () => {
  test.use({ forcedColors: 'active', colorScheme: 'dark' });

  test('the result chart draws its two bars apart, seen on the ground, as its legend names them, and the ring its share', async ({
    page,
  }) => {
    await openCalculators(page);
    const pension = pensionCalculator(page);
    await fillPension(pension, employee);
    await submitPension(page, pension);
    const barMarks = pension.outcome.locator('path[class*="bar-area"]');
    await expect(barMarks).toHaveCount(2);
    const bars = await drawnColours(barMarks);
    for (const bar of bars)
      expect(bar.contrast, 'a bar against the ground').toBeGreaterThanOrEqual(3);
    expect(bars[0]!.colour).not.toBe(bars[1]!.colour);
    // The legend under the chart is a picture's caption, hidden from screen readers with it.
    const swatches = await drawnColours(pension.outcome.locator('li rect'));
    expect(swatches.map((swatch) => swatch.colour)).toEqual(bars.map((bar) => bar.colour));
    const [, share] = await drawnColours(pension.outcome.locator('circle'));
    expect(share?.contrast, 'the ring of the covered share').toBeGreaterThanOrEqual(3);
  });
});

import { expect, test } from '../../support/test';
import { expectNoAxeViolations } from '../../support/axe';
import { sidewaysScroll } from '../../support/layout';
import { creditCalculator, expectFigures, openCalculators } from '../../support/calculators';
import { fillPension, pensionCalculator, submitPension } from '../../support/pension';

test.use({ viewport: { width: 375, height: 812 } });

test.describe('the calculators on a 375 px phone', () => {
  test('the page fits the screen with the offers and with a pension result shown', async ({
    page,
  }) => {
    await openCalculators(page);
    await expectFigures(creditCalculator(page).result, { Nettokreditbetrag: '50.500,00 €' });
    expect(await sidewaysScroll(page)).toBe(0);

    const pension = pensionCalculator(page);
    await fillPension(pension, {
      gender: 'male',
      birthDate: '01.01.1980',
      workStart: '01.01.2000',
      netIncome: '2500',
    });
    await submitPension(page, pension);
    await expect(pension.changeDetails).toBeVisible();
    await expect.poll(() => sidewaysScroll(page)).toBe(0);
    await expectNoAxeViolations(page);
  });
});

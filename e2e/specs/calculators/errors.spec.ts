import { expect, test } from '../../support/test';
import { expectNoAxeViolations } from '../../support/axe';
import {
  creditCalculator,
  expectFigures,
  injected500Message,
  injectFailure,
  isCalculation,
  openCalculators,
  pressOnSlider,
  savingsCalculator,
  technicalError,
  typeAndLeave,
} from '../../support/calculators';
import { isLocalPlatform } from '../../support/urls';

const appointment = { name: 'Beratungstermin vereinbaren' } as const;

test.describe('credit and savings calculators when the calculation fails', () => {
  test('an instalment below the monthly interest shows the generic heading with the server message, and focus moves there', async ({
    page,
  }) => {
    await openCalculators(page);
    const credit = creditCalculator(page);
    await pressOnSlider(credit.amount.slider, 'End');
    await pressOnSlider(credit.rate.slider, 'End');
    await expectFigures(credit.result, { 'Sollzinssatz p. a.': '12,000 %' });

    await typeAndLeave(credit.instalment.input, '50');
    const alert = credit.result.getByRole('alert');
    await expect(alert).toContainText(technicalError.de.headline);
    await expect(alert).toContainText('deckt nicht einmal die monatlichen Zinsen');
    await expect(alert).toBeFocused();
    await expect(credit.result.getByRole('term')).toHaveCount(0);
    await expect(credit.result.getByRole('link', appointment)).toHaveCount(0);
    await expectNoAxeViolations(page);
  });

  test.describe('with the platform failing on purpose', () => {
    test.skip(!isLocalPlatform, 'needs the local platform failure injection');

    test('a server failure on load shows the generic heading and the server message, without moving focus', async ({
      page,
    }) => {
      await injectFailure(page, 'credit', '500');
      await openCalculators(page);
      const credit = creditCalculator(page);
      const alert = credit.result.getByRole('alert');
      await expect(alert).toContainText(technicalError.de.headline);
      await expect(alert).toContainText(injected500Message);
      await expect(alert).not.toBeFocused();
      await expect(credit.result.getByRole('term')).toHaveCount(0);
      await expect(credit.result.getByRole('link', appointment)).toHaveCount(0);
      await expectNoAxeViolations(page);
    });

    test('an answer of the wrong shape shows the generic technical error, and the next change recovers', async ({
      page,
    }) => {
      await openCalculators(page);
      const credit = creditCalculator(page);
      await expectFigures(credit.result, { Nettokreditbetrag: '50.500,00 €' });
      await injectFailure(page, 'credit', 'malformed', 1);

      await pressOnSlider(credit.amount.slider, 'End');
      const alert = credit.result.getByRole('alert');
      await expect(alert).toContainText(technicalError.de.headline);
      await expect(alert).toContainText(technicalError.de.text);
      await expect(alert).toBeFocused();

      await pressOnSlider(credit.amount.slider, 'Home');
      await expectFigures(credit.result, { Nettokreditbetrag: '1.000,00 €' });
      await expect(alert).toHaveCount(0);
      await expectNoAxeViolations(page);
    });

    test('a slow answer says the result is being calculated until the figures arrive', async ({
      page,
    }) => {
      await openCalculators(page);
      const credit = creditCalculator(page);
      await expectFigures(credit.result, { Nettokreditbetrag: '50.500,00 €' });
      await injectFailure(page, 'credit', 'slow:1500', 1);

      const answered = page.waitForResponse((response) =>
        isCalculation(response.request(), 'credit'),
      );
      await pressOnSlider(credit.amount.slider, 'End');
      await expect(credit.result.getByRole('status')).toHaveText('Ergebnis wird berechnet …');
      await answered;
      await expectFigures(credit.result, { Nettokreditbetrag: '100.000,00 €' });
      await expect(credit.result.getByRole('status')).toHaveCount(0);
      await expectNoAxeViolations(page);
    });
  });

  test('a savings failure after a change shows the server message, hides the appointment, and focus moves there', async ({
    page,
  }) => {
    test.skip(!isLocalPlatform, 'needs the local platform failure injection');
    await openCalculators(page);
    const savings = savingsCalculator(page);
    await expect(savings.result.getByRole('link', appointment)).toBeVisible();
    await injectFailure(page, 'savings', '500', 1);

    await pressOnSlider(savings.maturity.slider, 'Home');
    const alert = savings.result.getByRole('alert');
    await expect(alert).toContainText(technicalError.de.headline);
    await expect(alert).toContainText(injected500Message);
    await expect(alert).toBeFocused();
    await expect(savings.result.getByRole('term')).toHaveCount(0);
    await expect(savings.result.getByRole('link', appointment)).toHaveCount(0);
    await expectNoAxeViolations(page);

    await pressOnSlider(savings.maturity.slider, 'End');
    await expect(savings.result.getByRole('term')).toHaveCount(5);
    await expect(savings.result.getByRole('link', appointment)).toBeVisible();
    await expect(alert).toHaveCount(0);
  });

  test('a malformed savings answer on load shows the generic technical error', async ({ page }) => {
    test.skip(!isLocalPlatform, 'needs the local platform failure injection');
    await injectFailure(page, 'savings', 'malformed');
    await openCalculators(page);
    const alert = savingsCalculator(page).result.getByRole('alert');
    await expect(alert).toContainText(technicalError.de.headline);
    await expect(alert).toContainText(technicalError.de.text);
    await expectNoAxeViolations(page);
  });
});

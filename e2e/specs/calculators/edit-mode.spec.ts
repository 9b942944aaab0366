import { expect, test } from '../../support/test';
import { expectNoAxeViolations } from '../../support/axe';
import { creditCalculator, expectFigures, openCalculators } from '../../support/calculators';

test.describe('the calculators in the authoring environment', () => {
  test('edit mode disables every slider, while the figures are still calculated', async ({
    page,
  }) => {
    await openCalculators(page, 'de', '?editMode=true');
    const sliders = page.getByRole('slider');
    await expect(sliders).toHaveCount(10);
    for (const slider of await sliders.all()) await expect(slider).toBeDisabled();
    await expectFigures(creditCalculator(page).result, { Nettokreditbetrag: '50.500,00 €' });
    await expectNoAxeViolations(page);
  });

  test('outside edit mode the sliders can be used', async ({ page }) => {
    await openCalculators(page);
    for (const slider of await page.getByRole('slider').all()) await expect(slider).toBeEnabled();
    await expectNoAxeViolations(page);
  });
});

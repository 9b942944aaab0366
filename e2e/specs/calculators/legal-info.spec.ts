import { expect, test } from '../../support/test';
import { expectNoAxeViolations } from '../../support/axe';
import { expectOutlinedInForcedColors } from '../../support/forced-colors';
import { calculator, openCalculators, type CalculatorKind } from '../../support/calculators';

const modals: { kind: CalculatorKind; link: string; heading: string; text: string }[] = [
  {
    kind: 'credit',
    link: 'Rechtliche Hinweise',
    heading: 'Rechtliche Hinweise zum Kreditrechner',
    text: '191,01 €',
  },
  {
    kind: 'savings',
    link: 'Rechtliche Hinweise',
    heading: 'Hinweise zum Sparrechner',
    text: '12.000,00 €',
  },
  {
    kind: 'pension',
    link: 'Informationen zur Berechnung',
    heading: 'So rechnet der Pensionsrechner',
    text: '1,78 %',
  },
];

test.describe('legal and calculation information of the calculators', () => {
  for (const { kind, link, heading, text } of modals) {
    test(`the ${kind} calculator's “${link}” opens as a dialog, keeps focus inside and closes with Escape`, async ({
      page,
    }) => {
      await openCalculators(page);
      const trigger = calculator(page, kind).getByRole('button', { name: link });
      await trigger.click();

      const dialog = page.getByRole('dialog', { name: link });
      await expect(dialog).toBeVisible();
      await expect(dialog.getByRole('heading', { name: heading })).toBeVisible();
      await expect(dialog).toContainText(text);
      const focusInside = () =>
        dialog.evaluate((element) => element.contains(document.activeElement));
      await expect.poll(focusInside).toBe(true);
      for (let index = 0; index < 4; index += 1) {
        await page.keyboard.press('Tab');
        await expect.poll(focusInside).toBe(true);
      }
      await page.keyboard.press('Shift+Tab');
      await expect.poll(focusInside).toBe(true);
      await expectNoAxeViolations(page, '[role="dialog"]');

      await page.keyboard.press('Escape');
      await expect(dialog).toHaveCount(0);
      await expect(trigger).toBeFocused();
      await expectNoAxeViolations(page);
    });
  }

  test('the dialog also closes with its close button', async ({ page }) => {
    await openCalculators(page);
    const trigger = calculator(page, 'credit').getByRole('button', { name: 'Rechtliche Hinweise' });
    await trigger.click();
    const dialog = page.getByRole('dialog', { name: 'Rechtliche Hinweise' });
    await dialog.getByRole('button', { name: 'Schließen' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(trigger).toBeFocused();
    await expectNoAxeViolations(page);
  });
});

test.describe('in forced colours (a Windows contrast theme)', () => {
  test.use({ forcedColors: 'active' });

  test('the dialog keeps its frame over the page', async ({ page }) => {
    await openCalculators(page);
    await calculator(page, 'credit').getByRole('button', { name: 'Rechtliche Hinweise' }).click();
    await expectOutlinedInForcedColors(page.getByRole('dialog', { name: 'Rechtliche Hinweise' }));
  });
});

import { expectNoAxeViolations } from '../../support/axe';
import { expect, test } from '../../support/test';
import { siteUrl } from '../../support/urls';
import { expectPaintedApartInForcedColors } from '../../support/forced-colors';
import { openFormPage } from './forms-support';

/** A file the way a visitor chooses it: name, type and exactly `bytes` bytes. */
const file = (name: string, bytes = 20_000, mimeType = 'application/pdf') => ({
  name,
  mimeType,
  buffer: Buffer.alloc(bytes, 1),
});

test.describe('upload in the complaint form', () => {
  test('refuses a file over each limit with its configured message, and keeps what was uploaded', async ({
    page,
  }) => {
    test.slow(); // five uploads, one of 5 MB, and an axe scan
    const form = await openFormPage(page, 'beschwerde');
    const input = form.locator('input[type="file"]');
    const problems = form.getByRole('alert');
    await expect(
      form.getByText('Bis zu 3 Dateien (PDF, JPG, JPEG, PNG), je höchstens 5 MB.'),
    ).toBeVisible();

    // Extension.
    await input.setInputFiles(file('vertrag.docx', 20_000, 'application/msword'));
    await expect(problems).toHaveText('„vertrag.docx“ ist kein PDF, JPG oder PNG.');
    await expect(input).toHaveAttribute('aria-invalid', 'true');

    // Size: 5 MB are 5,000,000 bytes; exactly that is taken, one byte more is not.
    await input.setInputFiles([
      file('genau-5-mb.pdf', 5_000_000),
      file('foto.jpg', 5_000_001, 'image/jpeg'),
    ]);
    await expect(problems).toHaveText(
      '„foto.jpg“ ist größer als 5 MB. Bitte verkleinern Sie die Datei.',
    );
    await expect(form.getByText('genau-5-mb.pdf', { exact: true })).toBeVisible();
    await expect(input).toBeEnabled();

    // Count: three files at most.
    await input.setInputFiles([file('kontoauszug.pdf'), file('brief.pdf'), file('zu-viel.pdf')]);
    await expect(problems).toHaveText(
      'Bitte laden Sie höchstens 3 Belege hoch („zu-viel.pdf“ ist einer zu viel).',
    );
    await expect(form.getByRole('button', { name: /entfernen$/ })).toHaveCount(3);
    await expectNoAxeViolations(page);

    // Removing one frees its place.
    await form.getByRole('button', { name: '„brief.pdf“ entfernen' }).click();
    await expect(form.getByText('brief.pdf', { exact: true })).toHaveCount(0);
    await input.setInputFiles(file('zu-viel.pdf'));
    await expect(form.getByText('zu-viel.pdf', { exact: true })).toBeVisible();
    await expect(problems).toHaveCount(0);
  });

  test('the server enforces the same limits', async ({ request }) => {
    const upload = (name: string, bytes: number, instanceId: string) =>
      request.post(`${siteUrl}/forms/beschwerde/upload/`, {
        multipart: { instanceId, fieldId: 'attachments', file: file(name, bytes) },
      });
    const instance = `e2e-${Date.now().toString(36)}`;
    const wrongType = await upload('makro.exe', 1_000, instance);
    expect(wrongType.status()).toBe(400);
    expect((await wrongType.json()).message).toContain('makro.exe');
    const tooLarge = await upload('gross.pdf', 5_000_001, instance);
    expect(tooLarge.status()).toBe(400);
    expect((await tooLarge.json()).message).toContain('gross.pdf');
    for (const name of ['a.pdf', 'b.pdf', 'c.pdf']) {
      const taken = await upload(name, 1_000, instance);
      expect(taken.status()).toBeLessThan(300);
      expect(await taken.json()).toMatchObject({ id: expect.any(String), name });
    }
    const fourth = await upload('d.pdf', 1_000, instance);
    expect(fourth.status()).toBe(400);
    expect((await fourth.json()).message).toContain('d.pdf');
  });
});

test.describe('in forced colours (a Windows contrast theme)', () => {
  test.use({ forcedColors: 'active' });

  test('the calendar shows the chosen day apart from the others', async ({ page }) => {
    const form = await openFormPage(page, 'beschwerde');
    const openCalendar = form.getByRole('button', {
      name: 'Kalender öffnen: Wann ist es passiert?',
    });
    const calendar = page.getByRole('dialog', { name: 'Wann ist es passiert?' });
    // Last month: its 10th and 11th are neither today nor after it.
    await openCalendar.click();
    await calendar.getByRole('button', { name: 'Voriger Monat' }).click();
    await calendar.getByRole('button', { name: /, 10\. / }).click();
    await expect(calendar).toHaveCount(0);
    await openCalendar.click();
    const chosen = calendar.getByRole('button', { name: /, 10\. / });
    await expect(chosen).toHaveAttribute('aria-pressed', 'true');
    // Away from the chosen day, whose focus ring would set it apart on its own.
    await calendar.getByRole('button', { name: 'Voriger Monat' }).focus();
    await expectPaintedApartInForcedColors(
      chosen,
      calendar.getByRole('button', { name: /, 11\. / }),
    );
  });
});

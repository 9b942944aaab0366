import { expect, test } from '../../support/test';
import { expectNoAxeViolations } from '../../support/axe';
import {
  expectOutlinedInForcedColors,
  expectStateSeenInForcedColors,
  forcedLook,
} from '../../support/forced-colors';
import {
  openCalculators,
  recordCalculations,
  typeAndLeave,
  typeInto,
} from '../../support/calculators';
import { fillPension, pensionCalculator } from '../../support/pension';

test.describe('pension calculator form', () => {
  test('sending the empty form names every missing detail in German and sends nothing', async ({
    page,
  }) => {
    await openCalculators(page);
    const pension = pensionCalculator(page);
    const sent = recordCalculations(page, 'pension');
    await pension.submit.click();

    await expect(pension.birthDate).toHaveAccessibleDescription(
      'Bitte geben Sie Ihr Geburtsdatum ein.',
    );
    await expect(pension.workStart).toHaveAccessibleDescription(
      'Bitte geben Sie an seit wann Sie berufstätig sind',
    );
    await expect(pension.months).toHaveAccessibleDescription(
      'Bitte geben Sie die Anzahl Ihrer Beitragsmonate als ganze Zahl ein.',
    );
    await expect(pension.netIncome).toHaveAccessibleDescription(
      'Bitte füllen Sie dieses Feld aus.',
    );
    await expect(pension.birthDate).toHaveAttribute('aria-invalid', 'true');
    await expect(pension.birthDate).toBeFocused();
    await expect(pension.outcome).toHaveCount(0);
    expect(sent).toEqual([]);
    await expectNoAxeViolations(page);
  });

  test('dates outside their range name the limit, and each valid date narrows the other', async ({
    page,
  }) => {
    await openCalculators(page);
    const pension = pensionCalculator(page);

    await typeAndLeave(pension.birthDate, '31.12.1900');
    await expect(pension.birthDate).toHaveAccessibleDescription(
      'Datum darf nicht vor dem 01.01.1901 liegen.',
    );

    await typeAndLeave(pension.birthDate, '31.02.1980');
    await expect(pension.birthDate).toHaveAccessibleDescription(
      'Bitte geben Sie Ihr Geburtsdatum als gültiges Datum (TT.MM.JJJJ) ein.',
    );

    // A valid work start is the latest possible birth date.
    await typeAndLeave(pension.workStart, '01.01.2000');
    await typeAndLeave(pension.birthDate, '01.01.2005');
    await expect(pension.birthDate).toHaveAccessibleDescription(
      'Datum darf nicht nach dem 01.01.2000 liegen.',
    );

    // A valid birth date is the earliest possible work start.
    await typeAndLeave(pension.birthDate, '01.01.1980');
    await expect(pension.birthDate).toHaveAccessibleDescription('');
    await typeAndLeave(pension.workStart, '01.01.1979');
    await expect(pension.workStart).toHaveAccessibleDescription(
      'Datum darf nicht vor dem 01.01.1980 liegen.',
    );

    await typeAndLeave(pension.workStart, '1.1.2000');
    await expect(pension.workStart).toHaveAccessibleDescription(
      'Bitte geben Sie den Beginn Ihrer Berufstätigkeit als gültiges Datum (TT.MM.JJJJ) ein.',
    );
    await typeAndLeave(pension.workStart, '01.01.2000');
    await expect(pension.workStart).toHaveAttribute('aria-invalid', 'false');
    await expectNoAxeViolations(page);
  });

  test('contribution months default to the months worked, are capped there while typing, and a typed number is kept and checked against a later work start', async ({
    page,
  }) => {
    await openCalculators(page);
    const pension = pensionCalculator(page);
    // The visitor first tries to send the form before filling it in.
    await pension.submit.click();
    await fillPension(pension, {
      gender: 'male',
      birthDate: '01.01.1980',
      workStart: '01.01.2000',
      netIncome: '2500',
    });
    const monthsSince = (year: number) =>
      page.evaluate((from) => {
        const today = new Date();
        return (today.getFullYear() - from) * 12 + today.getMonth();
      }, year);
    const monthsWorked = await monthsSince(2000);
    await expect(pension.months).toHaveValue(String(monthsWorked));

    await typeInto(pension.months, '9999');
    await expect(pension.months).toHaveValue(String(monthsWorked));

    // A number of their own stays when a later work start leaves fewer months: the message says
    // it is too many, also after passing through the field, and nothing is sent.
    await typeAndLeave(pension.months, '300');
    await typeAndLeave(pension.workStart, '01.01.2010');
    const tooMany = `Die Anzahl der Monate muss größer als 0 und kleiner als ${await monthsSince(2010)} sein.`;
    await expect(pension.months).toBeFocused();
    await expect(pension.months).toHaveValue('300');
    await expect(pension.months).toHaveAccessibleDescription(tooMany);
    const sent = recordCalculations(page, 'pension');
    await pension.submit.click();
    await expect(pension.months).toHaveValue('300');
    await expect(pension.months).toHaveAccessibleDescription(tooMany);
    await expect(pension.months).toBeFocused();
    expect(sent).toEqual([]);
    await expectNoAxeViolations(page);

    // Below the minimum, leaving the field raises the number to 1.
    await typeAndLeave(pension.months, '0');
    await expect(pension.months).toHaveValue('1');
    await expect(pension.months).toHaveAccessibleDescription('');
  });

  test('changing the gender resets the retirement age, and only women are asked about children', async ({
    page,
  }) => {
    await openCalculators(page);
    const pension = pensionCalculator(page);
    await expect(pension.female).toBeChecked();
    await expect(pension.age.slider).toHaveValue('60');
    await expect(pension.children).toBeVisible();
    await expect(
      pension.widget.getByRole('radio', { name: 'Angestellte', exact: true }),
    ).toBeChecked();

    await pension.age.slider.focus();
    await pension.age.slider.press('End');
    await expect(pension.age.input).toHaveValue('68,5');

    await pension.male.check();
    await expect(pension.age.slider).toHaveValue('62');
    await expect(pension.age.input).toHaveValue('62');
    await expect(pension.age.slider).toHaveAttribute('max', '68');
    await expect(pension.children).toHaveCount(0);
    await expect(
      pension.widget.getByRole('radio', { name: 'Angestellter', exact: true }),
    ).toBeChecked();

    await pension.age.slider.focus();
    await pension.age.slider.press('ArrowRight');
    await expect(pension.age.input).toHaveValue('63');
    await pension.female.check();
    await expect(pension.age.slider).toHaveValue('60');
    await expect(pension.children).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('the self-employed are asked for their cost of living and taxable income instead of a net income', async ({
    page,
  }) => {
    await openCalculators(page);
    const pension = pensionCalculator(page);
    await pension.male.check();
    await pension.widget.getByRole('radio', { name: 'Selbstständiger' }).check();
    await expect(pension.netIncome).toHaveCount(0);
    await pension.submit.click();
    const costOfLiving = pension.widget.getByRole('textbox', {
      name: 'Monatliche Lebenshaltungskosten',
    });
    const taxable = pension.widget.getByRole('textbox', {
      name: 'Steuerpflichtiges Jahreseinkommen',
    });
    await expect(costOfLiving).toHaveAccessibleDescription('Bitte füllen Sie dieses Feld aus.');
    await expect(taxable).toHaveAccessibleDescription('Bitte füllen Sie dieses Feld aus.');
    await expectNoAxeViolations(page);
  });
});

test.describe('in forced colours (a Windows contrast theme)', () => {
  test.use({ forcedColors: 'active' });

  test('the chosen gender stands out from the other, and the send button keeps its shape', async ({
    page,
  }) => {
    await openCalculators(page);
    const pension = pensionCalculator(page);
    await pension.female.check();
    await expectStateSeenInForcedColors(
      pension.widget.getByText('weiblich', { exact: true }),
      pension.widget.getByText('männlich', { exact: true }),
    );
    await expectOutlinedInForcedColors(pension.submit);
  });

  test('a date field with an error looks different from the same field without one', async ({
    page,
  }) => {
    await openCalculators(page);
    const pension = pensionCalculator(page);
    // The field's box (label, value and frame) around the text box.
    const birthDateBox = pension.birthDate.locator('..');
    const valid = await forcedLook(birthDateBox);
    await typeAndLeave(pension.birthDate, '31.02.1980');
    await expect(pension.birthDate).toHaveAttribute('aria-invalid', 'true');
    expect(await forcedLook(birthDateBox)).not.toBe(valid);
  });
});

import { expect, test } from '../../support/test';
import { expectNoAxeViolations } from '../../support/axe';
import {
  calculator,
  expectFigures,
  injected500Message,
  injectFailure,
  openCalculators,
  sliderField,
  technicalError,
  typeAndLeave,
} from '../../support/calculators';
import { isLocalPlatform } from '../../support/urls';

test.describe('the calculators in English', () => {
  test('the credit calculator speaks English and writes figures the English way', async ({
    page,
  }) => {
    await openCalculators(page, 'en');
    const credit = calculator(page, 'credit');
    const result = credit.getByRole('region', { name: 'Your credit offer' });
    await expect(credit.getByRole('heading', { name: 'Credit calculator' })).toBeVisible();
    await expect(sliderField(credit, 'Credit amount').input).toHaveValue('50,500');

    await typeAndLeave(sliderField(credit, 'Credit amount').input, '10000');
    await typeAndLeave(sliderField(credit, 'Debit interest rate').input, '5');
    await typeAndLeave(sliderField(credit, 'Term').input, '60');
    await expectFigures(result, {
      'Net credit amount': '€10,000.00',
      'Debit interest rate p.a.': '5.000%',
      'Effective annual interest rate': '5.994%',
      Term: '60 months',
      'Total amount payable': '€11,522.76',
      'Administration fee': '€200.00',
      'Monthly instalment': '€188.71',
    });
    await expect(sliderField(credit, 'Credit amount').input).toHaveValue('10,000');

    await typeAndLeave(sliderField(credit, 'Debit interest rate').input, '5.1');
    await expect(sliderField(credit, 'Debit interest rate').input).toHaveValue('5.125');
    await expect(result.getByRole('link', { name: 'Book an appointment' })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('the savings calculator shows the reference result in English', async ({ page }) => {
    await openCalculators(page, 'en');
    const savings = calculator(page, 'savings');
    await typeAndLeave(sliderField(savings, 'Initial deposit').input, '10000');
    await typeAndLeave(sliderField(savings, 'Interest rate').input, '2');
    await typeAndLeave(sliderField(savings, 'Duration').input, '120');
    await typeAndLeave(sliderField(savings, 'Monthly savings').input, '100');
    await expectFigures(savings.getByRole('region', { name: 'Your savings result' }), {
      'Monthly savings': '€100.00',
      'Accumulated savings': '€22,000.00',
      'Interest earned': '€3,404.05',
      'less 25 % capital gains tax (KESt)': '-€851.01',
      'Total savings': '€24,553.04',
    });
    await expectNoAxeViolations(page);
  });

  test('the pension form explains missing and out-of-range details in English', async ({
    page,
  }) => {
    await openCalculators(page, 'en');
    const pension = calculator(page, 'pension');
    const birthDate = pension.getByRole('textbox', { name: 'Date of birth' });
    await pension.getByRole('button', { name: 'Calculate pension' }).click();
    await expect(birthDate).toHaveAccessibleDescription('Please enter your date of birth.');
    await expect(
      pension.getByRole('textbox', { name: 'Working since' }),
    ).toHaveAccessibleDescription('Please tell us since when you have been working.');
    await expect(
      pension.getByRole('textbox', { name: 'Monthly net income' }),
    ).toHaveAccessibleDescription('Please fill this field.');
    await typeAndLeave(birthDate, '31.12.1900');
    await expect(birthDate).toHaveAccessibleDescription(
      'The date should be greater than 01.01.1901.',
    );
    await expect(
      pension.getByRole('textbox', { name: 'Number of children (optional)' }),
    ).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('a failed credit calculation shows the English error heading with the server message', async ({
    page,
  }) => {
    test.skip(!isLocalPlatform, 'needs the local platform failure injection');
    await injectFailure(page, 'credit', '500');
    await openCalculators(page, 'en');
    const alert = calculator(page, 'credit').getByRole('alert');
    await expect(alert).toContainText(technicalError.en.headline);
    await expect(alert).toContainText(injected500Message);
    await expectNoAxeViolations(page);
  });
});

import type { FieldDefinition } from '../definition/field-schemas';
import { testRuleContext } from '../testing/rule-context';
import { fieldError } from './field-schema';
import type { FieldInput } from './field-values';

const base = { required: false, sensitive: false, width: 'full' as const };
const field = <T extends object>(definition: T) =>
  ({ ...base, id: 'f', label: 'Feld', ...definition }) as unknown as FieldDefinition;
const de = testRuleContext('de');
const en = testRuleContext('en');
const error = (definition: object, input: FieldInput, required = false, ctx = de) =>
  fieldError(field(definition), input, required, ctx);

describe('the SPEC messages of each field type', () => {
  it('asks to fill a required text, in German and English', () => {
    expect(error({ type: 'text' }, '  ', true)).toBe('Bitte füllen Sie dieses Feld aus.');
    expect(error({ type: 'text' }, '', true, en)).toBe('Please fill this field.');
    expect(error({ type: 'text' }, '', false)).toBeNull();
  });

  it('checks text lengths between minlength and maxlength, or at least minlength', () => {
    expect(error({ type: 'text', minLength: 2, maxLength: 5 }, 'a', false, en)).toBe(
      'Please enter between 2 and 5 characters.',
    );
    expect(error({ type: 'textarea', minLength: 10 }, 'kurz')).toBe(
      'Bitte geben Sie mindestens 10 Zeichen ein.',
    );
    expect(error({ type: 'textarea', minLength: 10 }, 'lang genug, ja')).toBeNull();
  });

  it('wants a valid e-mail address', () => {
    expect(error({ type: 'email' }, 'anna@', false, en)).toBe(
      'Please enter a valid e-mail address.',
    );
    expect(error({ type: 'email' }, 'anna.berger@example.at')).toBeNull();
  });

  it('checks numbers: valid value, between, greater than', () => {
    expect(error({ type: 'number', min: 1, max: 10 }, '12', false, en)).toBe(
      'The value should be between 1 and 10.',
    );
    expect(error({ type: 'number', min: 18 }, '3', false, en)).toBe(
      'The value should be greater than 18.',
    );
    expect(error({ type: 'number' }, '1.2.3', false, en)).toBe('Please enter a valid value.');
    expect(error({ type: 'number', min: 1000, max: 500000 }, '250.000', true)).toBeNull();
  });

  it('asks to choose an option in selects, radios and checkboxes', () => {
    const options = [{ value: 'a', label: 'A' }];
    expect(error({ type: 'select', options }, '', true, en)).toBe('Please choose an option.');
    expect(error({ type: 'radio', options }, '', true)).toBe('Bitte wählen Sie eine Option.');
    expect(error({ type: 'checkbox' }, false, true)).toBe('Bitte wählen Sie eine Option.');
    expect(error({ type: 'checkboxGroup', options }, [], true, en)).toBe(
      'Please choose an option.',
    );
    expect(error({ type: 'select', options }, 'x', false)).toBe('Bitte wählen Sie eine Option.');
  });

  it('accepts only strict urls: http, https, ftp or www', () => {
    const url = { type: 'url' };
    expect(error(url, 'example.at', false, en)).toBe('Please enter a valid url.');
    expect(error(url, 'javascript:alert(1)')).toBe('Bitte geben Sie eine gültige URL ein.');
    for (const good of [
      'https://www.bank.at/x',
      'http://bank.at',
      'ftp://files.bank.at',
      'www.bank.at',
    ])
      expect(error(url, good)).toBeNull();
  });

  it('asks for an appointment and a period', () => {
    expect(error({ type: 'appointment', maxSelections: 3 }, [], true, en)).toBe(
      'Please choose an appointment.',
    );
    expect(error({ type: 'period' }, { from: '', to: '' }, true, en)).toBe(
      'Please select a period.',
    );
    expect(error({ type: 'period' }, { from: '03/01/2026', to: '' }, false, en)).toBe(
      'Please choose a date.',
    );
  });

  it('lets a configured message override the default, with its values', () => {
    expect(error({ type: 'text', messages: { required: 'Wie heißen Sie?' } }, '', true)).toBe(
      'Wie heißen Sie?',
    );
    expect(
      error(
        { type: 'number', min: 1, max: 4, messages: { range: 'Zwischen %s und %s Personen.' } },
        '9',
      ),
    ).toBe('Zwischen 1 und 4 Personen.');
  });
});

describe('the SPEC date rules', () => {
  const date = { type: 'date', minDate: '2026-03-01', maxDate: 'today+30d' };

  it('reads DD.MM.YYYY in German, strictly, between 1800 and 2099', () => {
    expect(error(date, '20.03.2026')).toBeNull();
    expect(error({ type: 'date' }, '31.02.2026')).toBe(
      'Bitte geben Sie ein gültiges Datum im Format TT.MM.JJJJ ein.',
    );
    expect(error({ type: 'date' }, '1.3.2026')).not.toBeNull();
    expect(error({ type: 'date' }, '31.12.1799')).not.toBeNull();
    expect(error({ type: 'date' }, '01.01.1800')).toBeNull();
    expect(error({ type: 'date' }, '01.01.2100')).not.toBeNull();
  });

  it('reads MM/DD/YYYY in the other languages and YYYY-MM-DD on touch devices', () => {
    expect(error(date, '03/20/2026', false, en)).toBeNull();
    expect(error(date, '20.03.2026', false, en)).toBe('Please enter a valid date as MM/DD/YYYY.');
    expect(error(date, '2026-03-20', false, testRuleContext('de', { touch: true }))).toBeNull();
  });

  it('puts the date into the minimum and maximum messages', () => {
    expect(error(date, '28.02.2026')).toBe('Datum darf nicht vor dem 01.03.2026 liegen.');
    expect(error(date, '18.04.2026')).toBe('Datum darf nicht nach dem 17.04.2026 liegen.');
    expect(error(date, '02/28/2026', false, en)).toBe(
      'The date should be greater than 03/01/2026.',
    );
    expect(error(date, '04/18/2026', false, en)).toBe('The date should be lower than 04/17/2026.');
  });

  it('asks for a date when a required one is empty', () => {
    expect(error(date, '', true)).toBe('Bitte geben Sie ein Datum ein.');
    expect(error(date, '', true, en)).toBe('Please enter a date.');
  });
});

describe('remaining limits in validation', () => {
  it('caps a number at the remaining count', () => {
    const ctx = testRuleContext('en', { limits: { f: 3 } });
    expect(error({ type: 'number', min: 1, max: 5 }, '4', false, ctx)).toBe(
      'The value should be between 1 and 3.',
    );
  });

  it('refuses an option above the remaining count', () => {
    const ctx = testRuleContext('de', { limits: { f: 2 } });
    const options = ['1', '2', '3'].map((value) => ({ value, label: value }));
    expect(error({ type: 'radio', options }, '3', true, ctx)).toBe('Bitte wählen Sie eine Option.');
    expect(error({ type: 'radio', options }, '2', true, ctx)).toBeNull();
  });
});

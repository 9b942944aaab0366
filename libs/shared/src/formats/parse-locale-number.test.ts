import { decimalSeparator } from './decimal-separator';
import { parseLocaleNumber } from './parse-locale-number';

describe('parseLocaleNumber', () => {
  it('reads German numbers with grouping and decimal comma', () => {
    expect(parseLocaleNumber('1.234,56', 'de')).toBe(1234.56);
    expect(parseLocaleNumber('100000', 'de')).toBe(100000);
    expect(parseLocaleNumber(' 0,125 ', 'de')).toBe(0.125);
  });

  it('reads English numbers', () => {
    expect(parseLocaleNumber('1,234.56', 'en')).toBe(1234.56);
  });

  it('reads French numbers grouped with spaces', () => {
    expect(parseLocaleNumber('1\u202f234,5', 'fr')).toBe(1234.5);
    expect(parseLocaleNumber('1 234,5', 'fr')).toBe(1234.5);
  });

  it('gives NaN for text that is not a number', () => {
    expect(parseLocaleNumber('', 'de')).toBeNaN();
    expect(parseLocaleNumber('zwölf', 'de')).toBeNaN();
    expect(parseLocaleNumber('1,2,3', 'de')).toBeNaN();
  });
});

describe('decimalSeparator', () => {
  it('is a comma in German and a point in English', () => {
    expect(decimalSeparator('de')).toBe(',');
    expect(decimalSeparator('en')).toBe('.');
    expect(decimalSeparator('hr')).toBe(',');
  });
});

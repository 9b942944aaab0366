import { clampTextToMax, normalizeNumberOnBlur, sanitizeNumberText } from './number-text';

describe('the number field text (SPEC "Number input")', () => {
  it('keeps digits and the decimal separator, groups thousands, limits decimals', () => {
    expect(sanitizeNumberText('12a345,678', 'de', 2)).toBe('12.345,67');
    expect(sanitizeNumberText('12345.5', 'en', 0)).toBe('123,455');
    expect(sanitizeNumberText('1234.56', 'en', 2)).toBe('1,234.56');
  });

  it('clamps a value above the maximum on key-up', () => {
    expect(clampTextToMax('12', 'de', { max: 5 })).toBe('5');
    expect(clampTextToMax('4', 'de', { max: 5 })).toBe('4');
  });

  it('rounds up to the step and raises to the minimum when left', () => {
    expect(normalizeNumberOnBlur('1.234', 'de', { min: 1000, step: 100 }, false)).toBe('1.300');
    expect(normalizeNumberOnBlur('', 'de', { min: 1000, step: 100 }, false)).toBe('1.000');
    expect(normalizeNumberOnBlur('', 'de', { min: 1000, step: 100 }, true)).toBe('');
    expect(normalizeNumberOnBlur('0,3', 'de', { step: 0.1 }, true)).toBe('0,3');
  });
});

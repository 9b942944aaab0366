import { checkDateText, parseDateText } from './date-text';

describe('date text', () => {
  it('reads DD.MM.YYYY strictly', () => {
    expect(parseDateText('15.03.1980', false)).toEqual(new Date(1980, 2, 15));
    expect(parseDateText('31.02.1980', false)).toBeNull();
    expect(parseDateText('1.3.1980', false)).toBeNull();
    expect(parseDateText('15.03.80', false)).toBeNull();
    expect(parseDateText('15-03-1980', false)).toBeNull();
  });

  it('reads YYYY-MM-DD on touch devices', () => {
    expect(parseDateText('1980-03-15', true)).toEqual(new Date(1980, 2, 15));
    expect(parseDateText('15.03.1980', true)).toBeNull();
  });

  it('names what is wrong: missing, invalid, too early or too late', () => {
    const bounds = { min: new Date(1901, 0, 1), max: new Date(2010, 5, 15) };
    expect(checkDateText('', false, bounds)).toBe('required');
    expect(checkDateText('32.01.2000', false, bounds)).toBe('invalid');
    expect(checkDateText('31.12.1900', false, bounds)).toBe('min');
    expect(checkDateText('16.06.2010', false, bounds)).toBe('max');
    expect(checkDateText('01.01.1901', false, bounds)).toBeNull();
    expect(checkDateText('15.06.2010', false, bounds)).toBeNull();
  });
});

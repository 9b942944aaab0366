import { formatCurrency } from './format-currency';
import { formatNumber } from './format-number';
import { formatPercent } from './format-percent';

// Figures keep number and unit together with a no-break space (U+00A0).
const nbsp = '\u00a0';

describe('formatNumber', () => {
  it('writes German numbers as #.##0,00', () => {
    expect(formatNumber(1234.5, 'de')).toBe('1.234,50');
    expect(formatNumber(1234567.891, 'de')).toBe('1.234.567,89');
    expect(formatNumber(0, 'de')).toBe('0,00');
  });

  it('follows the separators of the language', () => {
    expect(formatNumber(1234.5, 'en')).toBe('1,234.50');
    expect(formatNumber(1234.5, 'fr')).toBe(`1${nbsp}234,50`);
  });

  it('takes other decimal counts', () => {
    expect(formatNumber(1234.567, 'de', { maximumFractionDigits: 0 })).toBe('1.235');
    expect(formatNumber(0.125, 'de', { minimumFractionDigits: 3, maximumFractionDigits: 3 })).toBe(
      '0,125',
    );
  });
});

describe('formatCurrency', () => {
  it('writes euro amounts as 1.234,56 € in German', () => {
    expect(formatCurrency(1234.56, 'de')).toBe(`1.234,56${nbsp}€`);
  });

  it('writes euro amounts in the manner of the language', () => {
    expect(formatCurrency(1234.56, 'en')).toBe('€1,234.56');
    expect(formatCurrency(-50, 'de')).toBe(`-50,00${nbsp}€`);
  });
});

describe('formatPercent', () => {
  it('puts + on positive values when signed', () => {
    expect(formatPercent(12.5, 'de', { signed: true })).toBe(`+12,50${nbsp}%`);
    expect(formatPercent(-1.234, 'de', { signed: true })).toBe(`-1,23${nbsp}%`);
    expect(formatPercent(0, 'de', { signed: true })).toBe(`0,00${nbsp}%`);
  });

  it('leaves rates unsigned by default and takes other decimal counts', () => {
    expect(formatPercent(3.5, 'de')).toBe(`3,50${nbsp}%`);
    expect(formatPercent(3.125, 'de', { decimals: 3 })).toBe(`3,125${nbsp}%`);
    expect(formatPercent(3.5, 'en', { decimals: 1 })).toBe('3.5%');
  });
});

describe('the formatters behind the figures', () => {
  afterEach(() => jest.restoreAllMocks());

  it('are created once per language and options, not once per figure (a long table stays fast)', () => {
    const created = jest.spyOn(Intl, 'NumberFormat');
    const figures = [1, 2.5, 12345.5].map((value) => formatNumber(value, 'it'));
    figures.push(...[3, 4].map((value) => formatNumber(value, 'it')));
    expect(figures).toEqual(['1,00', '2,50', '12.345,50', '3,00', '4,00']);
    expect(created).toHaveBeenCalledTimes(1);

    expect(formatNumber(1.5, 'it', { maximumFractionDigits: 0 })).toBe('2');
    expect(formatNumber(1.5, 'sl')).toBe('1,50');
    expect(created).toHaveBeenCalledTimes(3);
  });
});

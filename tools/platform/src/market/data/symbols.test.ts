import { INDICES } from './indices';
import { membersOf } from './instruments';
import { SYMBOLS } from './symbols';

/** ISO 6166: letters become numbers (A=10), then the Luhn check over all digits. */
function hasValidCheckDigit(isin: string): boolean {
  const digits = isin
    .slice(0, 11)
    .replace(/[A-Z]/g, (letter) => String(letter.charCodeAt(0) - 55))
    .split('')
    .reverse()
    .map(Number);
  const sum = digits.reduce((total, digit, position) => {
    if (position % 2 === 1) return total + digit;
    const doubled = digit * 2;
    return total + (doubled > 9 ? doubled - 9 : doubled);
  }, 0);
  return (10 - (sum % 10)) % 10 === Number(isin[11]);
}

describe('the symbols', () => {
  it('are at least sixty shares and funds with unique tickers and well-formed ISINs', () => {
    expect(SYMBOLS.length).toBeGreaterThanOrEqual(60);
    expect(SYMBOLS.some((symbol) => symbol.kind === 'fund')).toBe(true);
    expect(new Set(SYMBOLS.map((symbol) => symbol.isin)).size).toBe(SYMBOLS.length);
    expect(new Set(SYMBOLS.map((symbol) => symbol.ticker)).size).toBe(SYMBOLS.length);
    const badIsins = SYMBOLS.map((symbol) => symbol.isin).filter(
      (isin) => !/^[A-Z]{2}[A-Z0-9]{9}\d$/.test(isin) || !hasValidCheckDigit(isin),
    );
    expect(badIsins).toEqual([]);
    const indexIsins = INDICES.flatMap((index) => (index.isin ? [index.isin] : []));
    expect(indexIsins.filter((isin) => !hasValidCheckDigit(isin))).toEqual([]);
  });

  it('hold the twenty ATX members, all of them in the ATX Prime as well', () => {
    const atx = membersOf('ATX');
    expect(atx).toHaveLength(20);
    expect(atx.map((symbol) => symbol.ticker)).toEqual(
      expect.arrayContaining(['EBS', 'OMV', 'VER', 'VOE', 'RBI', 'POST']),
    );
    expect(atx.every((symbol) => symbol.indices.includes('ATXPRIME'))).toBe(true);
    expect(atx.every((symbol) => symbol.isin.startsWith('AT'))).toBe(true);
  });

  it('give every index with data at least twelve members, enough for six tops and six flops', () => {
    for (const index of INDICES.filter((entry) => entry.hasData)) {
      expect([index.id, membersOf(index.id).length >= 12]).toEqual([index.id, true]);
    }
  });
});

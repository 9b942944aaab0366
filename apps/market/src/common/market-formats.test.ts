import {
  formatMarketDate,
  formatMarketDateTime,
  formatMarketTime,
  marketFormats,
} from './market-formats';

describe('market formats', () => {
  it('write prices with two decimals and the page language’s separators', () => {
    expect(marketFormats('de').price(24780.5)).toBe('24.780,50');
    expect(marketFormats('en').price(24780.5)).toBe('24,780.50');
    expect(marketFormats('it').price(24795.257)).toBe('24.795,26');
    expect(marketFormats('fr').price(4795.25)).toBe('4\u00a0795,25');
  });

  it('put "+" on a positive change only', () => {
    const { change } = marketFormats('de');
    expect(change(0.3191)).toBe('+0,32\u00a0%');
    expect(change(-1.5903)).toBe('-1,59\u00a0%');
    expect(change(0)).toBe('0,00\u00a0%');
  });

  it('write times as dd.MM.yyyy HH:mm in Vienna time, winter and summer', () => {
    expect(formatMarketDateTime('2026-03-02T08:02:00Z')).toBe('02.03.2026 09:02');
    expect(formatMarketDateTime('2026-07-15T20:00:00Z')).toBe('15.07.2026 22:00');
    expect(formatMarketDateTime('2026-11-24T15:30:00-05:00')).toBe('24.11.2026 21:30');
    expect(formatMarketDate('2026-12-31T23:30:00Z')).toBe('01.01.2027');
    expect(formatMarketTime('2026-03-02T16:30:00Z')).toBe('17:30');
    expect(formatMarketDateTime('not a date')).toBe('');
  });
});

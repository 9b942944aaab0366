import { quoteSymbol } from './quotes';
import { searchMarket } from './search';
import { symbolLists, topFlop } from './symbol-lists';
import { SYMBOLS } from './symbols';

const now = new Date('2026-03-02T10:00:00Z');

describe('top/flop and symbol lists', () => {
  it('rank the index members by their change since the previous close', () => {
    const [top, flop] = topFlop('ATX', now);
    expect(top.name).toBe('top');
    expect(flop.name).toBe('flop');
    expect(top.symbols).toHaveLength(6);
    expect(flop.symbols).toHaveLength(6);
    const changes = top.symbols.map((symbol) => symbol.changePercent);
    expect(changes).toEqual([...changes].sort((a, b) => b - a));
    expect(flop.symbols[0]?.changePercent).toBeLessThanOrEqual(flop.symbols[5]?.changePercent ?? 0);
    expect(top.symbols.at(-1)?.changePercent).toBeGreaterThanOrEqual(
      flop.symbols.at(-1)?.changePercent ?? 0,
    );
    const erste = SYMBOLS.find((symbol) => symbol.ticker === 'EBS')!;
    const listed = [...top.symbols, ...flop.symbols].find((symbol) => symbol.name === erste.name);
    if (listed) expect(listed.changePercent).toBe(quoteSymbol(erste, now).changePercent);
  });

  it('change during the session', () => {
    const later = topFlop('ATX', new Date('2026-03-02T15:00:00Z'));
    expect(later).not.toEqual(topFlop('ATX', now));
  });

  it('name three lists of six in the page language, ordered by turnover', () => {
    const lists = symbolLists(now, 'en');
    expect(lists.map((list) => list.name)).toEqual([
      'Most traded on the Vienna Stock Exchange',
      'Most traded on Xetra',
      'Popular ETFs',
    ]);
    for (const list of lists) expect(list.symbols).toHaveLength(6);
    const vienna = lists[0]!.symbols.map((entry) => SYMBOLS.find((s) => s.name === entry.name)!);
    const turnovers = vienna.map((symbol) => quoteSymbol(symbol, now).turnover);
    expect(turnovers).toEqual([...turnovers].sort((a, b) => b - a));
    expect(vienna.every((symbol) => symbol.exchange === 'vienna')).toBe(true);
  });
});

describe('the symbol search', () => {
  it('finds a share by ticker, ISIN or name without accents, grouped', () => {
    expect(searchMarket('EBS', 'de').groups).toEqual([
      {
        name: 'Aktien',
        details: [
          {
            name: 'Erste Group Bank AG',
            ticker: 'EBS',
            url: '/marktdaten/aktien/AT0000652011.html',
          },
        ],
      },
    ]);
    expect(searchMarket('at0000652011', 'de').groups[0]?.details[0]?.ticker).toBe('EBS');
    expect(searchMarket('osterreichische post', 'de').groups[0]?.details[0]?.ticker).toBe('POST');
  });

  it('groups shares, funds and indices and points to the result page', () => {
    const result = searchMarket('atx', 'en');
    expect(result.url).toBe('/marktdaten/suche.html?searchTerm=atx');
    expect(result.groups.map((group) => group.name)).toEqual(['Funds & ETFs', 'Indices']);
    expect(result.groups[1]?.details.map((detail) => detail.ticker)).toEqual(['ATX', 'ATXPRIME']);
  });

  it('answers no groups when nothing matches', () => {
    expect(searchMarket('zzzz', 'de').groups).toEqual([]);
  });
});

import * as v from 'valibot';
import { startPageConfigSchema } from './config-schema';

const base = { blz: '20320', bstnr: '0001', indices: [{ symbol: 'ATX' }] };
const problems = (config: unknown) => {
  const result = v.safeParse(startPageConfigSchema, config);
  return result.success ? [] : result.issues.map((issue) => issue.message);
};

describe('the start page config', () => {
  it('fills in the service paths and all five periods', () => {
    expect(v.parse(startPageConfigSchema, base)).toEqual({
      ...base,
      chartUrl: '/cachableservlets/market/chart.json',
      topFlopUrl: '/cachableservlets/market/topflop.json',
      symbolsUrl: '/cachableservlets/market/symbols.json',
      searchUrl: '/cachableservlets/market/search.json',
      intervals: ['intraday', '1W', '1M', '1Y', '5Y'],
      headingLevel: 2,
    });
  });

  it('allows at most five index tabs', () => {
    const six = ['ATX', 'ATXPRIME', 'DAX', 'ESTX50', 'DJI', 'NDX'].map((symbol) => ({ symbol }));
    expect(problems({ ...base, indices: six.slice(0, 5) })).toEqual([]);
    expect(problems({ ...base, indices: six })).toEqual([
      'indices may name at most 5 indices (index tabs)',
    ]);
    expect(problems({ ...base, indices: [] })).toEqual(['indices must name at least one index']);
  });

  it('wants index symbols in uppercase, each once', () => {
    expect(problems({ ...base, indices: [{ symbol: 'atx' }] })).toEqual([
      'index symbols are written in uppercase, e.g. "ATX"',
    ]);
    expect(problems({ ...base, indices: [{ symbol: 'ATX' }, { symbol: 'ATX' }] })).toEqual([
      'indices must not name an index twice',
    ]);
  });

  it('needs the bank code and branch number', () => {
    expect(problems({ ...base, blz: '123' })).toEqual(['blz must be a bank code of 4 or 5 digits']);
    expect(problems({ ...base, bstnr: 1 })).toEqual([
      'bstnr must be the branch number as a string, e.g. "0001"',
    ]);
    expect(problems({ indices: base.indices, bstnr: '1' })).toEqual([
      'Invalid key: Expected "blz" but received undefined',
    ]);
  });

  it('knows the periods and heading levels', () => {
    expect(problems({ ...base, intervals: ['2D'] })).toEqual([
      'intervals are intraday, 1W, 1M, 1Y or 5Y',
    ]);
    expect(problems({ ...base, headingLevel: 1 })).toEqual(['headingLevel must be 2, 3 or 4']);
    expect(problems({ ...base, chartUrl: 'https://evil.example/chart' })).toEqual([
      'service URLs are site paths',
    ]);
  });
});

import * as v from '@ctb/shared/validation';

/**
 * Every market call names the bank and branch whose data licence it uses: the Bankleitzahl
 * (blz, 4-5 digits) and the branch number (bstnr).
 */
export const bankConfigEntries = {
  blz: v.pipe(
    v.string('blz must be the bank code as a string, e.g. "20320"'),
    v.regex(/^\d{4,5}$/, 'blz must be a bank code of 4 or 5 digits'),
  ),
  bstnr: v.pipe(
    v.string('bstnr must be the branch number as a string, e.g. "0001"'),
    v.regex(/^\d{1,5}$/, 'bstnr must be a branch number of 1 to 5 digits'),
  ),
};

/** An index as the services name it: uppercase (ATX, DAX, ESTX50 …). */
export const indexSymbolSchema = v.pipe(
  v.string(),
  v.regex(/^[A-Z0-9]{2,12}$/, 'index symbols are written in uppercase, e.g. "ATX"'),
);

const serviceUrl = (fallback: string) =>
  v.optional(v.pipe(v.string(), v.startsWith('/', 'service URLs are site paths')), fallback);

/** Where the four market calls go (site paths on the CMS host; defaults for the bank's site). */
export const serviceEntries = {
  chartUrl: serviceUrl('/cachableservlets/market/chart.json'),
  topFlopUrl: serviceUrl('/cachableservlets/market/topflop.json'),
  symbolsUrl: serviceUrl('/cachableservlets/market/symbols.json'),
  searchUrl: serviceUrl('/cachableservlets/market/search.json'),
};

/** The intervals the chart service offers; `intraday` (the current session) is the default. */
export const CHART_INTERVALS = ['intraday', '1W', '1M', '1Y', '5Y'] as const;
export type ChartInterval = (typeof CHART_INTERVALS)[number];
export const chartIntervalSchema = v.picklist(
  CHART_INTERVALS,
  'intervals are intraday, 1W, 1M, 1Y or 5Y',
);

export interface BankParams {
  blz: string;
  bstnr: string;
}

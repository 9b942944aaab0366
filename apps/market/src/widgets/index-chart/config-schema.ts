import * as v from '@ctb/shared/validation';
import { bankConfigEntries, indexSymbolSchema, serviceEntries } from '../../common/bank-config';

const text = (what: string) =>
  v.optional(v.pipe(v.string(), v.trim(), v.nonEmpty(`${what} must not be empty`)));

/** `market/index-chart`: one index's chart of the day, compact (e.g. on the home page). */
export const indexChartConfigSchema = v.object({
  blz: bankConfigEntries.blz,
  bstnr: bankConfigEntries.bstnr,
  chartUrl: serviceEntries.chartUrl,
  symbol: indexSymbolSchema,
  /** the index as the page names it; the symbol when absent */
  label: text('label'),
  /** the widget's heading; "<label>" with the default text when absent */
  title: text('title'),
  headingLevel: v.optional(v.picklist([2, 3, 4], 'headingLevel must be 2, 3 or 4'), 2),
  /** where "all market data" leads: the market page (a site path) */
  marketPageUrl: v.optional(
    v.pipe(v.string(), v.startsWith('/', 'marketPageUrl must be a site path')),
  ),
});

export type IndexChartConfig = v.InferOutput<typeof indexChartConfigSchema>;

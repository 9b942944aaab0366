import * as v from '@ctb/shared/validation';
import {
  bankConfigEntries,
  CHART_INTERVALS,
  chartIntervalSchema,
  indexSymbolSchema,
  serviceEntries,
} from '../../common/bank-config';

/** SPEC: the market page shows at most 5 index tabs. */
export const MAX_INDEX_TABS = 5;

const indexTab = v.object({
  /** the index as the services name it, in uppercase */
  symbol: indexSymbolSchema,
  /** the tab's text; the symbol when absent */
  label: v.optional(v.pipe(v.string(), v.trim(), v.nonEmpty('label must not be empty'))),
});

/** `market/start-page`: search, index tabs with the chart, top/flop and symbol lists. */
export const startPageConfigSchema = v.object({
  ...bankConfigEntries,
  ...serviceEntries,
  indices: v.pipe(
    v.array(indexTab, 'indices must be a list of { symbol, label? }'),
    v.minLength(1, 'indices must name at least one index'),
    v.maxLength(MAX_INDEX_TABS, `indices may name at most ${MAX_INDEX_TABS} indices (index tabs)`),
    v.check(
      (tabs) => new Set(tabs.map((tab) => tab.symbol)).size === tabs.length,
      'indices must not name an index twice',
    ),
  ),
  intervals: v.optional(
    v.pipe(v.array(chartIntervalSchema), v.minLength(1, 'intervals must not be empty')),
    [...CHART_INTERVALS],
  ),
  headingLevel: v.optional(v.picklist([2, 3, 4], 'headingLevel must be 2, 3 or 4'), 2),
});

export type StartPageConfig = v.InferOutput<typeof startPageConfigSchema>;
export type IndexTab = StartPageConfig['indices'][number];

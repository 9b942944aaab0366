import { useState } from 'react';
import * as v from '@ctb/shared/validation';
import { fetchJson, useSWR } from '@ctb/shared/http';
import type { BankParams, ChartInterval } from '../bank-config';

const figure = v.pipe(v.number(), v.finite());
const dateTime = v.pipe(v.string(), v.isoTimestamp());

/** SPEC section 3 "Chart result"; the figures are null for an index without data. */
export const chartResultSchema = v.object({
  name: v.string(),
  url: v.string(),
  lastDateTime: v.nullable(dateTime),
  last: v.nullable(figure),
  changePercent: v.nullable(figure),
  historicClose: v.nullable(figure),
  interval: v.string(),
  tradingTimeStart: v.nullable(dateTime),
  tradingTimeEnd: v.nullable(dateTime),
  values: v.array(v.object({ dateTime, close: figure })),
});

export type ChartResult = v.InferOutput<typeof chartResultSchema>;
export type ChartPoint = ChartResult['values'][number];

export interface ChartRequest extends BankParams {
  chartUrl: string;
  index: string;
  interval: ChartInterval;
}

export function fetchChart(request: ChartRequest): Promise<ChartResult> {
  const { chartUrl, blz, bstnr, index, interval } = request;
  return fetchJson(chartUrl, { query: { blz, bstnr, index, interval }, schema: chartResultSchema });
}

/** SPEC: during trading hours the data refreshes every 60 s. */
export const LIVE_REFRESH_MS = 60_000;

/**
 * A failed request is tried again a few times, a minute or more apart: swr stops polling while
 * a key holds an error, so without retries one failed refresh would end the live updates.
 */
export const CALM_RETRIES = { errorRetryInterval: LIVE_REFRESH_MS, errorRetryCount: 5 };

/** The session of the answer is running at `now` (its start is past and its end is not). */
export function isTrading(result: ChartResult | undefined, now = Date.now()): boolean {
  if (!result?.tradingTimeStart || !result.tradingTimeEnd) return false;
  return now >= Date.parse(result.tradingTimeStart) && now < Date.parse(result.tradingTimeEnd);
}

/**
 * The chart of one index and interval. While its exchange trades it is asked again every minute;
 * swr pauses that while the page is hidden or the browser offline (its defaults) and keeps the
 * shown answer meanwhile, so nothing jumps.
 */
export function useIndexChart(request: ChartRequest) {
  const { chartUrl, blz, bstnr, index, interval } = request;
  // swr starts its refresh timer again whenever refreshInterval changes: a function made in each
  // render put the next refresh off by a minute with every render (the minute clock's included),
  // so it never came. A number that changes only when trading starts or ends keeps the rhythm.
  const [live, setLive] = useState(false);
  const chart = useSWR(
    ['market/chart', chartUrl, blz, bstnr, index, interval] as const,
    () => fetchChart(request),
    { refreshInterval: live ? LIVE_REFRESH_MS : 0, ...CALM_RETRIES },
  );
  const trading = isTrading(chart.data);
  // Derived during render (React's pattern for state that follows props), not in an effect.
  if (trading !== live) setLive(trading);
  return chart;
}

import { type Language } from '@ctb/shared/runtime';
import { formatNumber, formatPercent } from '@ctb/shared/formats';

/** Market times are the bank's: Vienna time, whatever the visitor's clock says. */
export const MARKET_TIME_ZONE = 'Europe/Vienna';

const parts = new Intl.DateTimeFormat('de-AT', {
  timeZone: MARKET_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

function viennaParts(value: string | number | Date) {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return undefined;
  // One formatToParts per date: it costs about as much as the formatter's creation.
  const formatted = parts.formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    formatted.find((entry) => entry.type === type)?.value ?? '';
  return {
    day: part('day'),
    month: part('month'),
    year: part('year'),
    hour: part('hour'),
    minute: part('minute'),
  };
}

/** `dd.MM.yyyy HH:mm` in Vienna time (the market dates of the site, in every language). */
export function formatMarketDateTime(value: string | number | Date): string {
  const p = viennaParts(value);
  return p ? `${p.day}.${p.month}.${p.year} ${p.hour}:${p.minute}` : '';
}

/** `dd.MM.yyyy` in Vienna time. */
export function formatMarketDate(value: string | number | Date): string {
  const p = viennaParts(value);
  return p ? `${p.day}.${p.month}.${p.year}` : '';
}

/** `HH:mm` in Vienna time. */
export function formatMarketTime(value: string | number | Date): string {
  const p = viennaParts(value);
  return p ? `${p.hour}:${p.minute}` : '';
}

export interface MarketFormats {
  /** a price or index level: 2 decimals, the page language's separators */
  price(value: number): string;
  /** a change in percent: 2 decimals and "+" when positive */
  change(value: number): string;
  dateTime(value: string | number | Date): string;
  date(value: string | number | Date): string;
  time(value: string | number | Date): string;
}

export function marketFormats(language: Language): MarketFormats {
  return {
    price: (value) => formatNumber(value, language),
    change: (value) => formatPercent(value, language, { signed: true }),
    dateTime: formatMarketDateTime,
    date: formatMarketDate,
    time: formatMarketTime,
  };
}

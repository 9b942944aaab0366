import { definitionList } from '../../rendering/definition-list';
import { escapeHtml } from '../../rendering/html';
import { formatNumber } from '../../rendering/number-format';
import { widgetElement } from '../../rendering/widget-markup';
import { MARKET_TIME_ZONE } from '../data/chart';
import { EXCHANGES, previousTradingDay } from '../data/exchange-calendar';
import type { MarketIndex } from '../data/indices';
import { membersOf, symbolInstrument } from '../data/instruments';
import { symbolUrl } from '../data/market-urls';
import { closeOn, type Quote } from '../data/price-series';
import { quoteSymbol } from '../data/quotes';
import type { SearchResult } from '../data/search';
import type { MarketSymbol } from '../data/symbols';
import { isoInZone } from '../data/time-zone';
import { DEMO_BANK } from '.';

const LOCALE = 'de-DE';
const EXCHANGE_NAMES = { vienna: 'Wiener Börse', xetra: 'Xetra', newYork: 'New York' } as const;

const price = (value: number) => formatNumber(LOCALE, value);
const change = (value: number) => `${value > 0 ? '+' : ''}${formatNumber(LOCALE, value)} %`;
/** dd.MM.yyyy HH:mm in Vienna time, as the widgets write market times. */
function dateTime(instant: Date): string {
  const iso = isoInZone(instant, MARKET_TIME_ZONE);
  return `${iso.slice(8, 10)}.${iso.slice(5, 7)}.${iso.slice(0, 4)} ${iso.slice(11, 16)}`;
}

const section = (heading: string, body: string) =>
  `<section class="cms-section"><h2 class="cms-heading">${escapeHtml(heading)}</h2>${body}</section>`;

function recentCloses(symbol: MarketSymbol, quote: Quote): string {
  const instrument = symbolInstrument(symbol);
  const days = [quote.session.day];
  while (days.length < 10) days.push(previousTradingDay(days.at(-1) ?? quote.session.day));
  const rows = days
    .map((day) => {
      const iso = isoInZone(new Date(day * 86_400_000), 'UTC');
      const date = `${iso.slice(8, 10)}.${iso.slice(5, 7)}.${iso.slice(0, 4)}`;
      const value = day === quote.session.day ? quote.last : closeOn(instrument, day);
      return `<tr><th scope="row">${date}</th><td>${price(value)}</td></tr>`;
    })
    .join('');
  return `<table class="cms-copy"><caption>Schlusskurse der letzten zehn Handelstage (heute: letzter Kurs)</caption><thead><tr><th scope="col">Datum</th><th scope="col">Kurs in ${symbol.currency}</th></tr></thead><tbody>${rows}</tbody></table>`;
}

/** A share's or fund's page: its quote now and its last ten closes. */
export function symbolPageMain(symbol: MarketSymbol, now: Date): string {
  const { quote, changePercent } = quoteSymbol(symbol, now);
  const facts = definitionList([
    ['Letzter Kurs', `${price(quote.last)} ${symbol.currency}`],
    ['Veränderung zum Vortag', change(changePercent)],
    ['Stand', dateTime(quote.lastDateTime)],
    ['Vortagesschluss', `${price(quote.previousClose)} ${symbol.currency}`],
    ['Handelsplatz', EXCHANGE_NAMES[symbol.exchange]],
    ['ISIN', symbol.isin],
    ['Kürzel', symbol.ticker],
  ]);
  return [
    section('Kurs', facts),
    section('Kursverlauf', recentCloses(symbol, quote)),
    `<p class="cms-copy">Kursdaten dienen ausschließlich der Information und stellen keine Anlageempfehlung dar.</p>`,
  ].join('\n');
}

/** An index's page: its chart (the market widget) and the members the bank quotes. */
export function indexPageMain(index: MarketIndex, now: Date): string {
  const chart = widgetElement('market/index-chart', {
    ...DEMO_BANK,
    symbol: index.id,
    label: index.name,
    title: `${index.name} heute`,
  });
  const members = membersOf(index.id)
    .map((symbol) => ({ symbol, quote: quoteSymbol(symbol, now) }))
    .sort((a, b) => a.symbol.name.localeCompare(b.symbol.name, 'de'))
    .map(
      ({ symbol, quote }) =>
        `<li><a href="${symbolUrl(symbol)}">${escapeHtml(symbol.name)}</a> ${price(quote.quote.last)} ${symbol.currency} (${change(quote.changePercent)})</li>`,
    )
    .join('');
  const exchange = EXCHANGES[index.exchange];
  const clock = (minutes: number) =>
    `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
  return [
    `<div class="cms-section cms-widget-section">${chart}</div>`,
    section(
      'Über den Index',
      `<p class="cms-copy">${escapeHtml(index.longName)}${index.isin ? `, ISIN ${index.isin}` : ''}. Berechnet an Börsentagen von ${clock(exchange.open)} bis ${clock(exchange.close)} Uhr Ortszeit (${escapeHtml(exchange.timeZone)}).</p>`,
    ),
    members
      ? section('Werte im Index', `<ul class="cms-copy">${members}</ul>`)
      : section(
          'Werte im Index',
          '<p class="cms-copy">Für diesen Index liegen keine Kursdaten vor.</p>',
        ),
  ].join('\n');
}

/** The search result page a symbol search opens (in a new tab). */
export function searchPageMain(term: string, result: SearchResult): string {
  if (result.groups.length === 0) {
    return section(
      'Suchergebnis',
      `<p class="cms-copy">Ihr Suchbegriff "${escapeHtml(term)}" ergab keine Treffer.</p>`,
    );
  }
  return result.groups
    .map((group) =>
      section(
        group.name,
        `<ul class="cms-copy">${group.details
          .map(
            (detail) =>
              `<li><a href="${detail.url}">${escapeHtml(detail.name)}</a> (${escapeHtml(detail.ticker)})</li>`,
          )
          .join('')}</ul>`,
      ),
    )
    .join('\n');
}

import type { Language } from '../../common/config/app-names';
import { pageUrl } from '../../rendering/page-layout';
import { widgetBlock } from '../../rendering/sections';
import { widgetElement } from '../../rendering/widget-markup';

/**
 * The bank whose data licence the demo site's market widgets use: Bankleitzahl and branch
 * number (SPEC section 7 "Market data").
 */
export const DEMO_BANK = { blz: '20320', bstnr: '0001' } as const;

/** SPEC: at most five index tabs; the Nasdaq 100 is found through the search. */
export const MARKET_PAGE_INDICES = [
  { symbol: 'ATX' },
  { symbol: 'ATXPRIME', label: 'ATX Prime' },
  { symbol: 'DAX' },
  { symbol: 'ESTX50', label: 'Euro Stoxx 50' },
  { symbol: 'DJI', label: 'Dow Jones' },
];

/** The sections of /<lang>/market.html after its CMS copy: the market-data start page. */
export function marketPage(_language: Language): string[] {
  return [
    widgetBlock(widgetElement('market/start-page', { ...DEMO_BANK, indices: MARKET_PAGE_INDICES })),
  ];
}

/** The market's block at the end of the start page: the ATX of the day, compact. */
export const startPageMarketTeaser = (language: Language): string =>
  widgetBlock(
    widgetElement('market/index-chart', {
      ...DEMO_BANK,
      symbol: 'ATX',
      marketPageUrl: pageUrl(language, 'market'),
    }),
  );

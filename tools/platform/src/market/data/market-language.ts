/** The languages of the site; the market services name lists and groups in them. */
export const MARKET_LANGUAGES = ['de', 'en', 'fr', 'hr', 'it', 'sl'] as const;
export type MarketLanguage = (typeof MARKET_LANGUAGES)[number];

/** One text per language. */
export type Localized = Record<MarketLanguage, string>;

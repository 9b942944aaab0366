import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@ctb/shared/runtime';
import { marketFormats, type MarketFormats } from './market-formats';

/** The page language the widget's I18nProvider was given. */
export function useLanguage(): Language {
  const { locale } = useIntl();
  return (LANGUAGES as readonly string[]).includes(locale)
    ? (locale as Language)
    : DEFAULT_LANGUAGE;
}

/** Prices, changes and Vienna times in the page language. */
export function useMarketFormats(): MarketFormats {
  const language = useLanguage();
  return useMemo(() => marketFormats(language), [language]);
}

import { useIntl } from 'react-intl';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@ctb/shared/runtime';

/** The page language the surrounding I18nProvider was given. */
export function useLanguage(): Language {
  const { locale } = useIntl();
  return (LANGUAGES as readonly string[]).includes(locale)
    ? (locale as Language)
    : DEFAULT_LANGUAGE;
}

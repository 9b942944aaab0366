import { DEFAULT_LANGUAGE, type Language } from './languages';
import type { MessageCatalogue } from './message-catalogue';

/**
 * The messages for `language`, message by message falling back to German. Later catalogues
 * override earlier ones (an app's messages override the common ones).
 */
export function resolveMessages(
  language: Language,
  catalogues: readonly MessageCatalogue[],
): Record<string, string> {
  const german = catalogues.map((catalogue) => catalogue[DEFAULT_LANGUAGE] ?? {});
  const own =
    language === DEFAULT_LANGUAGE ? [] : catalogues.map((catalogue) => catalogue[language] ?? {});
  return Object.assign({}, ...german, ...own) as Record<string, string>;
}

/** The interface languages of the site. German is the default and the fallback for every message. */
export const LANGUAGES = ['de', 'en', 'fr', 'hr', 'it', 'sl'] as const;

export type Language = (typeof LANGUAGES)[number];

export const DEFAULT_LANGUAGE: Language = 'de';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

import type { Language } from '../i18n/languages';

// de-DE, not de-AT: Austrian CLDR data groups with spaces and puts € first, while the bank's
// figures are written `1.234,56 €` (number format `#.##0,00`).
const LOCALES: Record<Language, string> = {
  de: 'de-DE',
  en: 'en-GB',
  fr: 'fr-FR',
  hr: 'hr-HR',
  it: 'it-IT',
  sl: 'sl-SI',
};

/** The BCP 47 locale used for numbers in `language`. */
export function numberLocale(language: Language): string {
  return LOCALES[language];
}

/**
 * Every space Intl puts into a figure becomes one no-break space (U+00A0): `1.234,56 €` never
 * breaks between number and unit, and tests compare one kind of space instead of three (French
 * groups with U+202F).
 */
export function normalizeSpaces(text: string): string {
  return text.replace(/[\s\u202f]/g, '\u00a0');
}

// Creating an Intl.NumberFormat costs far more than formatting with one (a chart's table of a
// few hundred values spent 40 ms creating them): one per language and options, kept for the page.
const numberFormats = new Map<string, Intl.NumberFormat>();

/** The page's one Intl.NumberFormat for `language` and `options`. */
export function numberFormat(
  language: Language,
  options: Intl.NumberFormatOptions = {},
): Intl.NumberFormat {
  const key = `${language} ${JSON.stringify(options)}`;
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(numberLocale(language), options);
    numberFormats.set(key, format);
  }
  return format;
}

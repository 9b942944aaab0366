import type { Language } from '@ctb/shared/runtime';

// The site's languages as written in Austria (de) and in the neighbouring countries.
const LOCALES: Record<Language, string> = {
  de: 'de-AT',
  en: 'en-GB',
  hr: 'hr-HR',
  it: 'it-IT',
  sl: 'sl-SI',
  fr: 'fr-FR',
};

/** YYYY-MM-DD as a calendar day (UTC noon, so no time zone moves it to another day). */
const day = (isoDate: string) => new Date(`${isoDate.slice(0, 10)}T12:00:00Z`);

// One formatter per language: creating an Intl.DateTimeFormat costs far more than formatting
// with it, and a long list formats a date for every item on every render.
const formats = new Map<Language, Intl.DateTimeFormat>();
function dateFormat(language: Language): Intl.DateTimeFormat {
  let format = formats.get(language);
  if (!format) {
    format = new Intl.DateTimeFormat(LOCALES[language], {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    });
    formats.set(language, format);
  }
  return format;
}

/** A day in the language, e.g. "26. November 2026". */
export function formatItemDate(isoDate: string, language: Language): string {
  return dateFormat(language).format(day(isoDate));
}

/** A day or a range of days in the language, e.g. "26.–28. November 2026". */
export function formatItemDateRange(from: string, to: string | undefined, language: Language) {
  if (!to || to === from) return formatItemDate(from, language);
  return dateFormat(language).formatRange(day(from), day(to));
}

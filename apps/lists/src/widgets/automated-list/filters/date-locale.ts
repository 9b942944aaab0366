import type { Locale } from 'date-fns';
import { de, enGB, fr, hr, it, sl } from 'date-fns/locale';
import type { Language } from '@ctb/shared';

// British English: day before month, like every other language of the site.
const LOCALES: Record<Language, Locale> = { de, en: enGB, fr, hr, it, sl };

/** The date-fns locale of a page language (month and weekday names). */
export const dateLocale = (language: Language): Locale => LOCALES[language] ?? de;

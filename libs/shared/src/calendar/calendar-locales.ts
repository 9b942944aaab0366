import type { DayPickerLocale } from 'react-day-picker';
import { de } from 'react-day-picker/locale/de';
import { enGB } from 'react-day-picker/locale/en-GB';
import { fr } from 'react-day-picker/locale/fr';
import { hr } from 'react-day-picker/locale/hr';
import { it } from 'react-day-picker/locale/it';
import { sl } from 'react-day-picker/locale/sl';
import type { Language } from '../i18n';

// date-fns locales with DayPicker's own translated labels. British English: day before month,
// like every other language of the site.
const LOCALES: Record<Language, DayPickerLocale> = { de, en: enGB, fr, hr, it, sl };

/** The calendar locale of a page language (month and weekday names, day labels). */
export const calendarLocale = (language: string): DayPickerLocale =>
  LOCALES[language as Language] ?? de;

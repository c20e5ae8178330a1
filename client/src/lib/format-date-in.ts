import { formatDetailDate, formatListDate } from './format-date';

type DateInput = string | number | Date;

/**
 * The spec's date styles (decision 172) are English sentences ("3:05 pm on March 4th, 2025"): in
 * English they stay exactly so; another language says the moment its own way, through Intl.
 */
const intl = (language: string, date: DateInput) =>
  new Intl.DateTimeFormat(language, { dateStyle: 'long', timeStyle: 'short' }).format(new Date(date));

/** A moment in a list, in `language`: `formatListDate`'s words in English. */
export const listDateIn = (language: string, date: DateInput) =>
  language === 'en' ? formatListDate(date) : intl(language, date);

/** A moment on a detail page, in `language`: `formatDetailDate`'s words in English. */
export const detailDateIn = (language: string, date: DateInput) =>
  language === 'en' ? formatDetailDate(date) : intl(language, date);

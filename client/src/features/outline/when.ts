import { formatClock, formatDay, formatListDate } from '../../lib/format-date';

type DateInput = string | number | Date;

/*
 * The moments of the outline pages in the interface's language: English keeps the spec's formats
 * (lib/format-date.ts, decision 172); another language says them as its own writers read them.
 */
const shown = (language: string, options: Intl.DateTimeFormatOptions, date: DateInput) =>
  new Intl.DateTimeFormat(language, options).format(new Date(date));

/** A time of today: "3:05 pm". */
export const clockIn = (language: string, date: DateInput) =>
  language === 'en' ? formatClock(date) : shown(language, { timeStyle: 'short' }, date);

/** A moment in a list: "3:05 pm on March 4th, 2025". */
export const listDateIn = (language: string, date: DateInput) =>
  language === 'en' ? formatListDate(date) : shown(language, { dateStyle: 'long', timeStyle: 'short' }, date);

/** A day: "March 4th, 2025". */
export const dayIn = (language: string, date: DateInput) =>
  language === 'en' ? formatDay(date) : shown(language, { dateStyle: 'long' }, date);

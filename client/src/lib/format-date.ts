import dayjs from 'dayjs';
import advancedFormat from 'dayjs/plugin/advancedFormat';
import { currentLanguage } from './i18n';

dayjs.extend(advancedFormat);

type DateInput = string | number | Date;

/**
 * The app's one date formatter: one style per kind of moment (decision 172), in the viewer's time
 * zone and the interface's language (or the `language` given). English keeps the spec's sentences
 * ("3:05 pm on March 4th, 2025") word for word; another language says the moment as its own writers
 * read it, through Intl (decision 186). A day alone ("2025-03-04") is that day where the viewer is.
 */
const style =
  (english: string, options: Intl.DateTimeFormatOptions) =>
  (date: DateInput, language: string = currentLanguage()): string => {
    const moment = dayjs(date);
    if (language === 'en') return moment.format(english);
    return moment.isValid() ? new Intl.DateTimeFormat(language, options).format(moment.toDate()) : String(date);
  };

const DATE_AND_TIME: Intl.DateTimeFormatOptions = { dateStyle: 'long', timeStyle: 'short' };

/** A moment in a list (posts, comments, notifications, histories): `3:05 pm on March 4th, 2025`. */
export const formatListDate = style('h:mm a [on] MMMM Do, YYYY', DATE_AND_TIME);

/** A moment on a detail page: `March 4th, 2025 - 3:05 pm`. */
export const formatDetailDate = style('MMMM Do, YYYY - h:mm a', DATE_AND_TIME);

/** A day without its time (trash, a story's calendar day): `March 4th, 2025`. */
export const formatDay = style('MMMM Do, YYYY', { dateStyle: 'long' });

/** A time of today (when something was saved): `3:05 pm`. */
export const formatClock = style('h:mm a', { timeStyle: 'short' });

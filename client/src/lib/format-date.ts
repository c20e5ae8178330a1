import dayjs from 'dayjs';
import advancedFormat from 'dayjs/plugin/advancedFormat';

dayjs.extend(advancedFormat);

type DateInput = string | number | Date;

/**
 * One style per kind of moment (decision 172), in the viewer's time zone. The spec names the first
 * two; a day alone and a time today follow them.
 */

/** A moment in a list (posts, comments, notifications, histories): `3:05 pm on March 4th, 2025`. */
export function formatListDate(date: DateInput): string {
  return dayjs(date).format('h:mm a [on] MMMM Do, YYYY');
}

/** A moment on a detail page: `March 4th, 2025 - 3:05 pm`. */
export function formatDetailDate(date: DateInput): string {
  return dayjs(date).format('MMMM Do, YYYY - h:mm a');
}

/** A day without its time (trash, a story's calendar day): `March 4th, 2025`. */
export function formatDay(date: DateInput): string {
  return dayjs(date).format('MMMM Do, YYYY');
}

/** A time of today (when something was saved): `3:05 pm`. */
export function formatClock(date: DateInput): string {
  return dayjs(date).format('h:mm a');
}

import dayjs from 'dayjs';
import advancedFormat from 'dayjs/plugin/advancedFormat';

dayjs.extend(advancedFormat);

type DateInput = string | number | Date;

/** Dates in lists, in the viewer's time zone: `3:05 pm on March 4th, 2025`. */
export function formatListDate(date: DateInput): string {
  return dayjs(date).format('h:mm a [on] MMMM Do, YYYY');
}

/** Dates on detail pages, in the viewer's time zone: `March 4th, 2025 - 3:05 pm`. */
export function formatDetailDate(date: DateInput): string {
  return dayjs(date).format('MMMM Do, YYYY - h:mm a');
}

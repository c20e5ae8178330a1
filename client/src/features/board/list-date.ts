import { formatListDate } from '../../lib/format-date';
import { i18next } from '../../lib/i18n';

/**
 * A moment in a list (the trash, a scene's history): English keeps the app's format (decision 172),
 * `3:05 pm on March 4th, 2025`; another language its own, from Intl.
 */
export function listDate(date: string): string {
  const language = i18next.language;
  if (!language || language === 'en') return formatListDate(date);
  return new Intl.DateTimeFormat(language, { dateStyle: 'long', timeStyle: 'short' }).format(new Date(date));
}

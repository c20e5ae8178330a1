import { chooseLanguage, currentLanguage, matchLanguage } from './i18n';

/**
 * The signed-in account's language wins over the device's and the browser's (issue 36, decision
 * 187): when the session's user has one, the interface switches to it and keeps it on this device,
 * so the next visit starts in it before the session is read. No language (null) changes nothing.
 */
export function adoptAccountLanguage(language: string | null | undefined): void {
  const match = matchLanguage(language);
  if (match && match !== currentLanguage()) void chooseLanguage(match);
}

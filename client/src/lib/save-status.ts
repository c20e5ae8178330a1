import { formatClock } from './format-date';
import type { Namespace } from './i18n';
import type { UiT } from './ui-words';

/** How long typing must pause before the text saves by itself. */
export const AUTOSAVE_DELAY_MS = 1000;

/** Where an autosaving form stands, as its one status line says it (politely announced). */
export type SaveStatus =
  | { kind: 'idle' }
  | { kind: 'saving' }
  | { kind: 'saved'; at: Date }
  | { kind: 'offline' }
  | { kind: 'retrying' }
  | { kind: 'conflict' }
  | { kind: 'refused'; message: string };

/**
 * Where a failed save leaves the form: a failure that may pass (no answer, 429, a server error)
 * keeps the words and says offline or retrying; the server's refusal says its first message.
 */
export function failedSaveStatus(failure: { status?: number | null; errors?: readonly { msg: string }[] }): SaveStatus {
  if (failure.status === null || failure.status === 429 || (failure.status ?? 0) >= 500)
    return { kind: navigator.onLine === false ? 'offline' : 'retrying' };
  return { kind: 'refused', message: failure.errors?.[0]?.msg ?? 'the server refused it' };
}

/**
 * The status line, in the language showing: `t` is the `ui` words' (`useUiT()`), which hold every
 * status. A refusal's reason is a server's message (the `errors` words), one of `ui`'s, or one of
 * the form's own, in its part's namespace (`own`).
 */
export function statusText(status: SaveStatus, pending: boolean, t: UiT, own?: Namespace): string {
  switch (status.kind) {
    case 'saving':
      return t('Saving…');
    case 'saved':
      return pending ? t('Unsaved changes') : t('Saved at {{time}}', { time: formatClock(status.at) });
    case 'offline':
      return t('Offline — kept on this device');
    case 'retrying':
      return t('Not saved — retrying');
    case 'conflict':
      return t('Changed elsewhere — choose a version');
    case 'refused':
      return t('Not saved — {{reason}}', {
        reason: t(status.message, { ns: own ? [own, 'errors', 'ui'] : ['errors', 'ui'] }),
      });
    case 'idle':
      return pending ? t('Unsaved changes') : '';
  }
}

/**
 * A status longer than fits between the save bar's buttons on a phone takes a row of its own: a
 * long one, or one with a word too long for that narrow column ("несохранённых", "ungespeicherten"),
 * which would otherwise break letter by letter.
 */
const SHORT_STATUS = 32;
const SHORT_WORD = 10;

export const saveBarStatusClass = (text: string) =>
  text.length > SHORT_STATUS || text.split(/\s+/).some((word) => [...word].length > SHORT_WORD)
    ? 'save-bar__status save-bar__status--long'
    : 'save-bar__status';

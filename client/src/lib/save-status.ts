import { uiT } from './ui-words';
import { formatClock } from './format-date';
import { i18next } from './i18n';

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

/** The status line, in the language showing (the server's message through the `errors` words). */
export function statusText(status: SaveStatus, pending: boolean): string {
  switch (status.kind) {
    case 'saving':
      return uiT('Saving…');
    case 'saved':
      return pending ? uiT('Unsaved changes') : uiT('Saved at {{time}}', { time: formatClock(status.at) });
    case 'offline':
      return uiT('Offline — kept on this device');
    case 'retrying':
      return uiT('Not saved — retrying');
    case 'conflict':
      return uiT('Changed elsewhere — choose a version');
    case 'refused':
      return uiT('Not saved — {{reason}}', {
        reason: i18next.t(status.message, { ns: ['errors', 'ui'] }),
      });
    case 'idle':
      return pending ? uiT('Unsaved changes') : '';
  }
}

/** A status longer than fits between the save bar's buttons on a phone takes a row of its own. */
const SHORT_STATUS = 32;

export const saveBarStatusClass = (text: string) =>
  text.length > SHORT_STATUS ? 'save-bar__status save-bar__status--long' : 'save-bar__status';

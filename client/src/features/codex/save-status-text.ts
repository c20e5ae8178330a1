import { formatClock } from '../../lib/format-date';
import type { SaveStatus } from '../../lib/save-status';
import type { CodexT } from './words';

/** The entry page's autosave texts, said so that the codex's `t` finds them (lib/save-status.ts keeps English's). */
const TEXTS = {
  saving: 'Saving…',
  unsaved: 'Unsaved changes',
  offline: 'Offline — kept on this device',
  retrying: 'Not saved — retrying',
  conflict: 'Changed elsewhere — choose a version',
} as const;

/** Where the entry's autosave stands, as the page's status line says it (`statusText`, translated). */
export function saveStatusText(status: SaveStatus, pending: boolean, t: CodexT): string {
  switch (status.kind) {
    case 'saving':
      return t(TEXTS.saving);
    case 'saved':
      return pending ? t(TEXTS.unsaved) : t('Saved at {{time}}', { time: formatClock(status.at) });
    case 'offline':
      return t(TEXTS.offline);
    case 'retrying':
      return t(TEXTS.retrying);
    case 'conflict':
      return t(TEXTS.conflict);
    case 'refused':
      // The page's own reasons are keys; a server's message shows as it came.
      return t('Not saved — {{reason}}', { reason: t(status.message) });
    case 'idle':
      return pending ? t(TEXTS.unsaved) : '';
  }
}

import type { SaveStatus } from '../../lib/save-status';
import { formatClock } from '../../lib/format-date';
import { useOutlineT } from './words';

/**
 * lib/save-status.ts's `statusText` in the interface's language: the act pages' one status line.
 * A refusal's message is translated when it is one of the form's own (the server's stays as sent).
 */
export function useStatusText() {
  const { t } = useOutlineT();
  return (status: SaveStatus, pending: boolean): string => {
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
        return t('Not saved — {{reason}}', { reason: t(status.message) });
      case 'idle':
        return pending ? t('Unsaved changes') : '';
    }
  };
}

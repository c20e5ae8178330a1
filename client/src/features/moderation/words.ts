import english from '../../locales/en/moderation.json';
import { namespace } from '../../lib/i18n';

/** The moderation queue's and the admin page's words (`src/locales/<language>/moderation.json`). */
export const useModerationT = namespace('moderation', english);

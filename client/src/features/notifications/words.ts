import english from '../../locales/en/notifications.json';
import { namespace } from '../../lib/i18n';

/** The words of the bell, the notifications page and the digest setting (`src/locales/<language>/notifications.json`). */
export const useNotificationsT = namespace('notifications', english);

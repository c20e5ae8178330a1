import english from '../../locales/en/dashboard.json';
import { namespace } from '../../lib/i18n';

/**
 * The dashboard page's own words (`src/locales/<language>/dashboard.json`); the cards it shows from
 * other parts of the app bring theirs.
 */
export const useDashboardT = namespace('dashboard', english);

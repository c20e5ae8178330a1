import english from '../../locales/en/profile.json';
import { namespace } from '../../lib/i18n';

/** The words of writers' profiles, the profile forms and finished works (`src/locales/<language>/profile.json`). */
export const useProfileT = namespace('profile', english);

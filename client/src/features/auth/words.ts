import english from '../../locales/en/auth.json';
import { namespace } from '../../lib/i18n';

/** The words of signing up and in, the mailed links' pages and Settings (`src/locales/<language>/auth.json`). */
export const useAuthT = namespace('auth', english);

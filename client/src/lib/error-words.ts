import english from '../locales/en/errors.json';
import { namespace } from './i18n';

/**
 * The messages of the contract's rules and the server's answers, shown under a field or in a form's
 * summary (`src/locales/<language>/errors.json`): the English message is the key, and one this
 * namespace does not hold shows as it came.
 */
export const useErrorsT = namespace('errors', english);

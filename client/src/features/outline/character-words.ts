import english from '../../locales/en/characters.json';
import { namespace } from '../../lib/i18n';

/** The words of the cast, the characters, their cards and notes. */
export const useCharactersT = namespace('characters', english);

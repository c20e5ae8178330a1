import english from '../../locales/en/outline.json';
import { namespace } from '../../lib/i18n';

/** The words of the act pages, the outline's navigation, the story switcher, the outline and the trash. */
export const useOutlineT = namespace('outline', english);

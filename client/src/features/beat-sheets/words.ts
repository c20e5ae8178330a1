import english from '../../locales/en/beat-sheets.json';
import { namespace } from '../../lib/i18n';

/** The words of the beat sheet editor and the shelf. */
export const useBeatSheetsT = namespace('beat-sheets', english);

import english from '../../locales/en/beat-sheets.json';
import { namespace } from '../../lib/i18n';

/** The words of the beat sheet editor and the shelf. */
export const useBeatSheetsT = namespace('beat-sheets', english);

/** Their `t`, passed to what names things outside a component (sheet-editor.ts's new sheet). */
export type BeatSheetsT = ReturnType<typeof useBeatSheetsT>['t'];

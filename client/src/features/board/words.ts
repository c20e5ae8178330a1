import english from '../../locales/en/board.json';
import { namespace } from '../../lib/i18n';

/** The words of the board, the scene panel, the timeline and the story checks (`src/locales/<language>/board.json`). */
export const useBoardT = namespace('board', english);

/** The board's `t`, passed to what names things outside a component (board-model.ts). */
export type BoardT = ReturnType<typeof useBoardT>['t'];

import english from '../../locales/en/codex.json';
import { namespace } from '../../lib/i18n';

/** The words of the codex: its list, entry pages, sheets, ties, arcs and map (`src/locales/<language>/codex.json`). */
export const useCodexT = namespace('codex', english);

/** The codex's `t`, passed to what names things outside a component (codex-model.ts). */
export type CodexT = ReturnType<typeof useCodexT>['t'];

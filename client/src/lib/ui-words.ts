import english from '../locales/en/ui.json';
import { i18next, namespace } from './i18n';

/**
 * The words of the shared components and statuses that forms and story pages use (notes, conflicts,
 * the password field, the rich-text tools, save statuses, length notes, the information pages):
 * `src/locales/<language>/ui.json`. Apart from `common`, so the landing page loads only the frame's
 * words (issue 36's 130 kB budget holds in every language).
 */
export const useUiT = namespace('ui', english);

/** The `ui` words' `t`, passed to what says things outside a component (lib/save-status.ts). */
export type UiT = ReturnType<typeof useUiT>['t'];

/**
 * The same words outside a component (a save status, a length note): in the language showing at
 * the moment it is called, so a component that shows the text translates it as it renders.
 */
export const uiT = (key: string, options: Record<string, unknown> = {}): string =>
  i18next.t(key, { ...options, ns: 'ui' });

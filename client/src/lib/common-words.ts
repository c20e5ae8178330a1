import english from '../locales/en/common.json';
import { i18next, namespace } from './i18n';

/** The words the app's frame and shared components use (`src/locales/<language>/common.json`). */
export const useCommonT = namespace('common', english);

/**
 * The same words outside a component (a save status, a length note): in the language showing at
 * the moment it is called, so a component that shows the text translates it as it renders.
 */
export const commonT = (key: string, options: Record<string, unknown> = {}): string =>
  i18next.t(key, { ...options, ns: 'common' });

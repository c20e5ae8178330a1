import { namespace } from './i18n';

/**
 * The words of the app's frame and the landing page (`src/locales/<language>/common.json`): the
 * navbar, the footer, the alerts, a page that failed. Loaded before the first render in every
 * language, so they are kept to what the landing page shows (issue 36's 130 kB budget). Its English
 * is the keys themselves and it has no plural forms, so `en/common.json` is not bundled: the test
 * of the locales holds the other languages to it. The shared components' words are in `ui`.
 */
export const useCommonT = namespace('common');

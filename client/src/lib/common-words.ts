import english from '../locales/en/common.json';
import { namespace } from './i18n';

/** The words the app's frame and shared components use (`src/locales/<language>/common.json`). */
export const useCommonT = namespace('common', english);

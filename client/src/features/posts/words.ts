import english from '../../locales/en/posts.json';
import { namespace } from '../../lib/i18n';

/** Brainstorm's words: the list, the search, a discussion (`src/locales/<language>/posts.json`). */
export const usePostsT = namespace('posts', english);

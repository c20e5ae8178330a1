import { postsQueryOf } from '../features/posts/posts-query';
import { postsApi } from '../features/posts/posts-api';
import { boardApi } from '../features/board/board-api';
import { outlineApi } from '../features/outline/outline-api';
import { storiesApi } from '../features/outline/stories-api';
import { profileApi } from '../features/profile/profile-api';
import type { AppDispatch } from './store';

/** What a started read hands back: RTK Query's subscription, settled once the read has answered. */
interface Subscription extends PromiseLike<unknown> {
  unsubscribe(): void;
}

/**
 * One read a page makes as it renders, started ahead by the route's loader (app/preload.ts), with
 * the same endpoint and argument as the page's hook, so the hook finds it in the cache.
 */
export type PageRead = (dispatch: AppDispatch) => Subscription;

const stories: PageRead = (dispatch) => dispatch(storiesApi.endpoints.getStories.initiate());
const outline: PageRead = (dispatch) => dispatch(outlineApi.endpoints.getOutline.initiate());
const ownProfile: PageRead = (dispatch) => dispatch(profileApi.endpoints.getOwnProfile.initiate());

/**
 * The dashboard: the story switcher, the outline summary and character list, the profile card.
 * @public (these three are read through app/preload.ts's dynamic import, which knip does not follow)
 */
export const dashboard = (): PageRead[] => [stories, outline, ownProfile];

/** An act page (and the outline pages' navigation): the current story. @public */
export const act = (): PageRead[] => [outline];

/**
 * Brainstorm's first page of the list the address asks for (its sort, search and "My posts"); on the
 * way from another page (whose address the browser still shows), the plain list the links open.
 * @public
 */
export const brainstorm = (url: URL): PageRead[] => {
  const search = url.pathname === '/posts' ? url.searchParams : new URLSearchParams();
  return [(dispatch) => dispatch(postsApi.endpoints.getPosts.initiate(postsQueryOf(search)))];
};

/**
 * A story's board (`story` is '' on the way from another page, whose address the browser still
 * shows: the page then asks as it mounts). @public
 */
export const board = (story: string): PageRead[] =>
  story ? [(dispatch) => dispatch(boardApi.endpoints.getBoard.initiate(story))] : [];

import { createApi, type BaseQueryApi, type BaseQueryFn } from '@reduxjs/toolkit/query/react';
import { sessionEnded } from '../features/auth/session-ended';
import { clearSessionMarker } from '../features/auth/session-marker';
import type { ApiFailure, ApiMeta, ApiRequest } from '../lib/api';
import { apiClient } from '../lib/api-client';
import { toApiErrors } from '../lib/api-error';
import { takeEarlyAnswer } from '../lib/early-reads';
import { dropCachedAnswers } from '../lib/offline-app';

/**
 * A 401 from any call means the session cookie is gone or revoked: the session ends here at once
 * (a plain action the auth slice hears), and the cached server data with it, in memory and in the
 * offline app's cache (decision 152). No alert, no navigation: the guards see a signed-out visitor
 * and act on it.
 */
function endSessionOn401(dispatch: BaseQueryApi['dispatch']): void {
  clearSessionMarker();
  void dropCachedAnswers();
  dispatch(sessionEnded(true));
  dispatch(api.util.resetApiState());
}

const axiosBaseQuery: BaseQueryFn<ApiRequest, unknown, ApiFailure, object, ApiMeta> = async (
  { check, ...request },
  { dispatch },
) => {
  let response;
  try {
    // A page's first reads may have gone out before this client loaded (lib/early-reads.ts).
    const early =
      (request.method ?? 'get').toLowerCase() === 'get' ? takeEarlyAnswer(apiClient.getUri(request)) : undefined;
    response = (await early) ?? (await apiClient.request<unknown>(request));
  } catch (error) {
    const { status = null, data } = (error as { response?: { status?: number; data?: unknown } }).response ?? {};
    if (status === 401) endSessionOn401(dispatch);
    return { error: { status, errors: toApiErrors(error), body: data } };
  }
  const link: unknown = response.headers?.link;
  const disposition: unknown = response.headers?.['content-disposition'];
  const postsFound: unknown = response.headers?.['x-posts-found'];
  const meta = {
    status: response.status,
    link: typeof link === 'string' ? link : null,
    disposition: typeof disposition === 'string' ? disposition : null,
    postsFound: typeof postsFound === 'string' ? postsFound : null,
  };
  try {
    return { data: check ? check(response.data) : response.data, meta };
  } catch (error) {
    return { error: { status: response.status, errors: [{ msg: (error as Error).message }] }, meta };
  }
};

/**
 * The app's server data (docs/decisions/107-rtk-query.md): each feature injects its endpoints into
 * this one api, and the tags say which reads a change refreshes. It joins the store from the route
 * layer (app/router.tsx), with the first page that needs it, so the landing page never loads it
 * nor the axios client under it (docs/decisions/146-one-way-client.md).
 */
export const api = createApi({
  reducerPath: 'api',
  baseQuery: axiosBaseQuery,
  tagTypes: [
    'User',
    'Outline',
    'Character',
    'Share',
    'OwnProfile',
    'Profile',
    'Post',
    'Flagged',
    'ModerationLog',
    'Users',
    'Config',
    'Account',
    'Sessions',
    'Stories',
    'Story',
    'Trash',
    'Revisions',
    'Notifications',
    'BeatSheets',
    'StructureRevisions',
    'Board',
    'SceneTrash',
    'Timeline',
    'StoryChecks',
    'Codex',
    'CodexEntry',
    'CodexKinds',
    'Relationships',
    'Members',
    'Comments',
  ],
  endpoints: () => ({}),
});

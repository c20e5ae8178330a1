import type { Share, SharedStory } from '@three-act/contract/stories';
import { api, onSuccess } from '../../lib/api';

const sharePath = (storyId: string) => `/stories/${encodeURIComponent(storyId)}/share`;

/** Feedback links (decision 138): a story's read-only link, and the page it opens. */
export const shareApi = api.injectEndpoints({
  endpoints: (build) => ({
    getShare: build.query<Share | null, string>({
      query: (storyId) => ({ url: sharePath(storyId) }),
      providesTags: (_share, _error, storyId) => [{ type: 'Share', id: storyId }],
    }),
    shareStory: build.mutation<Share, { storyId: string; characters: boolean }>({
      query: ({ storyId, characters }) => ({ url: sharePath(storyId), method: 'POST', data: { characters } }),
      onQueryStarted: ({ storyId }, { dispatch, queryFulfilled }) =>
        onSuccess(queryFulfilled, (share) => void dispatch(shareApi.util.upsertQueryData('getShare', storyId, share))),
    }),
    revokeShare: build.mutation<void, string>({
      query: (storyId) => ({ url: sharePath(storyId), method: 'DELETE' }),
      onQueryStarted: (storyId, { dispatch, queryFulfilled }) =>
        onSuccess(queryFulfilled, () => void dispatch(shareApi.util.upsertQueryData('getShare', storyId, null))),
    }),
    getSharedStory: build.query<SharedStory, string>({
      query: (token) => ({ url: `/read/${encodeURIComponent(token)}` }),
    }),
  }),
});

export const { useGetShareQuery, useShareStoryMutation, useRevokeShareMutation, useGetSharedStoryQuery } = shareApi;

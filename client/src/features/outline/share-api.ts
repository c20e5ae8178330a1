import type { Share, ShareBody, SharedStory } from '@three-act/contract/stories';
import { api } from '../../app/api';
import { onSuccess } from '../../lib/api';

const sharePath = (storyId: string) => `/stories/${encodeURIComponent(storyId)}/share`;

/** Feedback links (decision 138): a story's read-only link, and the page it opens. */
const shareApi = api.injectEndpoints({
  endpoints: (build) => ({
    getShare: build.query<Share | null, string>({
      query: (storyId) => ({ url: sharePath(storyId) }),
      providesTags: (_share, _error, storyId) => [{ type: 'Share', id: storyId }],
    }),
    shareStory: build.mutation<Share, { storyId: string } & ShareBody>({
      // The codex goes only when ticked: absent is off (decision 181).
      query: ({ storyId, characters, notes, codex }) => ({
        url: sharePath(storyId),
        method: 'POST',
        data: { characters, notes, ...(codex && { codex }) },
      }),
      // A link already made shows the new choice at once (its checkboxes follow the click) and goes
      // back to the old one if the server refuses it.
      async onQueryStarted({ storyId, characters, notes = false, codex = false }, { dispatch, queryFulfilled }) {
        const guess = dispatch(
          shareApi.util.updateQueryData('getShare', storyId, (share) => {
            if (share) Object.assign(share, { characters, notes: characters && notes, codex });
          }),
        );
        try {
          const { data } = await queryFulfilled;
          void dispatch(shareApi.util.upsertQueryData('getShare', storyId, data));
        } catch {
          guess.undo();
        }
      },
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

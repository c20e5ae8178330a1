import type {
  NewStoryCommentBody,
  StoryComment,
  StoryCommentChangeBody,
  StoryThread,
} from '@three-act/contract/comments';
import { api } from '../../app/api';

const commentsPath = (story: string) => `/stories/${encodeURIComponent(story)}/comments`;
const commentPath = (story: string, comment: string) => `${commentsPath(story)}/${encodeURIComponent(comment)}`;

/** A story's comments, to refresh after any change to one of them. */
const commentsOf = (story: string) => [{ type: 'Comments' as const, id: story }];

/** Guards against a misrouted answer (e.g. index.html from a proxy) being taken as a list. */
function asThreads(data: unknown): StoryThread[] {
  if (!Array.isArray(data)) throw new Error('Unexpected answer instead of a list of comments');
  return data as StoryThread[];
}

/**
 * Comments on a shared story (issue 35, decision 190): the whole story's threads in one read, which
 * every beat filters for its own; each change asks it again.
 */
const commentsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getStoryComments: build.query<StoryThread[], string>({
      query: (story) => ({ url: commentsPath(story), check: asThreads }),
      providesTags: (_threads, _error, story) => commentsOf(story),
    }),
    /** A new thread (`beat`, maybe an `anchor`) or a reply (`parent`). */
    addStoryComment: build.mutation<StoryComment, { story: string } & NewStoryCommentBody>({
      query: ({ story, ...body }) => ({ url: commentsPath(story), method: 'POST', data: body }),
      invalidatesTags: (_comment, _error, { story }) => commentsOf(story),
    }),
    /**
     * Its author's new text, or any member resolving or reopening a thread: the answer is set in the
     * story's threads at once (an edited comment never shows its old text meanwhile), then read again.
     */
    changeStoryComment: build.mutation<StoryComment, { story: string; comment: string } & StoryCommentChangeBody>({
      query: ({ story, comment, ...body }) => ({ url: commentPath(story, comment), method: 'PATCH', data: body }),
      onQueryStarted: async ({ story }, { dispatch, queryFulfilled }) => {
        const changed = await queryFulfilled.then(
          ({ data }) => data,
          () => null,
        );
        if (!changed) return;
        const merge = (comment: StoryComment) =>
          comment._id === changed._id
            ? Object.assign(comment, {
                text: changed.text,
                editedAt: changed.editedAt,
                resolvedAt: changed.resolvedAt,
                resolvedBy: changed.resolvedBy,
              })
            : comment;
        dispatch(
          commentsApi.util.updateQueryData('getStoryComments', story, (threads) => {
            for (const thread of threads) {
              merge(thread);
              thread.replies.forEach(merge);
            }
          }),
        );
      },
      invalidatesTags: (_comment, _error, { story }) => commentsOf(story),
    }),
    deleteStoryComment: build.mutation<void, { story: string; comment: string }>({
      query: ({ story, comment }) => ({ url: commentPath(story, comment), method: 'DELETE' }),
      invalidatesTags: (_answer, _error, { story }) => commentsOf(story),
    }),
  }),
});

/** Reads a story's comments again: another member changed them (the live document said so, decision 192). */
export const commentsChanged = (story: string) => commentsApi.util.invalidateTags(commentsOf(story));

export const {
  useGetStoryCommentsQuery,
  useAddStoryCommentMutation,
  useChangeStoryCommentMutation,
  useDeleteStoryCommentMutation,
} = commentsApi;

import type { AdoptBody } from '@three-act/contract/posts';
import type { Story, StructureBody } from '@three-act/contract/story-structure';
import { api } from '../../app/api';
import { tabId } from '../../lib/tab-id';

const storyPath = (id: string) => `/stories/${encodeURIComponent(id)}`;
const ifMatch = (story: Pick<Story, '_id' | 'version'>) => ({
  'X-Tab-Id': tabId(),
  'If-Match': `"${story._id}.${story.version}"`,
});

/** A Brainstorm post, or a comment on it, to use in a story (docs/decisions/157-ideas-into-stories.md). */
export interface IdeaRef {
  postId: string;
  commentId?: string;
}

/**
 * A story by id on any structure (docs/decisions/154-story-structure-as-rows.md): its acts and
 * beats with their words, its unplaced text, and the changes of its structure. A change answers the
 * story as it now stands; the current story's outline is asked again.
 */
const structureApi = api.injectEndpoints({
  endpoints: (build) => ({
    getStory: build.query<Story, string>({
      query: (id) => ({ url: storyPath(id) }),
      providesTags: (_story, _error, id) => [{ type: 'Story', id }],
    }),
    changeStructure: build.mutation<Story, { story: Pick<Story, '_id' | 'version'>; acts: StructureBody['acts'] }>({
      query: ({ story, acts }) => ({
        url: `${storyPath(story._id)}/structure`,
        method: 'PUT',
        data: { acts },
        headers: ifMatch(story),
      }),
      invalidatesTags: (_story, _error, { story }) => [{ type: 'Story', id: story._id }, 'Outline', 'Stories'],
    }),
    placeUnplaced: build.mutation<Story, { story: Pick<Story, '_id' | 'version'>; unplaced: string; beat: string }>({
      query: ({ story, unplaced, beat }) => ({
        url: `${storyPath(story._id)}/unplaced/${encodeURIComponent(unplaced)}/place`,
        method: 'POST',
        data: { beat },
        headers: ifMatch(story),
      }),
      invalidatesTags: (_story, _error, { story }) => [{ type: 'Story', id: story._id }, 'Outline', 'Stories'],
    }),
    /**
     * "Use in my story": the idea's text appended to a beat of the story, or added to its unplaced
     * ideas without `beat`. The act pages, the list's progress and the story's page read it again.
     */
    addIdeaToStory: build.mutation<Story, IdeaRef & AdoptBody>({
      query: ({ postId, commentId, ...body }) => ({
        url:
          commentId === undefined
            ? `/posts/${encodeURIComponent(postId)}/adopt`
            : `/posts/comment/${encodeURIComponent(postId)}/adopt/${encodeURIComponent(commentId)}`,
        method: 'POST',
        data: body,
      }),
      invalidatesTags: (_story, error, { story }) =>
        error ? [] : [{ type: 'Story', id: story }, 'Stories', 'Outline', 'Revisions'],
    }),
    dropUnplaced: build.mutation<Story, { story: string; unplaced: string }>({
      query: ({ story, unplaced }) => ({
        url: `${storyPath(story)}/unplaced/${encodeURIComponent(unplaced)}`,
        method: 'DELETE',
      }),
      invalidatesTags: (_story, _error, { story }) => [{ type: 'Story', id: story }],
    }),
  }),
});

export const {
  useGetStoryQuery,
  useChangeStructureMutation,
  usePlaceUnplacedMutation,
  useDropUnplacedMutation,
  useAddIdeaToStoryMutation,
} = structureApi;

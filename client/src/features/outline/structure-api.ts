import type { AdoptBody } from '@three-act/contract/posts';
import type { Story, StructureBody, StructureRevision } from '@three-act/contract/story-structure';
import { api } from '../../app/api';
import { tabId } from '../../lib/tab-id';

const storyPath = (id: string) => `/stories/${encodeURIComponent(id)}`;
/** What a change of a story's structure refreshes: the story, its kept structures, the outline and the list. */
const structureChanged = (id: string) => [
  { type: 'Story' as const, id },
  { type: 'StructureRevisions' as const, id },
  'Outline' as const,
  'Stories' as const,
  'Revisions' as const,
];
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
      invalidatesTags: (_story, _error, { story }) => structureChanged(story._id),
    }),
    /** The structures the story had before each change, newest first (docs/decisions/161-undo-a-structure-change.md). */
    getStructureRevisions: build.query<StructureRevision[], string>({
      query: (id) => ({ url: `${storyPath(id)}/structure/revisions` }),
      providesTags: (_revisions, _error, id) => [{ type: 'StructureRevisions', id }],
    }),
    /** Brings a kept structure back, as a change of its own (so it can be undone too). */
    restoreStructure: build.mutation<Story, { story: Pick<Story, '_id' | 'version'>; revision: string }>({
      query: ({ story, revision }) => ({
        url: `${storyPath(story._id)}/structure/revisions/${encodeURIComponent(revision)}/restore`,
        method: 'PUT',
        headers: ifMatch(story),
      }),
      invalidatesTags: (_story, _error, { story }) => structureChanged(story._id),
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
  useGetStructureRevisionsQuery,
  useRestoreStructureMutation,
  usePlaceUnplacedMutation,
  useDropUnplacedMutation,
  useAddIdeaToStoryMutation,
} = structureApi;

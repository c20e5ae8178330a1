import type { Outline } from '@three-act/contract/outlines';
import type { CreateStoryBody, StorySummary, TrashedStory } from '@three-act/contract/stories';
import { api } from '../../app/api';
import { onSuccess } from '../../lib/api';
import { outlineApi } from './outline-api';

const storyPath = (id: string) => `/stories/${encodeURIComponent(id)}`;

/** Guards against a misrouted answer (e.g. index.html from a proxy) being taken as a list. */
function asList<T>(data: unknown): T[] {
  if (!Array.isArray(data)) throw new Error('Unexpected answer instead of a list of stories');
  return data as T[];
}

/**
 * The writer's stories (docs/decisions/124-stories.md). Switching, starting, deleting or restoring a
 * story changes which outline the act pages, characters and dashboard show: the cached outline is
 * replaced (or asked again) and the lists refreshed.
 */
export const storiesApi = api.injectEndpoints({
  endpoints: (build) => ({
    getStories: build.query<StorySummary[], void>({
      query: () => ({ url: '/stories', check: asList }),
      providesTags: ['Stories'],
    }),
    getTrash: build.query<TrashedStory[], void>({
      query: () => ({ url: '/stories/trash', check: asList }),
      providesTags: ['Trash'],
    }),
    /** A new current story on a beat sheet's structure (Three Act unless another is named). */
    createStory: build.mutation<Outline, CreateStoryBody>({
      query: (body) => ({ url: '/stories', method: 'POST', data: body }),
      invalidatesTags: ['Stories', 'Character'],
      onQueryStarted: (_title, { dispatch, queryFulfilled }) =>
        onSuccess(
          queryFulfilled,
          (outline) => void dispatch(outlineApi.util.upsertQueryData('getOutline', undefined, outline)),
        ),
    }),
    /**
     * A story file as a new current story: JSON (a `format=json` export) or Markdown (a `format=md`
     * export), told apart by its first character.
     */
    importStory: build.mutation<Outline, string>({
      query: (text) => ({
        url: '/stories/import',
        method: 'POST',
        data: text,
        headers: { 'Content-Type': text.trimStart().startsWith('{') ? 'application/json' : 'text/markdown' },
      }),
      invalidatesTags: ['Stories', 'Character'],
      onQueryStarted: (_text, { dispatch, queryFulfilled }) =>
        onSuccess(
          queryFulfilled,
          (outline) => void dispatch(outlineApi.util.upsertQueryData('getOutline', undefined, outline)),
        ),
    }),
    setCurrentStory: build.mutation<Outline, string>({
      query: (id) => ({ url: `${storyPath(id)}/current`, method: 'PUT' }),
      invalidatesTags: ['Stories', 'Character'],
      onQueryStarted: (_id, { dispatch, queryFulfilled }) =>
        onSuccess(
          queryFulfilled,
          (outline) => void dispatch(outlineApi.util.upsertQueryData('getOutline', undefined, outline)),
        ),
    }),
    deleteStory: build.mutation<StorySummary[], string>({
      query: (id) => ({ url: storyPath(id), method: 'DELETE' }),
      invalidatesTags: ['Stories', 'Trash', 'Outline', 'Character'],
    }),
    restoreStory: build.mutation<StorySummary[], string>({
      query: (id) => ({ url: `${storyPath(id)}/restore`, method: 'PUT' }),
      invalidatesTags: ['Stories', 'Trash', 'Outline'],
    }),
  }),
});

export const {
  useGetStoriesQuery,
  useGetTrashQuery,
  useImportStoryMutation,
  useCreateStoryMutation,
  useSetCurrentStoryMutation,
  useDeleteStoryMutation,
  useRestoreStoryMutation,
} = storiesApi;

import type {
  Board,
  CreatePlotlineBody,
  CreateSceneBody,
  PatchPlotlineBody,
  PatchSceneBody,
  Plotline,
  Scene,
  SceneRevision,
  StoryCheck,
  Timeline,
  TrashedScene,
} from '@three-act/contract/board';
import { original } from '@reduxjs/toolkit';
import { api } from '../../app/api';
import type { CacheDispatch } from '../../lib/api';
import { tabId } from '../../lib/tab-id';
import { placed } from './board-model';

const storyPath = (id: string) => `/stories/${encodeURIComponent(id)}`;
const scenePath = (story: string, scene: string) => `${storyPath(story)}/scenes/${encodeURIComponent(scene)}`;
const plotlinePath = (story: string, plotline: string) =>
  `${storyPath(story)}/plotlines/${encodeURIComponent(plotline)}`;

/**
 * A scene's save carries the story version that last changed the scene (its `version`) as
 * If-Match: every change of its fields after that one is a change this copy has not seen, so the
 * server refuses (409) only those (docs/decisions/165-scenes-and-plotlines.md).
 */
const ifMatch = (story: string, version: number) => ({ 'X-Tab-Id': tabId(), 'If-Match': `"${story}.${version}"` });

/** What a change of the plan refreshes besides the board it updates in place: the timeline and the checks. */
const planChanged = (story: string) => [
  { type: 'Timeline' as const, id: story },
  { type: 'StoryChecks' as const, id: story },
];

/**
 * Puts `next` in the cached board touching only the scenes that changed: the cache takes a change
 * as patches, which copy what they carry, and a copied scene would render its cells again (600
 * scenes for one move). So the cached list keeps its order, not the reading order: readers sort
 * (`scenesIn`, `cellsOf`).
 */
function setScenes(draft: Board, before: readonly Scene[], next: readonly Scene[]) {
  const nextById = new Map(next.map((scene) => [scene._id, scene]));
  for (let index = before.length - 1; index >= 0; index -= 1) {
    const scene = before[index];
    if (scene && !nextById.has(scene._id)) draft.scenes.splice(index, 1);
  }
  const kept = before.filter((scene) => nextById.has(scene._id));
  kept.forEach((scene, index) => {
    const now = nextById.get(scene._id);
    if (now && now !== scene) draft.scenes[index] = now;
  });
  const known = new Set(before.map((scene) => scene._id));
  for (const scene of next) if (!known.has(scene._id)) draft.scenes.push(scene);
}

/**
 * Changes the cached board of a story (a move, an edit, a new or gone scene or plotline): `change`
 * reads the board as it is (plain objects, not immer's drafts, which would wrap each of 600 scenes
 * it reads) and answers the parts it replaces.
 */
const updateBoard = (dispatch: CacheDispatch, story: string, change: (board: Board) => Partial<Board>) =>
  dispatch(
    boardApi.util.updateQueryData('getBoard', story, (draft) => {
      const before = original(draft) ?? draft;
      const { scenes, ...rest } = change(before);
      Object.assign(draft, rest);
      if (scenes) setScenes(draft, before.scenes, scenes);
    }),
  );

const withScene = (scene: Scene) => (board: Board) => ({
  scenes: placed(board, scene),
  version: Math.max(board.version, scene.version),
});

/**
 * The board of scenes and plotlines (docs/decisions/165-scenes-and-plotlines.md): one read answers
 * everything it shows; each change updates that cached answer in place (at once, put back when the
 * server refuses), so a move or an edit never reads 600 scenes again.
 */
export const boardApi = api.injectEndpoints({
  endpoints: (build) => ({
    getBoard: build.query<Board, string>({
      query: (story) => ({ url: `${storyPath(story)}/board` }),
      providesTags: (_board, _error, story) => [{ type: 'Board', id: story }],
    }),
    createScene: build.mutation<Scene, { story: string; scene: CreateSceneBody }>({
      query: ({ story, scene }) => ({
        url: `${storyPath(story)}/scenes`,
        method: 'POST',
        data: scene,
        headers: { 'X-Tab-Id': tabId() },
      }),
      invalidatesTags: (_scene, error, { story }) => (error ? [] : planChanged(story)),
      onQueryStarted: async ({ story }, { dispatch, queryFulfilled }) => {
        try {
          const { data } = await queryFulfilled;
          updateBoard(dispatch, story, withScene(data));
        } catch {
          // The form that asked reports it.
        }
      },
    }),
    /**
     * Any of a scene's fields; `{ beat, position }` moves it. Shown on the board at once; a refusal
     * puts back what was shown, and a 409 shows the scene as stored (the caller offers the choice).
     */
    saveScene: build.mutation<Scene, { story: string; scene: Pick<Scene, '_id' | 'version'>; changes: PatchSceneBody }>(
      {
        query: ({ story, scene, changes }) => ({
          url: scenePath(story, scene._id),
          method: 'PATCH',
          data: changes,
          headers: ifMatch(story, scene.version),
        }),
        invalidatesTags: (_scene, error, { story }) => (error ? [] : planChanged(story)),
        onQueryStarted: async ({ story, scene, changes }, { dispatch, queryFulfilled }) => {
          const shown = updateBoard(dispatch, story, (board) => {
            const now = board.scenes.find((each) => each._id === scene._id);
            if (!now) return {};
            const next = { ...now, ...(changes as Partial<Scene>) };
            if (changes.beat !== undefined && changes.position === undefined) next.position = Number.MAX_SAFE_INTEGER;
            return { scenes: placed(board, next) };
          });
          try {
            const { data } = await queryFulfilled;
            updateBoard(dispatch, story, withScene(data));
          } catch (error) {
            shown.undo();
            const stored = (error as { status?: number; body?: { scene?: Scene } }).body?.scene;
            if ((error as { status?: number }).status === 409 && stored)
              updateBoard(dispatch, story, withScene(stored));
          }
        },
      },
    ),
    /** To the story's trash for 30 days; gone from the board at once, back if the server refuses. */
    deleteScene: build.mutation<void, { story: string; scene: string }>({
      query: ({ story, scene }) => ({
        url: scenePath(story, scene),
        method: 'DELETE',
        headers: { 'X-Tab-Id': tabId() },
      }),
      invalidatesTags: (_answer, error, { story }) =>
        error ? [] : [...planChanged(story), { type: 'SceneTrash', id: story }],
      onQueryStarted: async ({ story, scene }, { dispatch, queryFulfilled }) => {
        const shown = updateBoard(dispatch, story, (board) => {
          const gone = board.scenes.find((each) => each._id === scene);
          return {
            scenes: board.scenes
              .filter((each) => each._id !== scene)
              .map((each) =>
                gone && each.beat === gone.beat && each.position > gone.position
                  ? { ...each, position: each.position - 1 }
                  : each,
              ),
          };
        });
        await queryFulfilled.catch(() => shown.undo());
      },
    }),
    /** A scene's saved titles and summaries, newest first (read when its history is opened). */
    getSceneRevisions: build.query<SceneRevision[], { story: string; scene: string }>({
      query: ({ story, scene }) => ({ url: `${scenePath(story, scene)}/revisions` }),
    }),
    getSceneTrash: build.query<TrashedScene[], string>({
      query: (story) => ({ url: `${storyPath(story)}/scenes/trash` }),
      providesTags: (_trash, _error, story) => [{ type: 'SceneTrash', id: story }],
    }),
    /** Back from the trash, at the end of its beat (unplaced when the beat is gone). */
    restoreScene: build.mutation<Scene, { story: string; scene: string }>({
      query: ({ story, scene }) => ({
        url: `${scenePath(story, scene)}/restore`,
        method: 'PUT',
        headers: { 'X-Tab-Id': tabId() },
      }),
      invalidatesTags: (_scene, error, { story }) =>
        error ? [] : [...planChanged(story), { type: 'SceneTrash', id: story }],
      onQueryStarted: async ({ story }, { dispatch, queryFulfilled }) => {
        try {
          const { data } = await queryFulfilled;
          updateBoard(dispatch, story, withScene(data));
        } catch {
          // The button that asked reports it.
        }
      },
    }),
    createPlotline: build.mutation<Plotline, { story: string; plotline: CreatePlotlineBody }>({
      query: ({ story, plotline }) => ({ url: `${storyPath(story)}/plotlines`, method: 'POST', data: plotline }),
      invalidatesTags: (_plotline, error, { story }) => (error ? [] : planChanged(story)),
      onQueryStarted: async ({ story }, { dispatch, queryFulfilled }) => {
        try {
          const { data } = await queryFulfilled;
          updateBoard(dispatch, story, (board) => ({ plotlines: [...board.plotlines, data] }));
        } catch {
          // The lanes editor reports it.
        }
      },
    }),
    /** Rename, recolour or move a plotline; the answer is every plotline in order. */
    savePlotline: build.mutation<Plotline[], { story: string; plotline: string; changes: PatchPlotlineBody }>({
      query: ({ story, plotline, changes }) => ({
        url: plotlinePath(story, plotline),
        method: 'PATCH',
        data: changes,
      }),
      invalidatesTags: (_plotlines, error, { story }) => (error ? [] : planChanged(story)),
      onQueryStarted: async ({ story }, { dispatch, queryFulfilled }) => {
        try {
          const { data } = await queryFulfilled;
          updateBoard(dispatch, story, () => ({ plotlines: data }));
        } catch {
          // The lanes editor reports it.
        }
      },
    }),
    /** Its scenes stay, without it (on their other plotlines, or under "No plotline"). */
    deletePlotline: build.mutation<void, { story: string; plotline: string }>({
      query: ({ story, plotline }) => ({ url: plotlinePath(story, plotline), method: 'DELETE' }),
      invalidatesTags: (_answer, error, { story }) => (error ? [] : planChanged(story)),
      onQueryStarted: async ({ story, plotline }, { dispatch, queryFulfilled }) => {
        try {
          await queryFulfilled;
          updateBoard(dispatch, story, (board) => ({
            plotlines: board.plotlines
              .filter((each) => each._id !== plotline)
              .map((each, position) => ({ ...each, position })),
            scenes: board.scenes.map((scene) =>
              scene.plotlines.includes(plotline)
                ? { ...scene, plotlines: scene.plotlines.filter((id) => id !== plotline) }
                : scene,
            ),
          }));
        } catch {
          // The lanes editor reports it.
        }
      },
    }),
    getTimeline: build.query<Timeline, string>({
      query: (story) => ({ url: `${storyPath(story)}/timeline` }),
      providesTags: (_timeline, _error, story) => [{ type: 'Timeline', id: story }],
    }),
    getStoryChecks: build.query<StoryCheck[], string>({
      query: (story) => ({ url: `${storyPath(story)}/checks` }),
      providesTags: (_checks, _error, story) => [{ type: 'StoryChecks', id: story }],
    }),
    /** Hides a finding for this story: gone from the list at once, back if the server refuses. */
    dismissCheck: build.mutation<void, { story: string; key: string }>({
      query: ({ story, key }) => ({ url: `${storyPath(story)}/checks/dismissed`, method: 'POST', data: { key } }),
      onQueryStarted: async ({ story, key }, { dispatch, queryFulfilled }) => {
        const shown = dispatch(
          boardApi.util.updateQueryData('getStoryChecks', story, (checks) =>
            checks.filter((check) => check.key !== key),
          ),
        );
        await queryFulfilled.catch(() => shown.undo());
      },
    }),
  }),
});

export const {
  useGetBoardQuery,
  useCreateSceneMutation,
  useSaveSceneMutation,
  useDeleteSceneMutation,
  useGetSceneRevisionsQuery,
  useGetSceneTrashQuery,
  useRestoreSceneMutation,
  useCreatePlotlineMutation,
  useSavePlotlineMutation,
  useDeletePlotlineMutation,
  useGetTimelineQuery,
  useGetStoryChecksQuery,
  useDismissCheckMutation,
} = boardApi;

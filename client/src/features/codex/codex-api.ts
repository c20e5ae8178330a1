import type {
  CodexEntry,
  CodexIndexItem,
  CodexKind,
  CodexListItem,
  CreateEntryBody,
  CreateRelationshipBody,
  PatchEntryBody,
  PatchRelationshipBody,
  PutArcBody,
  PutKindBody,
  Relationship,
  ArcPoint,
} from '@three-act/contract/codex';
import type { NoteBody, NotePatchBody } from '@three-act/contract/outlines';
import type { InfiniteData } from '@reduxjs/toolkit/query';
import { api } from '../../app/api';
import { queryParams } from '../../lib/api';

const storyPath = (id: string) => `/stories/${encodeURIComponent(id)}`;
const entryPath = (story: string, entry: string) => `${storyPath(story)}/codex/${encodeURIComponent(entry)}`;
const kindPath = (story: string, kind: string) => `${storyPath(story)}/codex-kinds/${encodeURIComponent(kind)}`;
const relationshipPath = (story: string, relationship: string) =>
  `${storyPath(story)}/relationships/${encodeURIComponent(relationship)}`;

/** What the codex list is asked for: a kind, words of a name or alias, a tag (each optional). */
interface CodexFilter {
  story: string;
  kind?: string;
  q?: string;
  tag?: string;
}

/** A page of the codex list (GET /api/stories/{id}/codex): `next` asks for the following one. */
interface CodexPage {
  entries: CodexListItem[];
  next: string | null;
}

/** Every entry of a story at once, unpaged (GET /api/stories/{id}/codex-index): for pickers, the tag filter and the map. */
export type CodexIndexEntry = CodexIndexItem;

/** The entries of the pages read so far, each once (a page boundary may move as entries are added). */
export function allEntries(data: InfiniteData<CodexPage, string | null> | undefined): CodexListItem[] {
  const seen = new Set<string>();
  return (data?.pages ?? []).flatMap((page) =>
    page.entries.filter((entry) => !seen.has(entry._id) && Boolean(seen.add(entry._id))),
  );
}

/** The ties asked for: those that hold at a beat (`asOf`), those of one entry (`entry`). */
interface RelationshipFilter {
  story: string;
  asOf?: string;
  entry?: string;
}

/**
 * An entry's change touches every list of the story's codex, the kinds' counts, and — for a
 * character — what the character pages and the board read of the story's characters
 * (docs/decisions/177-the-codex.md: characters are entries of kind character).
 */
const entryChanged = (story: string, entry?: string) => [
  { type: 'Codex' as const, id: story },
  { type: 'CodexKinds' as const, id: story },
  ...(entry ? [{ type: 'CodexEntry' as const, id: entry }] : []),
  { type: 'Board' as const, id: story },
  'Outline' as const,
  'Character' as const,
];

/**
 * A change answered with the whole entry puts it in the entry's cache rather than reading it again
 * (a read would overwrite what is being typed on its page). A failure is the caller's to report.
 */
async function intoEntryCache(
  { story, entry }: { story: string; entry: string },
  {
    dispatch,
    queryFulfilled,
  }: { dispatch: (action: unknown) => unknown; queryFulfilled: Promise<{ data: CodexEntry }> },
) {
  try {
    const { data } = await queryFulfilled;
    void dispatch(codexApi.util.upsertQueryData('getEntry', { story, entry }, data));
  } catch {
    // The editor reports it.
  }
}

/**
 * The codex of a story (issue 34, docs/decisions/177-the-codex.md and 178-the-codex-pages.md):
 * its entries, the kinds with their sheets, the ties between entries and each entry's arc. Each
 * save invalidates the lists it changes, so they are read again.
 */
const codexApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** The list by name, a page of 24 at a time; the server searches and filters. */
    getCodex: build.infiniteQuery<CodexPage, CodexFilter, string | null>({
      infiniteQueryOptions: {
        initialPageParam: null,
        getNextPageParam: (lastPage) => lastPage.next ?? null,
      },
      query: ({ queryArg: { story, kind, q, tag }, pageParam }) => ({
        url: `${storyPath(story)}/codex`,
        params: queryParams({ kind, q: q?.trim(), tag, after: pageParam }),
      }),
      providesTags: (_pages, _error, { story }) => [{ type: 'Codex', id: story }],
    }),
    getCodexIndex: build.query<CodexIndexEntry[], string>({
      query: (story) => ({ url: `${storyPath(story)}/codex-index` }),
      transformResponse: (answer: { entries: CodexIndexEntry[] }) => answer.entries,
      providesTags: (_entries, _error, story) => [{ type: 'Codex', id: story }],
    }),
    getEntry: build.query<CodexEntry, { story: string; entry: string }>({
      query: ({ story, entry }) => ({ url: entryPath(story, entry) }),
      providesTags: (_entry, _error, { entry }) => [{ type: 'CodexEntry', id: entry }],
    }),
    createEntry: build.mutation<CodexEntry, { story: string; entry: CreateEntryBody }>({
      query: ({ story, entry }) => ({ url: `${storyPath(story)}/codex`, method: 'POST', data: entry }),
      invalidatesTags: (_entry, error, { story }) => (error ? [] : entryChanged(story)),
    }),
    /**
     * The fields sent change (`fields` merge by id); the answer is the whole entry, put in its cache.
     * `version` is the entry's the changes were made on: a 409 when it has moved on since
     * (decision 185), with the entry as it is for the editor to merge.
     */
    saveEntry: build.mutation<CodexEntry, { story: string; entry: string; version: number; changes: PatchEntryBody }>({
      query: ({ story, entry, version, changes }) => ({
        url: entryPath(story, entry),
        method: 'PATCH',
        data: changes,
        headers: { 'If-Match': `"${entry}.${version}"` },
      }),
      // The entry itself comes with the answer; reading it again would overwrite what is being typed.
      invalidatesTags: (_entry, error, { story }) => (error ? [] : entryChanged(story)),
      onQueryStarted: intoEntryCache,
    }),
    /**
     * A note of any entry (decision 182: the entry's page writes a place's or a group's notes; a
     * character's are written on its card). Each answer is the whole entry, put in its cache.
     */
    addEntryNote: build.mutation<CodexEntry, { story: string; entry: string; note: NoteBody }>({
      query: ({ story, entry, note }) => ({ url: `${entryPath(story, entry)}/notes`, method: 'POST', data: note }),
      onQueryStarted: intoEntryCache,
    }),
    saveEntryNote: build.mutation<CodexEntry, { story: string; entry: string; note: string; changes: NotePatchBody }>({
      query: ({ story, entry, note, changes }) => ({
        url: `${entryPath(story, entry)}/notes/${encodeURIComponent(note)}`,
        method: 'PATCH',
        data: changes,
      }),
      onQueryStarted: intoEntryCache,
    }),
    deleteEntryNote: build.mutation<CodexEntry, { story: string; entry: string; note: string }>({
      query: ({ story, entry, note }) => ({
        url: `${entryPath(story, entry)}/notes/${encodeURIComponent(note)}`,
        method: 'DELETE',
      }),
      onQueryStarted: intoEntryCache,
    }),
    deleteEntry: build.mutation<void, { story: string; entry: string }>({
      query: ({ story, entry }) => ({ url: entryPath(story, entry), method: 'DELETE' }),
      invalidatesTags: (_answer, error, { story }) =>
        error ? [] : [...entryChanged(story), { type: 'Relationships', id: story }],
    }),
    getKinds: build.query<CodexKind[], string>({
      query: (story) => ({ url: `${storyPath(story)}/codex-kinds` }),
      transformResponse: (answer: { kinds: CodexKind[] }) => answer.kinds,
      providesTags: (_kinds, _error, story) => [{ type: 'CodexKinds', id: story }],
    }),
    /** A kind's whole sheet, or a new kind; a field left out moves what entries wrote in it to their notes. */
    putKind: build.mutation<CodexKind, { story: string; kind: string; sheet: PutKindBody }>({
      query: ({ story, kind, sheet }) => ({ url: kindPath(story, kind), method: 'PUT', data: sheet }),
      // Entries of the kind change too (their fields and notes).
      invalidatesTags: (_kind, error, { story }) =>
        error ? [] : [{ type: 'CodexKinds', id: story }, { type: 'Codex', id: story }, 'CodexEntry'],
    }),
    /** A writer's own kind, once it holds no entry. */
    deleteKind: build.mutation<void, { story: string; kind: string }>({
      query: ({ story, kind }) => ({ url: kindPath(story, kind), method: 'DELETE' }),
      invalidatesTags: (_answer, error, { story }) => (error ? [] : [{ type: 'CodexKinds', id: story }]),
    }),
    getRelationships: build.query<Relationship[], RelationshipFilter>({
      query: ({ story, asOf, entry }) => ({
        url: `${storyPath(story)}/relationships`,
        params: queryParams({ asOf, entry }),
      }),
      transformResponse: (answer: { relationships: Relationship[] }) => answer.relationships,
      providesTags: (_ties, _error, { story }) => [{ type: 'Relationships', id: story }],
    }),
    createRelationship: build.mutation<Relationship, { story: string; relationship: CreateRelationshipBody }>({
      query: ({ story, relationship }) => ({
        url: `${storyPath(story)}/relationships`,
        method: 'POST',
        data: relationship,
      }),
      invalidatesTags: (_tie, error, { story }) => (error ? [] : [{ type: 'Relationships', id: story }]),
    }),
    saveRelationship: build.mutation<
      Relationship,
      { story: string; relationship: string; changes: PatchRelationshipBody }
    >({
      query: ({ story, relationship, changes }) => ({
        url: relationshipPath(story, relationship),
        method: 'PATCH',
        data: changes,
      }),
      invalidatesTags: (_tie, error, { story }) => (error ? [] : [{ type: 'Relationships', id: story }]),
    }),
    deleteRelationship: build.mutation<void, { story: string; relationship: string }>({
      query: ({ story, relationship }) => ({ url: relationshipPath(story, relationship), method: 'DELETE' }),
      invalidatesTags: (_answer, error, { story }) => (error ? [] : [{ type: 'Relationships', id: story }]),
    }),
    /** The whole arc of an entry; answered in story order, and put in the entry's cache. */
    saveArc: build.mutation<ArcPoint[], { story: string; entry: string; arc: PutArcBody }>({
      query: ({ story, entry, arc }) => ({ url: `${entryPath(story, entry)}/arc`, method: 'PUT', data: arc }),
      transformResponse: (answer: { points: ArcPoint[] }) => answer.points,
      onQueryStarted: async ({ story, entry }, { dispatch, queryFulfilled }) => {
        try {
          const { data } = await queryFulfilled;
          dispatch(
            codexApi.util.updateQueryData('getEntry', { story, entry }, (draft) => {
              draft.arc = data;
            }),
          );
        } catch {
          // The arc editor reports it.
        }
      },
    }),
  }),
});

export const {
  useGetCodexInfiniteQuery,
  useGetCodexIndexQuery,
  useGetEntryQuery,
  useCreateEntryMutation,
  useSaveEntryMutation,
  useDeleteEntryMutation,
  useAddEntryNoteMutation,
  useSaveEntryNoteMutation,
  useDeleteEntryNoteMutation,
  useGetKindsQuery,
  usePutKindMutation,
  useDeleteKindMutation,
  useGetRelationshipsQuery,
  useCreateRelationshipMutation,
  useSaveRelationshipMutation,
  useDeleteRelationshipMutation,
  useSaveArcMutation,
} = codexApi;

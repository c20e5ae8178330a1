import { createStore, delMany, entries, getMany, set, del, type UseStore } from 'idb-keyval';

/**
 * Text typed but not yet saved, kept on the device (IndexedDB) per writer, story and field, so it
 * survives a reload, the back button, a closed tab, an ended session and being offline
 * (docs/decisions/127-drafts-and-autosave.md). `base` is the server's text the writer started from:
 * coming back, a draft whose base is still the server's text is restored as is; otherwise the
 * writer chooses.
 */
export interface Draft {
  text: string;
  base: string;
  at: number;
}

/** The story a draft belongs to; 'new' while the writer has none yet. */
export type DraftKey = [writer: string, story: string, field: string];

/** Brainstorm's unsent text boxes keep their drafts under this name in place of a story (use-text-draft.ts). */
export const BRAINSTORM_DRAFTS = 'brainstorm';

let store: UseStore | null = null;
const drafts = () => (store ??= createStore('three-act-drafts', 'drafts'));

/** IndexedDB can be missing or refused (private windows of some browsers): drafts are then a no-op. */
async function quietly<T>(work: () => Promise<T>, fallback: T): Promise<T> {
  try {
    return await work();
  } catch {
    return fallback;
  }
}

export const keepDraft = (key: DraftKey, draft: Omit<Draft, 'at'>) =>
  quietly(() => set(key, { ...draft, at: Date.now() }, drafts()), undefined);

export const dropDraft = (key: DraftKey) => quietly(() => del(key, drafts()), undefined);

/** The drafts of these fields of one story, by field (fields without one are left out). */
export async function readDrafts(writer: string, story: string, fields: readonly string[]) {
  const found = await quietly(
    () =>
      getMany<Draft | undefined>(
        fields.map((field) => [writer, story, field]),
        drafts(),
      ),
    [],
  );
  const byField: Record<string, Draft> = {};
  fields.forEach((field, index) => {
    const draft = found[index];
    if (draft) byField[field] = draft;
  });
  return byField;
}

/** The drafts kept while the writer had no story: the first SAVE has just saved them into one. */
export async function dropNewStoryDrafts(writer: string) {
  await clearWhere(([owner, story]) => owner === writer && story === 'new');
}

/** Whether the writer has Brainstorm text typed but not sent, which Logout would lose. */
export async function hasUnsentBrainstormText(writer: string) {
  return quietly(
    async () =>
      (await entries<DraftKey, Draft>(drafts())).some(
        ([[owner, story]]) => owner === writer && story === BRAINSTORM_DRAFTS,
      ),
    false,
  );
}

/** The offline copy of the writer's answers the service worker keeps (client/vite.config.ts). */
const WRITER_CACHE = 'three-act-writer';

/**
 * Logout or account deletion: nothing of this writer's is left on the device, neither their
 * drafts nor the answers kept for opening the app offline.
 */
export async function forgetWriter(writer: string) {
  await clearWhere(([owner]) => owner === writer);
  await quietly(() => (typeof caches === 'undefined' ? Promise.resolve(true) : caches.delete(WRITER_CACHE)), true);
}

async function clearWhere(matches: (key: DraftKey) => boolean) {
  await quietly(async () => {
    const keys = (await entries<DraftKey, Draft>(drafts())).map(([key]) => key).filter(matches);
    await delMany(keys, drafts());
  }, undefined);
}

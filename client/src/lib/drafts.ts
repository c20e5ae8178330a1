import { createStore, delMany, entries, getMany, set, del, type UseStore } from 'idb-keyval';
import { dropLiveDocuments } from './live-documents';
import { dropCachedAnswers } from './offline-app';
import { canSeal, importDraftKey, seal, unseal, type Sealed } from './sealed';

/**
 * Text typed but not yet saved, kept on the device (IndexedDB) per writer, story and field, so it
 * survives a reload, the back button, a closed tab, an ended session and being offline
 * (docs/decisions/127-drafts-and-autosave.md). `base` is the server's text the writer started from:
 * coming back, a draft whose base is still the server's text is restored as is; otherwise the
 * writer chooses.
 *
 * At rest a draft is sealed with the writer's draft key (GET /api/auth; decision 152): once the
 * session has ended on this device, or for another writer signing in here, it cannot be read; it
 * opens again when its writer signs back in.
 */
export interface Draft {
  text: string;
  base: string;
  at: number;
}

type Kept = Sealed & { at: number };
/** Drafts kept before sealing (decision 127): sealed when their writer next signs in. */
const isPlain = (value: Kept | Draft): value is Draft => typeof (value as Draft).text === 'string';

/** The writer whose drafts this tab can seal and open, with their key. */
let unlocked: { writer: string; key: Promise<CryptoKey> } | null = null;

/** GET /api/auth answered: this writer's drafts can be kept and read (and old plain ones sealed). */
export function unlockDrafts(writer: string, draftKey: string): Promise<void> {
  if (!canSeal()) return Promise.resolve();
  if (unlocked?.writer !== writer) unlocked = { writer, key: importDraftKey(draftKey) };
  return sealPlainDrafts(writer);
}

/** The key this tab seals the writer's drafts and live copies with (decision 152); null while it has none. */
export const sealingKey = (writer: string) => (unlocked?.writer === writer ? unlocked.key : null);

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

/**
 * Keeps a draft, sealed; without the writer's key (never the case on a page that edits) nothing.
 * True once it is on the device: what a page may then say is kept (decision 176).
 */
export const keepDraft = (key: DraftKey, draft: Omit<Draft, 'at'>) =>
  quietly(async () => {
    if (!canSeal()) {
      await set(key, { ...draft, at: Date.now() }, drafts());
      return true;
    }
    const cryptoKey = await sealingKey(key[0]);
    if (!cryptoKey) return false;
    const kept: Kept = { ...(await seal(cryptoKey, { text: draft.text, base: draft.base })), at: Date.now() };
    await set(key, kept, drafts());
    return true;
  }, false);

export const dropDraft = (key: DraftKey) => quietly(() => del(key, drafts()), undefined);

/** The drafts of these fields of one story, by field (fields without one are left out). */
export async function readDrafts(writer: string, story: string, fields: readonly string[]) {
  const found = await quietly(
    () =>
      getMany<Kept | Draft | undefined>(
        fields.map((field) => [writer, story, field]),
        drafts(),
      ),
    [],
  );
  const byField: Record<string, Draft> = {};
  await Promise.all(
    fields.map(async (field, index) => {
      const draft = await opened(writer, found[index]);
      if (draft) byField[field] = draft;
    }),
  );
  return byField;
}

async function opened(writer: string, kept: Kept | Draft | undefined): Promise<Draft | undefined> {
  if (!kept || isPlain(kept)) return kept;
  const cryptoKey = await sealingKey(writer);
  const value = cryptoKey && (await unseal<Omit<Draft, 'at'>>(cryptoKey, kept));
  return value ? { ...value, at: kept.at } : undefined;
}

async function sealPlainDrafts(writer: string) {
  await quietly(async () => {
    const plain = (await entries<DraftKey, Kept | Draft>(drafts())).filter(
      ([[owner], value]) => owner === writer && isPlain(value),
    );
    const cryptoKey = await sealingKey(writer);
    if (!cryptoKey) return;
    for (const [key, draft] of plain) {
      if (isPlain(draft))
        await set(key, { ...(await seal(cryptoKey, { text: draft.text, base: draft.base })), at: draft.at }, drafts());
    }
  }, undefined);
}

/** The drafts kept while the writer had no story: the first SAVE has just saved them into one. */
export async function dropNewStoryDrafts(writer: string) {
  await clearWhere(([owner, story]) => owner === writer && story === 'new');
}

/** Whether the writer has Brainstorm text typed but not sent, which Logout would lose. */
export async function hasUnsentBrainstormText(writer: string) {
  return quietly(
    async () =>
      (await entries<DraftKey, Kept | Draft>(drafts())).some(
        ([[owner, story]]) => owner === writer && story === BRAINSTORM_DRAFTS,
      ),
    false,
  );
}

/**
 * Logout or account deletion: nothing of this writer's is left on the device, neither their
 * drafts, nor the answers kept for opening the app offline, nor the copies of live stories
 * (every writer's: a copy is not sealed, decision 192).
 */
export async function forgetWriter(writer: string) {
  await clearWhere(([owner]) => owner === writer);
  await dropCachedAnswers();
  await dropLiveDocuments();
}

async function clearWhere(matches: (key: DraftKey) => boolean) {
  await quietly(async () => {
    const keys = (await entries<DraftKey, Kept | Draft>(drafts())).map(([key]) => key).filter(matches);
    await delMany(keys, drafts());
  }, undefined);
}

import { entryConflictSchema, type CodexEntry, type TemplateField } from '@three-act/contract/codex';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { Choice } from '../../components/ui/conflict-choice';
import type { ApiFailure } from '../../lib/api';
import { dropDraft, keepDraft, readDrafts, type DraftKey } from '../../lib/drafts';
import { registerPendingSave } from '../../lib/pending-saves';
import { useFlush, useSaveQueue } from '../../lib/save-queue';
import { AUTOSAVE_DELAY_MS, failedSaveStatus, type SaveStatus } from '../../lib/save-status';
import { useSaveEntryMutation } from './codex-api';
import {
  changesOf,
  entryValue,
  restoreEntryDraft,
  valuesOf,
  withEntryValue,
  type EntryValueKey,
  type EntryValues,
} from './codex-model';

const draftField = (entry: string) => `entry:${entry}`;
const same = (a: EntryValues, b: EntryValues) => JSON.stringify(a) === JSON.stringify(b);
/** `values` with the description `like`'s: a live description is never compared, kept, sent or taken. */
const withDescriptionOf = (values: EntryValues, like: EntryValues): EntryValues =>
  values.description === like.description ? values : { ...values, description: like.description };

/** A value changed on this device and elsewhere: the writer's (as it is now) and the server's, to choose from. */
export interface EntryConflict {
  key: EntryValueKey;
  mine: string | boolean;
  theirs: string | boolean;
}
type Elsewhere = Omit<EntryConflict, 'mine'>;

/**
 * An entry's fields saved by themselves, as the character's edit page saves (decision 127): about a
 * second after typing pauses, on leaving a field and on leaving the page, what changed since the
 * last save is checked with the contract's rules (and each sheet field with its type) and PATCHed.
 * A refusal shows under its field; the status line says where the save stands. Until the server
 * has them, the changes are kept on the device (decision 183): a reload, an ended session or a
 * closed tab puts them back; a save that found no server is tried again, and Logout saves first.
 */
export function useEntryAutosave({
  story,
  entry,
  sheet,
  writer,
  live = false,
}: {
  story: string;
  entry: CodexEntry;
  sheet: readonly TemplateField[];
  writer: string;
  /**
   * The description is the story's live document's (decision 192), or waits for it: it is shown
   * and counted, never sent, kept as a draft or taken from the server (the server stores it).
   */
  live?: boolean;
}) {
  const [saveEntry] = useSaveEntryMutation();
  const [values, setValues] = useState<EntryValues>(() => valuesOf(entry, sheet));
  const [status, setStatus] = useState<SaveStatus>({ kind: 'idle' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [conflicts, setConflicts] = useState<Elsewhere[]>([]);
  /** Moves whenever the values are set from outside the inputs, so the rich-text editor starts again. */
  const [restored, setRestored] = useState(0);
  const saved = useRef(values);
  // What was saved last, for the status line (the ref is for the callbacks).
  const [savedValues, setSavedValues] = useState(values);
  const liveDescription = useRef(live);
  /** What this hook saves of `values`: all of it, but a live description (it stays as `like` has it). */
  const ours = (values: EntryValues, like: EntryValues) =>
    liveDescription.current ? withDescriptionOf(values, like) : values;
  const latest = useRef(values);
  /** The description typed here before it turned live: written into the shared text (the page's editor). */
  const [livePut, setLivePut] = useState<{ html: string; round: number } | null>(null);
  // The description turning live (the story's document opened, or the server made the new entry's
  // text there): words typed here and not saved yet go into the shared text, as their save would have.
  useEffect(() => {
    const was = liveDescription.current;
    liveDescription.current = live;
    if (!live || was) return;
    const typed = latest.current.description;
    if (typed !== saved.current.description) setLivePut((before) => ({ html: typed, round: (before?.round ?? 0) + 1 }));
  }, [live]);
  const conflicted = useRef<Elsewhere[]>([]);
  const queue = useSaveQueue();
  const { cancel, later, retry, succeeded } = queue;
  const flushRef = useRef<() => Promise<boolean>>(() => Promise.resolve(true));
  const draftKey = useRef<DraftKey>([writer, story, draftField(entry._id)]);
  /** The entry's version `saved` is of: sent as If-Match, so a save over a newer entry is a 409. */
  const version = useRef(entry.version);

  /**
   * The device keeps what the server does not have yet, with the values it started from: one write
   * at a time, the newest values when one ends, so a draft sealed while a save answered cannot
   * outlive the drop that followed it, and fast typing does not queue a write a key.
   */
  const nextDraft = useRef<{ text: string; base: string } | null>(null);
  const writing = useRef(false);
  const keepOrDrop = useCallback(() => {
    nextDraft.current = {
      text: JSON.stringify(ours(latest.current, saved.current)),
      base: JSON.stringify(saved.current),
    };
    if (writing.current) return;
    writing.current = true;
    void (async () => {
      for (let draft = nextDraft.current; draft; draft = nextDraft.current) {
        nextDraft.current = null;
        await (draft.text === draft.base ? dropDraft(draftKey.current) : keepDraft(draftKey.current, draft));
      }
      writing.current = false;
    })();
  }, []);
  // After the page is left nothing is tried again: the draft waits on the device for its next opening.
  const open = useRef(true);

  const setAll = useCallback(
    (next: EntryValues) => {
      latest.current = next;
      setValues(next);
      keepOrDrop();
    },
    [keepOrDrop],
  );

  /**
   * The entry as the server has it now, under what the writer changed since `base` (what was saved
   * last, or a draft's base on opening): the writer's changes stay where the server still has the
   * base, the server's are taken elsewhere, and a value both changed is a choice. Saved at once when
   * nothing is left to choose.
   */
  const takeServer = useCallback(
    (theirs: EntryValues, mine = latest.current, base = saved.current) => {
      // A live description is left as the page has it, whatever the server or a draft says.
      const server = ours(theirs, latest.current);
      const { values: next, conflicts: found } = restoreEntryDraft(
        server,
        ours(mine, latest.current),
        ours(base, latest.current),
      );
      saved.current = server;
      setSavedValues(server);
      conflicted.current = [
        ...conflicted.current.filter((each) => !found.includes(each.key)),
        ...found.map((key) => ({ key, theirs: entryValue(server, key) })),
      ];
      setConflicts(conflicted.current);
      // The rich-text editor starts again only when its own text is replaced.
      if (next.description !== latest.current.description) setRestored((n) => n + 1);
      if (same(next, latest.current)) keepOrDrop();
      else setAll(next);
      if (conflicted.current.length > 0) setStatus({ kind: 'conflict' });
      else later(0);
    },
    [keepOrDrop, later, setAll],
  );

  const saveOnce = useCallback(async (): Promise<boolean> => {
    if (conflicted.current.length > 0) {
      setStatus({ kind: 'conflict' });
      return false;
    }
    const now = latest.current;
    const { changes, errors: found } = changesOf(ours(saved.current, now), now, sheet);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      setStatus({ kind: 'refused', message: 'check the marked field' });
      return false;
    }
    if (!changes) {
      // Only a live description changed: nothing of this page's is waiting.
      if (liveDescription.current && !same(saved.current, now)) {
        saved.current = now;
        setSavedValues(now);
      }
      return true;
    }
    setStatus({ kind: 'saving' });
    try {
      const answer = await saveEntry({ story, entry: entry._id, version: version.current, changes }).unwrap();
      version.current = answer.version;
      succeeded();
      saved.current = now;
      setSavedValues(now);
      keepOrDrop();
      setStatus({ kind: 'saved', at: new Date() });
      return same(latest.current, now);
    } catch (error) {
      const failure = error as ApiFailure;
      const conflict = failure.status === 409 ? entryConflictSchema.safeParse(failure.body) : null;
      if (conflict?.success) {
        // Changed elsewhere (another tab, the character's card): merged as a draft is on opening.
        version.current = conflict.data.entry.version;
        takeServer(valuesOf(conflict.data.entry, sheet));
        return false;
      }
      // No answer is tried again while the page is open; an ended session (401) keeps the draft for
      // the next sign-in.
      const passing = open.current ? retry(failure) : null;
      const failed = passing ?? failedSaveStatus(failure);
      if (failed.kind === 'refused')
        setErrors(Object.fromEntries((failure.errors ?? []).flatMap(({ path, msg }) => (path ? [[path, msg]] : []))));
      setStatus(failed);
      return false;
    }
  }, [entry._id, keepOrDrop, retry, saveEntry, sheet, story, succeeded, takeServer]);

  const flush = useFlush(queue, saveOnce);
  useEffect(() => {
    flushRef.current = flush;
  }, [flush]);

  const change = useCallback(
    (changed: Partial<EntryValues>) => {
      setAll({ ...latest.current, ...changed });
      later(AUTOSAVE_DELAY_MS);
    },
    [later, setAll],
  );

  /** The live description's HTML as the shared text has it now (typed here or elsewhere): shown and counted, never saved here. */
  const followDescription = useCallback((description: string) => {
    const next = { ...latest.current, description };
    latest.current = next;
    setValues(next);
    if (same(ours(saved.current, next), saved.current)) {
      saved.current = withDescriptionOf(saved.current, next);
      setSavedValues(saved.current);
    }
  }, []);

  const changeField = useCallback(
    (id: string, text: string) => change({ fields: { ...latest.current.fields, [id]: text } }),
    [change],
  );

  /** The writer's choice for a value changed here and elsewhere; saved with the rest once none is left. */
  const resolve = useCallback(
    (key: EntryValueKey, choice: Choice) => {
      const conflict = conflicted.current.find((each) => each.key === key);
      if (!conflict) return;
      conflicted.current = conflicted.current.filter((each) => each.key !== key);
      setConflicts(conflicted.current);
      // What the field holds now: the writer may have typed on after the question came.
      const mine = entryValue(latest.current, key);
      const { theirs } = conflict;
      const joiner = key === 'description' ? '' : '\n\n';
      const chosen =
        choice === 'theirs'
          ? theirs
          : choice === 'both' && typeof mine === 'string'
            ? `${String(theirs)}${joiner}${mine}`
            : mine;
      if (chosen !== entryValue(latest.current, key)) {
        setAll(withEntryValue(latest.current, key, chosen));
        setRestored((n) => n + 1);
      }
      if (conflicted.current.length === 0) setStatus({ kind: 'idle' });
      later(0);
    },
    [later, setAll],
  );

  // Opening the entry: what was left unsaved on this device is put back and saved; a value changed
  // elsewhere meanwhile is a choice.
  useEffect(() => {
    let live = true;
    void readDrafts(writer, story, [draftField(entry._id)]).then((drafts) => {
      const draft = drafts[draftField(entry._id)];
      if (!live || !draft) return;
      // Typed before the device answered: that text is the draft now, not the older one.
      if (!same(latest.current, saved.current)) return;
      takeServer(saved.current, JSON.parse(draft.text) as EntryValues, JSON.parse(draft.base) as EntryValues);
    });
    return () => {
      live = false;
    };
    // Once per entry: its draft is read when its page opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [writer, story, entry._id]);

  // Leaving the page (the codex link, another page) saves what is left; Logout saves first.
  useEffect(() => {
    const unregister = registerPendingSave(() => flushRef.current());
    open.current = true;
    return () => {
      open.current = false;
      unregister();
      cancel();
      void flushRef.current();
    };
  }, [cancel]);

  return {
    values,
    change,
    changeField,
    status,
    errors,
    flush,
    conflicts: conflicts.map((each): EntryConflict => ({ ...each, mine: entryValue(values, each.key) })),
    resolve,
    restored,
    followDescription,
    livePut,
    pending: values !== savedValues && !same(values, savedValues),
  };
}

import { BEAT_MAX, TITLE_MAX } from '@three-act/contract/limits';
import type { Outline } from '@three-act/contract/outlines';
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { Path, UseFormReturn } from 'react-hook-form';
import type { ApiFailure } from '../../lib/api';
import { dropDraft, keepDraft, readDrafts, type DraftKey } from '../../lib/drafts';
import { registerPendingSave } from '../../lib/pending-saves';
import { useFlush, useSaveQueue } from '../../lib/save-queue';
import { announceSaved, onSavedElsewhere } from '../../lib/saved-elsewhere';
import { useAppDispatch } from '../../app/hooks';
import { outlineApi, useSaveOutlineMutation } from './outline-api';
import type { Choice } from '../../components/ui/conflict-choice';
import { AUTOSAVE_DELAY_MS, type SaveStatus } from '../../lib/save-status';
import { fieldText } from './story-fields';
import { outlineSchemas } from './outline-schemas';

export type FormValues = Record<string, string>;

/** The status while a beat is past BEAT_MAX or the title past TITLE_MAX (decisions 168, 176): never "Saved". */
const TOO_LONG = 'an answer is too long: shorten it to save';
const TITLE_TOO_LONG = 'the title is too long: shorten it to save';

/** Whether a field's text is past its limit, so it waits on the device instead of going. */
const isTooLong = (field: string, text: string) => text.length > (field === 'title' ? TITLE_MAX : BEAT_MAX);

/** A field changed here and elsewhere: the writer chooses. `theirs` is the server's text now. */
export interface Conflict {
  field: string;
  theirs: string;
}

/** "Keep both": the other version, then the writer's, one paragraph apart. */
const bothTexts = (mine: string, theirs: string) => (theirs ? `${theirs}\n\n${mine}` : mine);

interface AutosaveOptions {
  form: UseFormReturn<FormValues>;
  /** The story as the server holds it; null while the writer has none (autosave never creates one). */
  outline: Outline | null;
  fields: readonly string[];
  writer: string;
  /**
   * Whether a field is edited live (decision 192), read at each step: its text goes to the live
   * document, not through this save nor into drafts, and a saved answer never writes over it.
   */
  isLive?: (field: string) => boolean;
}

const NOT_LIVE = () => false;

/**
 * Saves a form's fields by themselves (docs/decisions/127-drafts-and-autosave.md): about a second
 * after typing pauses, on blur and on Ctrl/⌘-S (the page calls `flush`). Each save carries only
 * the fields changed against the server's text and the version that text came from; a 409 turns
 * the conflicting fields into choices, and fields nobody touched here take the other tab's text.
 * Every keystroke is kept as a draft on the device until the server has it.
 */
export function useAutosave({ form, outline, fields, writer, isLive = NOT_LIVE }: AutosaveOptions) {
  const dispatch = useAppDispatch();
  const [saveOutline] = useSaveOutlineMutation();
  const [status, setStatus] = useState<SaveStatus>({ kind: 'idle' });
  const [conflicts, setConflicts] = useState<Conflict[]>([]);
  const [pending, setPending] = useState(false);
  /** The device refused a draft (IndexedDB missing or full): the text is then only in the page. */
  const [deviceRefused, setDeviceRefused] = useState(false);
  /** Fields whose text now is not yet known to be on the device (written a moment after a key). */
  const unkept = useRef(new Set<string>());
  const liveField = useRef(isLive);
  useLayoutEffect(() => {
    liveField.current = isLive;
  }, [isLive]);

  const story = outline?._id ?? 'new';
  const baseline = useRef<FormValues>(Object.fromEntries(fields.map((field) => [field, fieldText(outline, field)])));
  const version = useRef(outline?.version);
  const conflicted = useRef(new Map<string, Conflict>());
  const hasStory = outline !== null;
  const queue = useSaveQueue(hasStory);
  const { later, cancel, retry, succeeded } = queue;

  const keyOf = useCallback((field: string): DraftKey => [writer, story, field], [writer, story]);
  const changedFields = useCallback(() => {
    const values = form.getValues();
    return fields.filter((field) => !liveField.current(field) && values[field] !== baseline.current[field]);
  }, [form, fields]);
  const showConflicts = useCallback(() => setConflicts([...conflicted.current.values()]), []);
  const refreshPending = useCallback(() => setPending(changedFields().length > 0), [changedFields]);

  /** The server's copy after a save or a refusal: sent fields are saved, untouched ones follow it. */
  const takeServer = useCallback(
    (server: Outline, sent: FormValues) => {
      version.current = server.version;
      const values = form.getValues();
      for (const field of fields) {
        // A live field's text is the live document's: a saved answer never writes over it.
        if (liveField.current(field) && !(field in sent)) continue;
        if (field in sent) {
          baseline.current[field] = sent[field] ?? '';
        } else if (values[field] === baseline.current[field] && !conflicted.current.has(field)) {
          const text = fieldText(server, field);
          if (text !== values[field]) form.setValue(field as Path<FormValues>, text);
          baseline.current[field] = text;
        }
        if (form.getValues(field as Path<FormValues>) === baseline.current[field]) void dropDraft(keyOf(field));
      }
    },
    [form, fields, keyOf],
  );

  // A refusal: a 409 becomes choices, a lost network or a busy server waits and tries again, and
  // anything the writer must fix is said (the text stays, kept on the device).
  const refused = useCallback(
    async (failure: ApiFailure): Promise<boolean> => {
      if (failure.status === 409) {
        const conflict = (await outlineSchemas()).outlineConflictSchema.safeParse(failure.body);
        if (conflict.success) {
          for (const { path } of conflict.data.errors) {
            conflicted.current.set(path, { field: path, theirs: fieldText(conflict.data.outline, path) });
          }
          takeServer(conflict.data.outline, {});
          showConflicts();
          setStatus({ kind: 'conflict' });
          later(0); // the fields that did not conflict go again with the new version
          return false;
        }
      }
      if (failure.status === 401) return false; // the session ended: the drafts wait for the next sign-in
      const waiting = retry(failure);
      if (waiting) {
        setStatus(waiting);
        return false;
      }
      for (const error of failure.errors) {
        if (error.path && fields.includes(error.path)) {
          form.setError(error.path as Path<FormValues>, { type: 'server', message: error.msg });
        }
      }
      setStatus({ kind: 'refused', message: failure.errors[0]?.msg ?? 'the server refused it' });
      return false;
    },
    [fields, form, later, retry, takeServer, showConflicts],
  );

  const saveOnce = useCallback(async (): Promise<boolean> => {
    cancel();
    const values = form.getValues();
    const fieldsToSend = changedFields().filter((field) => !conflicted.current.has(field));
    if (fieldsToSend.length === 0 || version.current === undefined) {
      refreshPending();
      return fieldsToSend.length === 0 && conflicted.current.size === 0;
    }
    // A beat or title past its limit waits, whole, on the device (its count says so); the others go.
    const tooLong = fieldsToSend.filter((field) => isTooLong(field, values[field] ?? ''));
    const sendable = fieldsToSend.filter((field) => !tooLong.includes(field));
    const changes: FormValues = Object.fromEntries(sendable.map((field) => [field, values[field] ?? '']));
    let schemas: Awaited<ReturnType<typeof outlineSchemas>>;
    try {
      schemas = await outlineSchemas();
    } catch {
      return refused({ status: null, errors: [] }); // the network went before the schemas came: retried
    }
    const checked = schemas.saveOutlineBody.safeParse(changes);
    if (!checked.success) {
      for (const issue of checked.error.issues) {
        form.setError(String(issue.path[0]) as Path<FormValues>, { type: 'client', message: issue.message });
      }
      setStatus({ kind: 'refused', message: 'check the marked answer' });
      return false;
    }
    const held = (): SaveStatus | null =>
      tooLong.length === 0
        ? null
        : { kind: 'refused', message: tooLong.every((field) => field === 'title') ? TITLE_TOO_LONG : TOO_LONG };
    if (sendable.length === 0) {
      setStatus(held() ?? { kind: 'idle' });
      return false;
    }
    setStatus({ kind: 'saving' });
    try {
      const saved = await saveOutline({ changes, copyOf: { _id: story, version: version.current } }).unwrap();
      succeeded();
      takeServer(saved.outline, changes);
      announceSaved({ writer, story, version: saved.outline.version, answer: saved.outline });
      for (const field of sendable) form.clearErrors(field as Path<FormValues>);
      setStatus(conflicted.current.size > 0 ? { kind: 'conflict' } : (held() ?? { kind: 'saved', at: new Date() }));
      refreshPending();
      return conflicted.current.size === 0 && changedFields().length === 0;
    } catch (error) {
      return refused(error as ApiFailure);
    }
  }, [cancel, form, changedFields, refreshPending, saveOutline, story, succeeded, takeServer, refused, writer]);

  /** Saves what is pending now (after any save under way); true once nothing is left unsaved. */
  const flush = useFlush(queue, saveOnce);

  /** The writer's choice for a conflicting field; the chosen text is saved at once. */
  const resolve = useCallback(
    (field: string, choice: Choice) => {
      const conflict = conflicted.current.get(field);
      if (!conflict) return;
      const mine = form.getValues(field as Path<FormValues>);
      const text = choice === 'mine' ? mine : choice === 'theirs' ? conflict.theirs : bothTexts(mine, conflict.theirs);
      baseline.current[field] = conflict.theirs;
      conflicted.current.delete(field);
      showConflicts();
      form.setValue(field as Path<FormValues>, text, { shouldDirty: true });
      if (text === conflict.theirs) void dropDraft(keyOf(field));
      if (conflicted.current.size === 0) setStatus({ kind: 'idle' });
      void flush();
    },
    [form, keyOf, flush, showConflicts],
  );

  /** A version was put back from the history: the field takes it as saved, the rest follow the server. */
  const adopt = useCallback(
    (server: Outline, field: string) => {
      const text = fieldText(server, field);
      conflicted.current.delete(field);
      showConflicts();
      form.setValue(field as Path<FormValues>, text);
      takeServer(server, { [field]: text });
      announceSaved({ writer, story, version: server.version, answer: server });
      setStatus({ kind: 'saved', at: new Date() });
      refreshPending();
    },
    [form, takeServer, writer, story, refreshPending, showConflicts],
  );

  // Another tab of this story saved (a settled conflict, or any save): its text shows here at once.
  // A field typed here and not yet saved is never overwritten: if the other tab changed it too,
  // it becomes a choice, as a refused save's field would.
  useEffect(
    () =>
      onSavedElsewhere((message) => {
        if (message.writer !== writer || message.story !== story) return;
        if (version.current === undefined || message.version <= version.current) return;
        const server = message.answer as Outline;
        dispatch(
          outlineApi.util.updateQueryData('getOutline', undefined, (cached) =>
            cached?._id === server._id && cached.version < server.version ? server : cached,
          ),
        );
        const values = form.getValues();
        for (const field of fields) {
          if (liveField.current(field)) continue;
          const theirs = fieldText(server, field);
          const mine = values[field] ?? '';
          const typedHere = mine !== baseline.current[field] || conflicted.current.has(field);
          if (!typedHere) continue;
          if (mine === theirs) {
            conflicted.current.delete(field);
            baseline.current[field] = theirs;
          } else if (conflicted.current.has(field) || theirs !== baseline.current[field]) {
            conflicted.current.set(field, { field, theirs });
          }
        }
        takeServer(server, {});
        showConflicts();
        if (conflicted.current.size > 0) setStatus({ kind: 'conflict' });
        refreshPending();
      }),
    [writer, story, fields, form, dispatch, takeServer, refreshPending, showConflicts],
  );

  // Every change is kept on the device at once and saved after the pause.
  useEffect(() => {
    const subscription = form.watch((values, { name }) => {
      if (!name || !fields.includes(name) || liveField.current(name)) return;
      const text = values[name] ?? '';
      if (text === baseline.current[name]) {
        unkept.current.delete(name);
        void dropDraft(keyOf(name));
      } else {
        unkept.current.add(name);
        void keepDraft(keyOf(name), { text, base: baseline.current[name] ?? '' }).then((kept) => {
          if (!kept) setDeviceRefused(true);
          else if (form.getValues(name as Path<FormValues>) === text) unkept.current.delete(name);
        });
      }
      refreshPending();
      later(AUTOSAVE_DELAY_MS);
    });
    return () => subscription.unsubscribe();
  }, [form, fields, keyOf, later, refreshPending]);

  /**
   * Whether leaving now would lose text: some changed field is neither on the server nor (yet) on
   * the device. Read when a navigation starts; a keystroke re-renders nothing for it (decision 170).
   */
  const atRisk = useCallback(() => changedFields().some((field) => unkept.current.has(field)), [changedFields]);

  // Coming back: drafts from an earlier visit, a reload or an ended session are put back and saved;
  // one whose server text changed meanwhile is a choice.
  useEffect(() => {
    let live = true;
    const kept = fields.filter((field) => !liveField.current(field));
    void readDrafts(writer, story, kept).then((drafts) => {
      if (!live) return;
      for (const [field, draft] of Object.entries(drafts)) {
        const server = baseline.current[field] ?? '';
        if (draft.text === server) {
          void dropDraft(keyOf(field));
          continue;
        }
        if (draft.base !== server && hasStory) conflicted.current.set(field, { field, theirs: server });
        form.setValue(field as Path<FormValues>, draft.text, { shouldDirty: true });
      }
      showConflicts();
      if (conflicted.current.size > 0) setStatus({ kind: 'conflict' });
      refreshPending();
      if (Object.keys(drafts).length > 0) later(0);
    });
    return () => {
      live = false;
    };
    // Once per story: the drafts are read when its form opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [writer, story]);

  // Leaving the page: what is pending goes at once (back online, `useFlush` saves).
  useEffect(() => {
    const unregister = registerPendingSave(flush);
    return () => {
      unregister();
      if (hasStory && changedFields().length > 0) void flush();
    };
  }, [flush, hasStory, changedFields]);

  return { status, conflicts, pending, deviceRefused, atRisk, flush, resolve, adopt };
}

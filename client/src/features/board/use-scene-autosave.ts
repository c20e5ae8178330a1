import {
  patchSceneBody,
  SCENE_FIELDS,
  sceneConflictSchema,
  type Scene,
  type SceneField,
} from '@three-act/contract/board';
import { SCENE_PLACE_MAX, SCENE_TITLE_MAX } from '@three-act/contract/limits';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { Choice } from '../../components/ui/conflict-choice';
import type { ApiFailure } from '../../lib/api';
import { dropDraft, keepDraft, readDrafts, type DraftKey } from '../../lib/drafts';
import { registerPendingSave } from '../../lib/pending-saves';
import { useFlush, useSaveQueue } from '../../lib/save-queue';
import { AUTOSAVE_DELAY_MS, type SaveStatus } from '../../lib/save-status';
import { useSaveSceneMutation } from './board-api';
import { bodyOf, sameValue, valuesOf, withField, type SceneValues } from './scene-fields';

/** The one-line texts the panel counts and holds back past their limit, never sent cut (decision 176). */
const LIMITS: Partial<Record<SceneField, number>> = { title: SCENE_TITLE_MAX, place: SCENE_PLACE_MAX };
const isTooLong = (field: SceneField, value: unknown) =>
  typeof value === 'string' && value.length > (LIMITS[field] ?? Number.POSITIVE_INFINITY);
// English, and the keys the panel says them by in every language.
const TOO_LONG_BOTH = 'the title and the place are too long: shorten them to save';
const TOO_LONG: Partial<Record<string, string>> = {
  title: 'the title is too long: shorten it to save',
  place: 'the place is too long: shorten it to save',
};
/** The texts kept on the device until the server has them, as a beat's are. */
const DRAFTED = ['title', 'summary'] as const;
type Drafted = (typeof DRAFTED)[number];
const draftField = (scene: string, field: Drafted) => `scene:${scene}:${field}`;

/** A field changed here and elsewhere: the writer chooses. `theirs` is the scene as the server holds it. */
export interface SceneConflict {
  field: SceneField;
  theirs: Scene;
}

type Body = ReturnType<typeof bodyOf>;

/**
 * Saves the scene panel's fields by themselves, as the act pages save beats
 * (docs/decisions/127-drafts-and-autosave.md, 165-scenes-and-plotlines.md): about a second after a
 * change pauses (and on blur, Ctrl/⌘-S or closing the panel), only the fields changed against the
 * server's copy, with If-Match; a 409 turns the conflicting fields into choices. The title and the
 * summary are kept as drafts on the device until the server has them.
 */
export function useSceneAutosave({
  story,
  scene,
  writer,
  live = false,
}: {
  story: string;
  scene: Scene;
  writer: string;
  /**
   * The summary is the story's live document's (decision 192), or waits for it: it is shown and
   * counted, never sent, kept as a draft or taken from the server's answers (the server stores it).
   */
  live?: boolean;
}) {
  const [saveScene] = useSaveSceneMutation();
  const [values, setValues] = useState<SceneValues>(() => valuesOf(scene));
  const [status, setStatus] = useState<SaveStatus>({ kind: 'idle' });
  const [errors, setErrors] = useState<Partial<Record<SceneField, string>>>({});
  const [conflicts, setConflicts] = useState<SceneConflict[]>([]);
  /** Moves whenever a text is set from outside the inputs, so the rich-text editor starts again from it. */
  const [restored, setRestored] = useState(0);
  const [pending, setPending] = useState(false);
  /** The summary put back from a kept version while it is live: written into the shared text (the panel's editor). */
  const [livePut, setLivePut] = useState<{ html: string; round: number } | null>(null);
  const liveSummary = useRef(live);
  /** A field this hook saves: every one but a live summary. */
  const saved = (field: SceneField) => !(field === 'summary' && liveSummary.current);

  const current = useRef(values);
  const baseline = useRef<Body>(bodyOf(valuesOf(scene)));
  const version = useRef(scene.version);
  const conflicted = useRef(new Map<SceneField, SceneConflict>());
  const queue = useSaveQueue();
  const { later, cancel, retry, succeeded } = queue;

  const keyOf = useCallback(
    (field: Drafted): DraftKey => [writer, story, draftField(scene._id, field)],
    [writer, story, scene._id],
  );
  // The summary turning live (the story's document opened, or the server made the new scene's text
  // there): words typed here and not saved yet go into the shared text, as their save would have.
  useEffect(() => {
    const was = liveSummary.current;
    liveSummary.current = live;
    if (!live || was) return;
    const typed = current.current.summary;
    if (!sameValue(bodyOf(current.current).summary, baseline.current.summary))
      setLivePut((before) => ({ html: typed, round: (before?.round ?? 0) + 1 }));
    void dropDraft(keyOf('summary'));
  }, [live, keyOf]);
  const changedFields = useCallback(() => {
    const body = bodyOf(current.current);
    return SCENE_FIELDS.filter((field) => saved(field) && !sameValue(body[field], baseline.current[field]));
  }, []);
  const showConflicts = () => setConflicts([...conflicted.current.values()]);
  const setAll = (next: SceneValues) => {
    current.current = next;
    setValues(next);
  };

  /** The server's copy after a save or a refusal: sent fields are saved, untouched ones follow it. */
  const takeServer = useCallback(
    (server: Scene, sent: Partial<Body>) => {
      version.current = server.version;
      const serverBody = bodyOf(valuesOf(server));
      const body = bodyOf(current.current);
      let next = current.current;
      for (const field of SCENE_FIELDS) {
        if (!saved(field)) continue;
        if (field in sent) {
          baseline.current = { ...baseline.current, [field]: sent[field] };
        } else if (sameValue(body[field], baseline.current[field]) && !conflicted.current.has(field)) {
          if (!sameValue(serverBody[field], body[field])) {
            next = withField(next, field, server);
            if (field === 'summary') setRestored((n) => n + 1);
          }
          baseline.current = { ...baseline.current, [field]: serverBody[field] };
        }
      }
      if (next !== current.current) setAll(next);
      const now = bodyOf(current.current);
      for (const field of DRAFTED) {
        if (saved(field) && sameValue(now[field], baseline.current[field])) void dropDraft(keyOf(field));
      }
    },
    [keyOf],
  );

  const refused = useCallback(
    (failure: ApiFailure): boolean => {
      if (failure.status === 409) {
        const conflict = sceneConflictSchema.safeParse(failure.body);
        if (conflict.success) {
          for (const { path } of conflict.data.errors) {
            const field = SCENE_FIELDS.find((each) => each === path);
            if (field) conflicted.current.set(field, { field, theirs: conflict.data.scene });
          }
          takeServer(conflict.data.scene, {});
          showConflicts();
          setStatus({ kind: 'conflict' });
          later(0); // the fields that did not conflict go again with the new version
          return false;
        }
      }
      if (failure.status === 401) return false;
      const waiting = retry(failure);
      if (waiting) {
        setStatus(waiting);
        return false;
      }
      const named: Partial<Record<SceneField, string>> = {};
      for (const error of failure.errors) {
        const field = SCENE_FIELDS.find((each) => error.path === each || error.path?.startsWith(`${each}.`));
        if (field) named[field] = error.msg;
      }
      setErrors((before) => ({ ...before, ...named }));
      setStatus({ kind: 'refused', message: failure.errors[0]?.msg ?? 'the server refused it' });
      return false;
    },
    [later, retry, takeServer],
  );

  const saveOnce = useCallback(async (): Promise<boolean> => {
    cancel();
    const body = bodyOf(current.current);
    const changed = changedFields().filter((field) => !conflicted.current.has(field));
    // A title or place past its limit waits, whole, in the field (its count says so); the others go.
    const held = changed.filter((field) => isTooLong(field, body[field]));
    const fields = changed.filter((field) => !held.includes(field));
    const heldStatus = (): SaveStatus | null =>
      held.length === 0
        ? null
        : {
            kind: 'refused',
            message: held.length > 1 ? TOO_LONG_BOTH : (TOO_LONG[held.join('')] ?? TOO_LONG_BOTH),
          };
    if (fields.length === 0) {
      // Nothing to send (a summary that turned live may have been all that waited).
      setPending(changed.length > 0);
      setStatus(heldStatus() ?? { kind: 'idle' });
      return held.length === 0 && conflicted.current.size === 0;
    }
    const changes = Object.fromEntries(fields.map((field) => [field, body[field]])) as Partial<Body>;
    const checked = patchSceneBody.safeParse(changes);
    if (!checked.success) {
      const named: Partial<Record<SceneField, string>> = {};
      for (const issue of checked.error.issues) {
        const field = SCENE_FIELDS.find((each) => each === issue.path[0]);
        if (field) named[field] ??= issue.message;
      }
      setErrors(named);
      setStatus({ kind: 'refused', message: 'check the marked field' });
      return false;
    }
    setStatus({ kind: 'saving' });
    try {
      const saved = await saveScene({
        story,
        scene: { _id: scene._id, version: version.current },
        changes,
      }).unwrap();
      succeeded();
      takeServer(saved, changes);
      setErrors({});
      setPending(changedFields().length > 0);
      setStatus(
        conflicted.current.size > 0 ? { kind: 'conflict' } : (heldStatus() ?? { kind: 'saved', at: new Date() }),
      );
      return conflicted.current.size === 0 && changedFields().length === 0;
    } catch (error) {
      return refused(error as ApiFailure);
    }
  }, [cancel, changedFields, refused, saveScene, scene._id, story, succeeded, takeServer]);

  /** Saves what is pending now (after any save under way); true once nothing is left unsaved. */
  const flush = useFlush(queue, saveOnce);

  /** A change of one or more inputs: shown at once, kept as a draft (title, summary), saved after the pause. */
  const change = useCallback(
    (patch: Partial<SceneValues>) => {
      const next = { ...current.current, ...patch };
      setAll(next);
      const body = bodyOf(next);
      for (const field of DRAFTED) {
        if (!(field in patch) || !saved(field)) continue;
        const text = next[field];
        if (sameValue(body[field], baseline.current[field])) void dropDraft(keyOf(field));
        else void keepDraft(keyOf(field), { text, base: (baseline.current[field] as string | null) ?? '' });
      }
      // A live summary's words are the document's: nothing waits here for them.
      if (!Object.keys(patch).some((field) => saved(field as SceneField))) return;
      setPending(true);
      later(AUTOSAVE_DELAY_MS);
    },
    [keyOf, later],
  );

  /** The live summary's HTML as the shared text has it now (typed here or elsewhere): shown and counted, never saved here. */
  const followSummary = useCallback((summary: string) => setAll({ ...current.current, summary }), []);

  /** A kept version of the title or summary put back (the history's "Use this version"): shown at once and saved as any change. */
  const putBack = useCallback(
    (field: 'title' | 'summary', text: string) => {
      change({ [field]: text });
      if (field === 'summary' && !saved(field))
        setLivePut((before) => ({ html: text, round: (before?.round ?? 0) + 1 }));
      else if (field === 'summary') setRestored((n) => n + 1);
    },
    [change],
  );

  /** The writer's choice for a conflicting field; the chosen version is saved at once. */
  const resolve = (field: SceneField, choice: Choice) => {
    const conflict = conflicted.current.get(field);
    if (!conflict) return;
    const theirs = valuesOf(conflict.theirs);
    baseline.current = { ...baseline.current, [field]: bodyOf(theirs)[field] };
    conflicted.current.delete(field);
    showConflicts();
    let next = current.current;
    if (choice === 'theirs') next = withField(next, field, conflict.theirs);
    else if (
      choice === 'both' &&
      (field === 'title' || field === 'summary' || field === 'notes' || field === 'place')
    ) {
      const joiner = field === 'summary' ? '' : field === 'notes' ? '\n\n' : ' / ';
      next = { ...next, [field]: theirs[field] ? `${theirs[field]}${joiner}${next[field]}` : next[field] };
    }
    if (next !== current.current) {
      setAll(next);
      if (field === 'summary') setRestored((n) => n + 1);
    }
    if (conflicted.current.size === 0) setStatus({ kind: 'idle' });
    void flush();
  };

  // Opening the panel: the title and summary left unsaved on this device earlier are put back and
  // saved; one whose server text changed meanwhile is a choice.
  useEffect(() => {
    let live = true;
    void readDrafts(
      writer,
      story,
      DRAFTED.map((field) => draftField(scene._id, field)),
    ).then((drafts) => {
      if (!live) return;
      let next = current.current;
      for (const field of DRAFTED) {
        const draft = drafts[draftField(scene._id, field)];
        if (!draft || !saved(field)) continue;
        const server = (baseline.current[field] as string | null) ?? '';
        if (draft.text === server) {
          void dropDraft(keyOf(field));
          continue;
        }
        if (draft.base !== server) conflicted.current.set(field, { field, theirs: scene });
        next = { ...next, [field]: draft.text };
      }
      if (next === current.current) return;
      setAll(next);
      setRestored((n) => n + 1);
      showConflicts();
      if (conflicted.current.size > 0) setStatus({ kind: 'conflict' });
      later(0);
    });
    return () => {
      live = false;
    };
    // Once per scene: its drafts are read when its panel opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [writer, story, scene._id]);

  // Closing the panel or leaving the page: what is pending goes at once (back online, `useFlush` saves).
  useEffect(() => {
    const unregister = registerPendingSave(flush);
    return () => {
      unregister();
      if (changedFields().length > 0) void flush();
    };
  }, [flush, changedFields]);

  return {
    values,
    change,
    putBack,
    status,
    pending,
    errors,
    conflicts,
    resolve,
    flush,
    restored,
    livePut,
    followSummary,
  };
}

import { BEAT_KEYS, wordCount, wordsIn } from '@three-act/contract/beats';
import type { BeatQuestion } from '@three-act/contract/guided-questions';
import { BEAT_MAX, TITLE_MAX } from '@three-act/contract/limits';
import type { Character, Outline } from '@three-act/contract/outlines';
import { saveOutlineBodyLater } from '../outline-schemas';
import {
  memo,
  useCallback,
  createContext,
  useContext,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import { useFormState, useWatch, type UseFormReturn } from 'react-hook-form';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { useAppDispatch } from '../../../app/hooks';
import { PageTitle } from '../../../components/layout/page-title';
import { FormSummary } from '../../../components/ui/form-summary';
import { TextField } from '../../../components/ui/text-field';
import { isOverLimit, LengthCount } from '../../../components/ui/length-count';
import { isCounted } from '../../../lib/length-note';
import { alertErrors, setAlert } from '../../../app/alerts/alert-slice';
import { BeatAnswerField } from './beat-answer-field';
import type { OnLinkError } from './beat-cast';
import { MentionEntries } from '../../../components/ui/mention-entries';
import type { Mentionable } from '../../../components/ui/use-mention';
import { BeatHistory } from './beat-history';
import { ConflictChoice, type Choice } from '../../../components/ui/conflict-choice';
import { useSaveOutlineMutation } from '../outline-api';
import { fieldText, otherStructure } from '../story-fields';
import { saveBarStatusClass, statusText } from '../../../lib/save-status';
import { useUiT } from '../../../lib/ui-words';
import { useOutlineT } from '../words';
import { useAutosave, type Conflict, type FormValues } from '../use-autosave';
import { dropNewStoryDrafts } from '../../../lib/drafts';
import { wordsOf } from '../../../lib/word-count';
import type { ApiError } from '../../../lib/api-error';
import { useApiForm } from '../../../lib/use-api-form';
import { LEAVE_UNASKED, useUnsavedChanges } from '../../../lib/use-unsaved-changes';

/** One question of a beats form, numbered as its page shows it ("8", or "II·8" in a framework view). */
interface FormQuestion {
  question: BeatQuestion;
  number: number | string;
  /** "beat 8", "Act II beat 8": names its controls. */
  label: string;
}

/** A group of questions: a whole act, or one framework beat with its name and what it asks. */
export interface FormSection {
  heading?: string;
  description?: string;
  questions: FormQuestion[];
}

interface BeatsFormProps {
  /** The signed-in writer's id: drafts on this device are kept per writer. */
  writer: string;
  outline: Outline | null;
  /** The page's title (browser tab) and heading. */
  title: string;
  heading: string;
  intro: ReactNode;
  sections: FormSection[];
  /** Asks the story's title with this hint (Act I, or any act before the story exists). */
  titleHint?: string;
  /** "This act", "These beats": the word count's first half. */
  scope: string;
  /** A framework view marks the beats without an answer. */
  markEmpty?: boolean;
  /**
   * What the page shows under each beat, outside what a critic cannot change (its comments): given
   * the beat's id, which is also its answer box's `name`, and its label ("beat 8"). Keep it stable:
   * rows render it as they type.
   */
  underBeat?: BeatExtra;
  /** A story edited live (decision 192): how its fields are, given by the route. */
  live?: LiveFields | null;
}

/** What a page shows under a beat, given its id and label. */
export type BeatExtra = (beat: string, label: string) => ReactNode;

/** A text box of the form: a beat's answer or the title. */
type TextBox = HTMLTextAreaElement | HTMLInputElement;

/** A field bound live: `write` puts a text the page set itself (an "@" choice, a version put back) into it. */
interface LiveHandle {
  write: (text: string) => void;
  destroy: () => void;
}

/**
 * How a page edits some of the form's fields live (decision 192): the route composes it (this
 * feature does not know how it is done). Its fields' text is the live document's: they are not
 * autosaved nor kept as drafts here.
 */
export interface LiveFields {
  /** The fields edited live; null while the live document loads (every field then waits, read-only). */
  fields: ReadonlySet<string> | null;
  /** Binds a live field's box; `follow` is told each text from elsewhere; `label` says where ("5. Fun and games"). Stable. */
  bind: (field: string, element: TextBox, follow: (text: string) => void, label: string) => LiveHandle;
  /** The save bar's words about the live fields. */
  status: string;
  /** Drawn by a live field's box: the others' carets there. Stable. */
  overField: (field: string, element: TextBox) => ReactNode;
  /** Who else is here, and where. */
  presence: ReactNode;
}

/** How one field is edited: live, waiting for the live document, or saved as ever (undefined). */
type LiveState = 'live' | 'wait' | undefined;

const liveStateOf = (live: LiveFields | null | undefined, field: string): LiveState =>
  !live ? undefined : live.fields === null ? 'wait' : live.fields.has(field) ? 'live' : undefined;

/** The fields a form edits (the title where asked): empty beats are ''. */
function valuesOf(sections: FormSection[], outline: Outline | null, asksTitle: boolean): FormValues {
  const values: FormValues = {};
  if (asksTitle) values.title = outline?.title ?? '';
  for (const { question } of sections.flatMap((section) => section.questions)) {
    values[question.key] = fieldText(outline, question.key);
  }
  return values;
}

/**
 * The guided questions of an act form or a framework view, with autosave, conflicts and history
 * (docs/decisions/126, 127). Keyed by its page and story, so its fields are fixed for its life.
 *
 * A key typed re-renders none of the form: each row, its counts and the word count line read the
 * key and re-render only when what they show changes (a word more, the box emptied, past the limit),
 * and the save status when it changes (docs/decisions/170-typing-in-one-frame.md, 195).
 * Each row watches its own field; this component watches none.
 */
export function BeatsForm({
  writer,
  outline,
  title,
  heading,
  intro,
  sections,
  titleHint,
  scope,
  markEmpty = false,
  underBeat,
  live,
}: BeatsFormProps) {
  const { t } = useOutlineT();
  const { t: ui } = useUiT();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [saveOutline] = useSaveOutlineMutation();
  const asksTitle = titleHint !== undefined;
  const { form, summary, send } = useApiForm<FormValues>(saveOutlineBodyLater, valuesOf(sections, outline, asksTitle));
  const [fields] = useState(() => Object.keys(valuesOf(sections, outline, asksTitle)));
  const liveFields = live ? live.fields : undefined;
  const isLive = useCallback(
    (field: string) => liveFields !== undefined && (liveFields === null || liveFields.has(field)),
    [liveFields],
  );
  const autosave = useAutosave({ form, outline, fields, writer, isLive });
  const newStory = newStoryStatus(autosave.pending, autosave.deviceRefused);
  const saved = outline ? statusText(autosave.status, autosave.pending, ui, 'outline') : newStory && t(newStory);
  // A live story's status is the live document's, unless a field saved as ever has news.
  const quiet = !autosave.pending && (autosave.status.kind === 'idle' || autosave.status.kind === 'saved');
  const status = live && quiet ? live.status : saved;
  const { bindField, adopt } = useLiveHandles(live?.bind, autosave.adopt);
  const { isSubmitting } = form.formState;
  // A critic on a shared story reads it and changes nothing (decision 189): the fields and SAVE are off.
  const readOnly = outline?.shared?.role === 'critic';
  // Asks only when leaving would lose text: kept on the device, it comes back (decision 176).
  useUnsavedChanges(autosave.pending, undefined, autosave.atRisk);
  useScrollToBeat();
  const shownKeys = useMemo(
    () => sections.flatMap((section) => section.questions.map(({ question }) => question.key)),
    [sections],
  );

  // SAVE: the first one creates the story (and returns to the dashboard); after that it saves what
  // autosave has not sent yet, with the same conflict rule.
  const onValid = async (changes: FormValues) => {
    if (readOnly) return;
    if (outline) {
      if (await autosave.flush()) dispatch(setAlert(t('Outline Updated'), 'success'));
      return;
    }
    const result = await send(saveOutline({ changes }));
    if (!result) return;
    void dropNewStoryDrafts(writer);
    dispatch(setAlert(t('Outline Created'), 'success'));
    void navigate('/dashboard', { state: LEAVE_UNASKED });
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 's') {
      event.preventDefault();
      void form.handleSubmit(onValid)();
    }
  };

  const painted = usePaintedOnce();
  const [historyOf, setHistoryOf] = useState<string | null>(null);
  const toggleHistory = useCallback((field: string) => setHistoryOf((open) => (open === field ? null : field)), []);
  const onLinkError = useCallback((linkErrors: ApiError[]) => dispatch(alertErrors(linkErrors)), [dispatch]);
  const conflictOf = (field: string) => autosave.conflicts.find((conflict) => conflict.field === field);
  const characters = outline?.characters ?? NO_CHARACTERS;
  const { entries, ask: askCodex } = useContext(MentionEntries);
  const row = {
    form,
    readOnly,
    writer,
    hasHistory: outline !== null,
    onHistory: toggleHistory,
    onResolve: autosave.resolve,
    onAdopt: adopt,
    bind: live ? bindField : undefined,
    overField: live?.overField,
  };

  return (
    <Counted.Provider value={painted}>
      <section className="page act-page">
        <PageTitle title={title} />
        <h1>{heading}</h1>
        <p className="lead">{intro}</p>
        <OnceCounted className="act-page__words">
          <WordsLine form={form} outline={outline} shownKeys={shownKeys} scope={scope} />
        </OnceCounted>
        {live?.presence}
        {readOnly && (
          <p className="notice" role="note">
            {t('You are a critic on this story: you can read it, not change it.')}
          </p>
        )}

        <form
          className="act-form"
          onSubmit={form.handleSubmit(onValid)}
          onBlur={() => void (outline && autosave.flush())}
          onKeyDown={onKeyDown}
          aria-label={heading}
        >
          <FormSummary errors={summary} />
          {/* Each row disables its own fields for a critic: what is under a beat (comments) stays open. */}
          <fieldset className="act-form__fieldset">
            {asksTitle && (
              <TitleRow
                {...row}
                hint={titleHint}
                live={liveStateOf(live, TITLE)}
                conflict={conflictOf(TITLE)}
                historyOpen={historyOf === 'title'}
              />
            )}
            {sections.map((section) => (
              <section key={section.heading ?? 'beats'} className="act-form__section" aria-label={section.heading}>
                {section.heading && <h2 className="act-form__section-heading">{section.heading}</h2>}
                {section.description && <p className="act-form__section-description">{section.description}</p>}
                <ol className="act-form__beats">
                  {section.questions.map(({ question, number, label }) => (
                    <BeatRow
                      key={question.key}
                      {...row}
                      question={question}
                      number={number}
                      label={label}
                      markEmpty={markEmpty}
                      characters={characters}
                      entries={entries}
                      onAsk={askCodex}
                      onLinkError={onLinkError}
                      underBeat={underBeat}
                      live={liveStateOf(live, question.key)}
                      conflict={conflictOf(question.key)}
                      historyOpen={historyOf === question.key}
                    />
                  ))}
                </ol>
              </section>
            ))}
            <div className="save-bar">
              <Link to="/dashboard" className="btn btn--secondary">
                {t('BACK')}
              </Link>
              <span className={saveBarStatusClass(status)} aria-live="polite">
                {status}
              </span>
              {/* The spec's SAVE: before the story exists it is what starts it; after, autosave does the
              work and SAVE is "save now", secondary to the status (decision 176). */}
              <button
                type="submit"
                className={outline ? 'btn btn--secondary save-bar__save' : 'btn btn--primary save-bar__save'}
                disabled={isSubmitting || readOnly}
                title={outline ? t('Save now: your answers also save by themselves as you type') : undefined}
              >
                {t('SAVE')}
              </button>
            </div>
          </fieldset>
        </form>
      </section>
    </Counted.Provider>
  );
}

const NO_CHARACTERS: Character[] = [];
/** The title's field (a field's name, not a word). */
const TITLE = 'title';

/**
 * The status before the story exists: autosave cannot save yet (the first SAVE starts the story,
 * as the spec says), so it says truly where the text is (decision 176).
 */
function newStoryStatus(pending: boolean, deviceRefused: boolean): string {
  if (!pending) return '';
  return deviceRefused
    ? 'Not saved, and this device could not keep it — SAVE to start your story'
    : 'Kept on this device — SAVE to start your story';
}

/**
 * The live fields' handles, so a version put back from the history goes into the live document as
 * well as into the form: `bindField` binds through the page's `bind` and keeps each handle.
 */
function useLiveHandles(bind: LiveFields['bind'] | undefined, adoptSaved: (server: Outline, field: string) => void) {
  const handles = useRef(new Map<string, LiveHandle>());
  const bindField = useCallback(
    (field: string, element: TextBox, follow: (text: string) => void, label: string): LiveHandle => {
      const handle = bind ? bind(field, element, follow, label) : { write: () => undefined, destroy: () => undefined };
      handles.current.set(field, handle);
      return {
        write: handle.write,
        destroy: () => {
          if (handles.current.get(field) === handle) handles.current.delete(field);
          handle.destroy();
        },
      };
    },
    [bind],
  );
  const adopt = useCallback(
    (server: Outline, field: string) => {
      adoptSaved(server, field);
      handles.current.get(field)?.write(fieldText(server, field));
    },
    [adoptSaved],
  );
  return { bindField, adopt };
}

/**
 * Binds a row's box to its live field while it is one, and gives the row's element (for the others'
 * carets) and handle (for "@" choices). `register` is the form's: the box stays the form's field.
 */
function useLiveBox(
  form: UseFormReturn<FormValues>,
  field: string,
  live: LiveState,
  bind: LiveFields['bind'] | undefined,
  label: string,
) {
  const [element, setElement] = useState<TextBox | null>(null);
  const handle = useRef<LiveHandle | null>(null);
  const ref = useCallback(
    (node: TextBox | null) => {
      form.register(field).ref(node);
      setElement(node);
    },
    [form, field],
  );
  // Bound in the commit that makes the box editable, before the browser takes another key: a key
  // typed between the two would be in the box and not in the shared text, which then replaces it.
  useLayoutEffect(() => {
    if (live !== 'live' || !element || !bind) return;
    const bound = bind(field, element, (text) => form.setValue(field, text), label);
    handle.current = bound;
    return () => {
      handle.current = null;
      bound.destroy();
    };
  }, [live, element, bind, field, form, label]);
  /** A text the page set itself (an "@" choice): the form's, and the live document's. */
  const write = useCallback(
    (text: string) => {
      form.setValue(field, text, { shouldDirty: true });
      handle.current?.write(text);
    },
    [form, field],
  );
  return { element, attach: ref, write };
}

/** What every row of a form shares: the form, and the page's handlers (each stable). */
interface RowProps {
  form: UseFormReturn<FormValues>;
  /** A critic's: the row's controls are off and its answer read-only (still selectable). */
  readOnly: boolean;
  /** The signed-in writer's id. */
  writer: string;
  /** Whether the story exists, so its fields have a history. */
  hasHistory: boolean;
  historyOpen: boolean;
  onHistory: (field: string) => void;
  conflict: Conflict | undefined;
  onResolve: (field: string, choice: Choice) => void;
  onAdopt: (server: Outline, field: string) => void;
  /** The page's live binding, on a live story. */
  bind: LiveFields['bind'] | undefined;
  overField: LiveFields['overField'] | undefined;
  /** How this row's field is edited (decision 192). */
  live: LiveState;
}

/** A field's conflict choice and history toggle, under it. */
function FieldExtras({
  form,
  field,
  label,
  writer,
  hasHistory,
  historyOpen,
  onHistory,
  conflict,
  onResolve,
  onAdopt,
}: Omit<RowProps, 'readOnly' | 'bind' | 'overField' | 'live'> & {
  field: string;
  label: string;
}) {
  const { t } = useOutlineT();
  return (
    <>
      {conflict && (
        <WithText form={form} field={field}>
          {(text) => (
            <ConflictChoice
              label={label}
              mine={text}
              theirs={conflict.theirs}
              onChoose={(chosen) => onResolve(field, chosen)}
            />
          )}
        </WithText>
      )}
      {hasHistory && (
        <>
          <button
            type="button"
            className="link-button act-form__history-toggle"
            aria-expanded={historyOpen}
            aria-label={t('History of {{label}}', { label })}
            onClick={() => onHistory(field)}
          >
            {t('History')}
          </button>
          {historyOpen && (
            <WithText form={form} field={field}>
              {(text) => (
                <BeatHistory
                  field={field}
                  label={label}
                  current={text}
                  me={writer}
                  onRestored={(restored) => onAdopt(restored, field)}
                />
              )}
            </WithText>
          )}
        </>
      )}
    </>
  );
}

/** The story's title, on Act I (and on every act before the story exists). */
const TitleRow = memo(function TitleRow({
  form,
  readOnly,
  hint,
  bind,
  overField,
  live,
  ...extras
}: RowProps & { hint?: string }) {
  const { t } = useOutlineT();
  const over = useWatch({ control: form.control, name: TITLE, compute: titleOver });
  const { errors } = useFormState({ control: form.control, name: TITLE });
  const { element, attach } = useLiveBox(form, TITLE, live, bind, t('the title'));
  return (
    <div className="card act-form__title">
      <fieldset className="act-form__row-fields" disabled={readOnly}>
        <TextField
          label={t('Story title')}
          required
          maxLength={TITLE_MAX}
          hint={hint}
          // Past the limit its count says so already, with what to do (decision 176): not twice.
          error={over ? undefined : errors.title?.message}
          {...form.register('title')}
          ref={attach}
          readOnly={live === 'wait'}
        />
        {live === 'live' && element && overField?.(TITLE, element)}
        <FieldExtras form={form} field={TITLE} label={t('the title')} {...extras} />
      </fieldset>
    </div>
  );
});

interface BeatRowProps extends RowProps, FormQuestion {
  markEmpty: boolean;
  characters: Character[];
  entries: readonly Mentionable[];
  onAsk: () => void;
  onLinkError: OnLinkError;
  underBeat: BeatExtra | undefined;
}

/** One beat: its question, answer, counts, cast, conflict and history; a key re-renders it only when it empties or passes the limit. */
const BeatRow = memo(function BeatRow({
  form,
  readOnly,
  underBeat,
  question,
  number,
  label,
  markEmpty,
  characters,
  entries,
  onAsk,
  onLinkError,
  bind,
  overField,
  live,
  ...extras
}: BeatRowProps) {
  const { t } = useOutlineT();
  const key = question.key;
  // Read at each key, but the row re-renders only when these change (decision 195).
  const { blank, over } = useWatch({ control: form.control, name: key, compute: rowFigures });
  const { errors } = useFormState({ control: form.control, name: key });
  const empty = markEmpty && blank;
  const { element, attach, write } = useLiveBox(form, key, live, bind, `${number}. ${question.beat}`);
  return (
    <li id={key} className={empty ? 'card act-form__beat act-form__beat--empty' : 'card act-form__beat'}>
      {empty && <p className="act-form__empty">{t('Not answered yet')}</p>}
      {/* A critic's answer is read-only, not disabled, so a range of it can be selected and commented on. */}
      <BeatAnswerField
        readOnly={readOnly || live === 'wait'}
        question={question}
        number={number}
        over={over}
        counts={(countId) => (
          <OnceCounted className="beat__words">
            <BeatCounts form={form} field={key} id={countId} />
          </OnceCounted>
        )}
        error={errors[key]?.message}
        characters={characters}
        entries={entries}
        onAsk={onAsk}
        onText={write}
        onLinkError={onLinkError}
        // The form's field, with the ref that also gives the row its box.
        {...{ ...form.register(key), ref: attach }}
      />
      {live === 'live' && element && overField?.(key, element)}
      <fieldset className="act-form__row-fields" disabled={readOnly}>
        <FieldExtras form={form} field={key} label={label} {...extras} />
      </fieldset>
      {underBeat?.(key, label)}
    </li>
  );
});

/**
 * A beat's counts under its box: the characters left near BEAT_MAX (past it, how many too many) and
 * its words. Read at each key; re-rendered when a figure changes (a word more, not a letter).
 */
function BeatCounts({ form, field, id }: { form: UseFormReturn<FormValues>; field: string; id: string }) {
  const { t } = useOutlineT();
  const { words, length } = useWatch({ control: form.control, name: field, compute: countFigures });
  return (
    <>
      <LengthCount id={id} length={length} max={BEAT_MAX} />
      <p className="beat__words">{t('{{count}} words', { count: words })}</p>
    </>
  );
}

/**
 * Whether the form's counts are shown: not in its first paint. An act of 13 000 words is shown
 * first and counted right after, since counting its words and the story's cost that paint ~0.1 s
 * at 4× CPU (docs/decisions/197-counted-after-the-first-paint.md).
 */
const Counted = createContext(false);

/** `children` once the form is counted; until then an empty line of the same class, as high, so nothing moves. */
function OnceCounted({ className, children }: { className: string; children: ReactNode }) {
  return useContext(Counted) ? children : <p className={className}>{'\u00a0'}</p>;
}

/** False until the page has painted once since the form opened, then true. */
function usePaintedOnce() {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    // A frame's callback runs before it is painted; a task it queues, after.
    const frame = requestAnimationFrame(() => (timer = setTimeout(() => setPainted(true))));
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, []);
  return painted;
}

/** A field's text as it is typed, for what shows it whole (a conflict's choice, its history) while open. */
function WithText({
  form,
  field,
  children,
}: {
  form: UseFormReturn<FormValues>;
  field: string;
  children: (text: string) => ReactNode;
}) {
  return children(useWatch({ control: form.control, name: field }) ?? '');
}

/** What a beat's row shows of its text: whether it is blank, and past BEAT_MAX. */
const rowFigures = (text = '') => ({ blank: !text.trim(), over: isOverLimit(text.length, BEAT_MAX) });
const titleOver = (text = '') => isOverLimit(text.length, TITLE_MAX);
/** A beat's words, and its length where its count shows it (else 0): the figures change only there. */
const countFigures = (text = '') => ({
  words: wordsOf(text),
  length: isCounted(text.length, BEAT_MAX) ? text.length : 0,
});
const wordsInAll = (texts: (string | undefined)[]) => texts.reduce((sum, text) => sum + wordsOf(text), 0);

/** "This act: 1,234 words · the whole story: 5,678 words": follows the shown fields as they are typed. */
function WordsLine({
  form,
  outline,
  shownKeys,
  scope,
}: {
  form: UseFormReturn<FormValues>;
  outline: Outline | null;
  shownKeys: string[];
  scope: string;
}) {
  const { t } = useOutlineT();
  const shownWords = useWatch({ control: form.control, name: shownKeys, compute: wordsInAll });
  const elsewhere = useMemo(() => wordsElsewhere(outline, shownKeys), [outline, shownKeys]);
  return (
    <p className="act-page__words" aria-live="off">
      {t('{{scope}}: {{words}} · the whole story: {{total}}', {
        scope,
        words: t('{{count}} words', { count: shownWords }),
        total: t('{{count}} words', { count: shownWords + elsewhere }),
      })}
    </p>
  );
}

/** The words of the story's beats that a form does not show, on any structure. */
function wordsElsewhere(outline: Outline | null, shown: readonly string[]) {
  const acts = otherStructure(outline);
  if (!acts)
    return wordsIn(
      outline,
      BEAT_KEYS.filter((key) => !shown.includes(key)),
    );
  return acts
    .flatMap((act) => act.beats)
    .filter((beat) => !shown.includes(beat._id))
    .reduce((sum, beat) => sum + wordCount(beat.text), 0);
}

/** /act-2#act2a05 (the dashboard's "Continue" button) opens the form at that beat, ready to type. */
function useScrollToBeat() {
  const { hash } = useLocation();
  useEffect(() => {
    const beat = hash ? document.getElementById(hash.slice(1)) : null;
    if (!beat) return;
    beat.scrollIntoView({ block: 'start' });
    beat.querySelector('textarea')?.focus({ preventScroll: true });
  }, [hash]);
}

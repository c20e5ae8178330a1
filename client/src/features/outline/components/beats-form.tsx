import { BEAT_KEYS, wordCount, wordsIn } from '@three-act/contract/beats';
import type { BeatQuestion } from '@three-act/contract/guided-questions';
import { TITLE_MAX } from '@three-act/contract/limits';
import { saveOutlineBody, type Outline } from '@three-act/contract/outlines';
import { useEffect, useState, type KeyboardEvent, type ReactNode } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { useAppDispatch } from '../../../app/hooks';
import { PageTitle } from '../../../components/layout/page-title';
import { FormSummary } from '../../../components/ui/form-summary';
import { TextField } from '../../../components/ui/text-field';
import { alertErrors, setAlert } from '../../../app/alerts/alert-slice';
import { BeatAnswerField } from './beat-answer-field';
import { BeatHistory } from './beat-history';
import { ConflictChoice } from '../../../components/ui/conflict-choice';
import { useSaveOutlineMutation } from '../outline-api';
import { fieldText, otherStructure } from '../story-fields';
import { saveBarStatusClass, statusText } from '../../../lib/save-status';
import { useAutosave, type FormValues } from '../use-autosave';
import { dropNewStoryDrafts } from '../../../lib/drafts';
import { wordsLabel } from '../../../lib/text';
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
}

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
}: BeatsFormProps) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [saveOutline] = useSaveOutlineMutation();
  const asksTitle = titleHint !== undefined;
  const { form, summary, send } = useApiForm<FormValues>(saveOutlineBody, valuesOf(sections, outline, asksTitle));
  const [fields] = useState(() => Object.keys(valuesOf(sections, outline, asksTitle)));
  const autosave = useAutosave({ form, outline, fields, writer });
  const status = statusText(autosave.status, autosave.pending);
  const { errors, isSubmitting } = form.formState;
  useUnsavedChanges(autosave.pending);
  const values = form.watch();
  useScrollToBeat();
  const shownKeys = sections.flatMap((section) => section.questions.map(({ question }) => question.key));
  const shownWords = shownKeys.reduce((sum, key) => sum + wordCount(values[key]), 0);
  const storyWords = shownWords + wordsElsewhere(outline, shownKeys);

  // SAVE: the first one creates the story (and returns to the dashboard); after that it saves what
  // autosave has not sent yet, with the same conflict rule.
  const onValid = async (changes: FormValues) => {
    if (outline) {
      if (await autosave.flush()) dispatch(setAlert('Outline Updated', 'success'));
      return;
    }
    const result = await send(saveOutline({ changes }));
    if (!result) return;
    void dropNewStoryDrafts(writer);
    dispatch(setAlert('Outline Created', 'success'));
    void navigate('/dashboard', { state: LEAVE_UNASKED });
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 's') {
      event.preventDefault();
      void form.handleSubmit(onValid)();
    }
  };

  const [historyOf, setHistoryOf] = useState<string | null>(null);
  const history = (field: string, label: string) =>
    outline && (
      <>
        <button
          type="button"
          className="link-button act-form__history-toggle"
          aria-expanded={historyOf === field}
          aria-label={`History of ${label}`}
          onClick={() => setHistoryOf(historyOf === field ? null : field)}
        >
          History
        </button>
        {historyOf === field && (
          <BeatHistory
            field={field}
            label={label}
            current={values[field] ?? ''}
            onRestored={(restored) => autosave.adopt(restored, field)}
          />
        )}
      </>
    );

  const conflictOf = (field: string) => autosave.conflicts.find((conflict) => conflict.field === field);
  const choice = (field: string, label: string) => {
    const conflict = conflictOf(field);
    return (
      conflict && (
        <ConflictChoice
          label={label}
          mine={values[field] ?? ''}
          theirs={conflict.theirs}
          onChoose={(chosen) => autosave.resolve(field, chosen)}
        />
      )
    );
  };

  return (
    <section className="page act-page">
      <PageTitle title={title} />
      <h1>{heading}</h1>
      <p className="lead">{intro}</p>
      <p className="act-page__words" aria-live="off">
        {scope}: {wordsLabel(shownWords)} · the whole story: {wordsLabel(storyWords)}
      </p>

      <form
        className="act-form"
        onSubmit={form.handleSubmit(onValid)}
        onBlur={() => void (outline && autosave.flush())}
        onKeyDown={onKeyDown}
        aria-label={heading}
      >
        <FormSummary errors={summary} />
        {asksTitle && (
          <div className="card act-form__title">
            <TextField
              label="Story title"
              required
              maxLength={TITLE_MAX}
              hint={titleHint}
              error={errors.title?.message}
              {...form.register('title')}
            />
            {choice('title', 'the title')}
            {history('title', 'the title')}
          </div>
        )}
        {sections.map((section) => (
          <section key={section.heading ?? 'beats'} className="act-form__section" aria-label={section.heading}>
            {section.heading && <h2 className="act-form__section-heading">{section.heading}</h2>}
            {section.description && <p className="act-form__section-description">{section.description}</p>}
            <ol className="act-form__beats">
              {section.questions.map(({ question, number, label }) => {
                const empty = markEmpty && !values[question.key]?.trim();
                return (
                  <li
                    key={question.key}
                    id={question.key}
                    className={empty ? 'card act-form__beat act-form__beat--empty' : 'card act-form__beat'}
                  >
                    {empty && <p className="act-form__empty">Not answered yet</p>}
                    <BeatAnswerField
                      question={question}
                      number={number}
                      words={wordCount(values[question.key])}
                      length={values[question.key]?.length ?? 0}
                      error={errors[question.key]?.message}
                      characters={outline?.characters ?? []}
                      onText={(text) => form.setValue(question.key, text, { shouldDirty: true })}
                      onLinkError={(linkErrors) => dispatch(alertErrors(linkErrors))}
                      {...form.register(question.key)}
                    />
                    {choice(question.key, label)}
                    {history(question.key, label)}
                  </li>
                );
              })}
            </ol>
          </section>
        ))}
        <div className="save-bar">
          <Link to="/dashboard" className="btn btn--secondary">
            BACK
          </Link>
          <span className={saveBarStatusClass(status)} aria-live="polite">
            {status}
          </span>
          <button type="submit" className="btn btn--primary save-bar__save" disabled={isSubmitting}>
            SAVE
          </button>
        </div>
      </form>
    </section>
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

import { TITLE_MAX } from '@three-act/contract/limits';
import { saveOutlineBody } from '@three-act/contract/outlines';
import type { Outline } from '@three-act/contract/outlines';
import { BEAT_KEYS, wordCount, wordsIn, type ActNumber } from '@three-act/contract/beats';
import { useEffect, useState, type KeyboardEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../app/hooks';
import { PageTitle } from '../components/layout/page-title';
import { FormSummary } from '../components/ui/form-summary';
import { Spinner } from '../components/ui/spinner';
import { TextField } from '../components/ui/text-field';
import { actContent, type ActContent } from '@three-act/contract/guided-questions';
import { setAlert } from '../features/alert/alert-slice';
import { selectCurrentUser } from '../features/auth/auth-slice';
import { BeatHistory } from '../features/outline/components/beat-history';
import { ConflictChoice } from '../features/outline/components/conflict-choice';
import { GuidedQuestionField } from '../features/outline/components/guided-question-field';
import { useGetOutlineQuery, useSaveOutlineMutation } from '../features/outline/outline-api';
import { statusText } from '../features/outline/save-status';
import { useAutosave, type FormValues } from '../features/outline/use-autosave';
import { dropNewStoryDrafts } from '../lib/drafts';
import { useApiForm } from '../lib/use-api-form';
import { useUnsavedChanges } from '../lib/use-unsaved-changes';
import { wordsLabel } from '../lib/text';

/**
 * The title is asked on Act I, and on every act while there is no story yet, so the first SAVE
 * works from any act.
 */
const asksTitle = (act: ActContent, outline: Outline | null) => act.number === 1 || !outline;

/** This act's fields (and the title where it is asked) as the form edits them: empty beats are ''. */
function valuesOf(act: ActContent, outline: Outline | null): FormValues {
  const values: FormValues = {};
  if (asksTitle(act, outline)) values.title = outline?.title ?? '';
  for (const question of act.questions) values[question.key] = outline?.[question.key] ?? '';
  return values;
}

interface ActPageProps {
  act: ActNumber;
}

/** /act-1, /act-2 and /act-3: the guided questions of one act. */
export function ActPage({ act }: ActPageProps) {
  const { data: outline, isSuccess: loaded, isError, refetch } = useGetOutlineQuery();
  const content = actContent(act);

  const heading = `Act ${content.roman}: ${content.name}`;
  if (!loaded) {
    return (
      <section className="page">
        <PageTitle title={`Act ${content.roman}`} />
        <h1>{heading}</h1>
        {isError ? (
          <div className="notice" role="note">
            <p>
              Your outline could not be loaded.{' '}
              <button type="button" className="link-button" onClick={() => void refetch()}>
                Try again
              </button>
            </p>
          </div>
        ) : (
          <Spinner />
        )}
      </section>
    );
  }
  // A new act or a newly created outline starts the form from what the server holds.
  return <ActForm key={`${act}-${outline?._id ?? 'none'}`} act={content} outline={outline ?? null} heading={heading} />;
}

interface ActFormProps {
  act: ActContent;
  outline: Outline | null;
  heading: string;
}

function ActForm({ act, outline, heading }: ActFormProps) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const writer = useAppSelector(selectCurrentUser)?._id ?? 'unknown';
  const [saveOutline] = useSaveOutlineMutation();
  const { form, summary, send } = useApiForm<FormValues>(saveOutlineBody, valuesOf(act, outline));
  // The form is keyed by act and story, so its fields are fixed for its life.
  const [fields] = useState(() => Object.keys(valuesOf(act, outline)));
  const autosave = useAutosave({ form, outline, fields, writer });
  const { errors, isSubmitting } = form.formState;
  useUnsavedChanges(autosave.pending);
  const values = form.watch();
  useScrollToBeat();
  const actWords = act.questions.reduce((sum, question) => sum + wordCount(values[question.key]), 0);
  const otherActs = BEAT_KEYS.filter((key) => !act.questions.some((question) => question.key === key));
  const storyWords = actWords + wordsIn(outline, otherActs);

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
    void navigate('/dashboard');
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
      <PageTitle title={`Act ${act.roman}`} />
      <h1>{heading}</h1>
      <p className="lead">{act.intro}</p>
      <p className="act-page__words" aria-live="off">
        This act: {wordsLabel(actWords)} · the whole story: {wordsLabel(storyWords)}
      </p>

      <form
        className="act-form"
        onSubmit={form.handleSubmit(onValid)}
        onBlur={() => void (outline && autosave.flush())}
        onKeyDown={onKeyDown}
        aria-label={heading}
      >
        <FormSummary errors={summary} />
        {asksTitle(act, outline) && (
          <div className="card act-form__title">
            <TextField
              label="Story title"
              required
              maxLength={TITLE_MAX}
              hint={
                act.number === 1
                  ? 'Required. You can change it whenever you like.'
                  : 'Your story starts with its title: name it here, then SAVE.'
              }
              error={errors.title?.message}
              {...form.register('title')}
            />
            {choice('title', 'the title')}
            {history('title', 'the title')}
          </div>
        )}
        <ol className="act-form__beats">
          {act.questions.map((question, index) => (
            <li key={question.key} id={question.key} className="card act-form__beat">
              <GuidedQuestionField
                question={question}
                number={index + 1}
                words={wordCount(values[question.key])}
                error={errors[question.key]?.message}
                {...form.register(question.key)}
              />
              {choice(question.key, `beat ${index + 1}`)}
              {history(question.key, `beat ${index + 1}`)}
            </li>
          ))}
        </ol>
        <div className="save-bar">
          <Link to="/dashboard" className="btn btn--secondary">
            BACK
          </Link>
          <span className="save-bar__status" aria-live="polite">
            {statusText(autosave.status, autosave.pending)}
          </span>
          <button type="submit" className="btn btn--primary save-bar__save" disabled={isSubmitting}>
            SAVE
          </button>
        </div>
      </form>
    </section>
  );
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

import { TITLE_MAX } from '@three-act/contract/limits';
import { saveOutlineBody } from '@three-act/contract/outlines';
import type { Outline } from '@three-act/contract/outlines';
import type { ActNumber } from '@three-act/contract/beats';
import { Link, useNavigate } from 'react-router-dom';
import { useAppDispatch } from '../app/hooks';
import { PageTitle } from '../components/layout/page-title';
import { FormSummary } from '../components/ui/form-summary';
import { Spinner } from '../components/ui/spinner';
import { TextField } from '../components/ui/text-field';
import { actContent, type ActContent } from '../content/guided-questions';
import { setAlert } from '../features/alert/alert-slice';
import { GuidedQuestionField } from '../features/outline/components/guided-question-field';
import { useGetOutlineQuery, useSaveOutlineMutation } from '../features/outline/outline-api';
import { useApiForm } from '../lib/use-api-form';
import { useUnsavedChanges } from '../lib/use-unsaved-changes';

type FormValues = Record<string, string>;

/** This act's fields (and the title on Act I) as the form edits them: empty beats are ''. */
function valuesOf(act: ActContent, outline: Outline | null): FormValues {
  const values: FormValues = {};
  if (act.number === 1) values.title = outline?.title ?? '';
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
  const [saveOutline] = useSaveOutlineMutation();
  const { form, summary, send } = useApiForm<FormValues>(saveOutlineBody, valuesOf(act, outline));
  const { errors, isDirty, isSubmitting } = form.formState;
  useUnsavedChanges(isDirty);

  // Only this act's fields are sent; the server merges, so the other acts stay as they are.
  const onValid = async (changes: FormValues) => {
    const result = await send(saveOutline(changes));
    if (!result) return;
    form.reset(valuesOf(act, result.outline));
    if (result.created) {
      dispatch(setAlert('Outline Created', 'success'));
      void navigate('/dashboard');
    } else {
      dispatch(setAlert('Outline Updated', 'success'));
    }
  };

  return (
    <section className="page act-page">
      <PageTitle title={`Act ${act.roman}`} />
      <h1>{heading}</h1>
      <p className="lead">{act.intro}</p>
      {act.number !== 1 && !outline && (
        <div className="notice" role="note">
          <p>
            Your outline starts with its title: <Link to="/act-1">name your story in Act I</Link> and save it first.
          </p>
        </div>
      )}

      <form className="act-form" onSubmit={form.handleSubmit(onValid)} aria-label={heading}>
        <FormSummary errors={summary} />
        {act.number === 1 && (
          <div className="card act-form__title">
            <TextField
              label="Story title"
              required
              maxLength={TITLE_MAX}
              hint="Required. You can change it whenever you like."
              error={errors.title?.message}
              {...form.register('title')}
            />
          </div>
        )}
        <ol className="act-form__beats">
          {act.questions.map((question, index) => (
            <li key={question.key} className="card act-form__beat">
              <GuidedQuestionField
                question={question}
                number={index + 1}
                error={errors[question.key]?.message}
                {...form.register(question.key)}
              />
            </li>
          ))}
        </ol>
        <div className="save-bar">
          <Link to="/dashboard" className="btn btn--secondary">
            BACK
          </Link>
          <span className="save-bar__status" aria-live="polite">
            {isDirty ? 'Unsaved changes' : ''}
          </span>
          <button type="submit" className="btn btn--primary save-bar__save" disabled={isSubmitting}>
            SAVE
          </button>
        </div>
      </form>
    </section>
  );
}

import { TITLE_MAX } from '@three-act/contract/limits';
import { useEffect, useMemo, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../app/hooks';
import { PageTitle } from '../components/layout/page-title';
import { Spinner } from '../components/ui/spinner';
import { TextField } from '../components/ui/text-field';
import type { ActNumber } from '@three-act/contract/beats';
import { actContent, type ActContent } from '../content/guided-questions';
import { alertErrors, setAlert } from '../features/alert/alert-slice';
import { GuidedQuestionField } from '../features/outline/components/guided-question-field';
import type { SaveOutlineBody } from '@three-act/contract/outlines';
import type { Outline } from '@three-act/contract/outlines';
import { fetchOutline, saveOutline, selectOutlineState } from '../features/outline/outline-slice';
import type { ApiError } from '../lib/api-error';
import { useFormFields } from '../lib/use-form-fields';
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
  const { outline, loaded, status } = useAppSelector(selectOutlineState);
  const dispatch = useAppDispatch();
  const content = actContent(act);

  useEffect(() => {
    if (!loaded) void dispatch(fetchOutline());
  }, [loaded, dispatch]);

  const heading = `Act ${content.roman}: ${content.name}`;
  if (!loaded) {
    return (
      <section className="page">
        <PageTitle title={`Act ${content.roman}`} />
        <h1>{heading}</h1>
        {status === 'failed' ? (
          <div className="notice" role="note">
            <p>
              Your outline could not be loaded.{' '}
              <button type="button" className="link-button" onClick={() => void dispatch(fetchOutline())}>
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
  return <ActForm key={`${act}-${outline?._id ?? 'none'}`} act={content} outline={outline} heading={heading} />;
}

interface ActFormProps {
  act: ActContent;
  outline: Outline | null;
  heading: string;
}

function ActForm({ act, outline, heading }: ActFormProps) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { status } = useAppSelector(selectOutlineState);
  const { values, setValues, handleChange } = useFormFields(() => valuesOf(act, outline));
  const saved = useMemo(() => valuesOf(act, outline), [act, outline]);
  const dirty = Object.keys(values).some((key) => values[key] !== saved[key]);
  useUnsavedChanges(dirty);

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // Only this act's fields are sent; the server merges, so the other acts stay as they are.
    const changes = { ...values } as SaveOutlineBody;
    try {
      const result = await dispatch(saveOutline(changes)).unwrap();
      setValues(valuesOf(act, result.outline));
      if (result.created) {
        dispatch(setAlert('Outline Created', 'success'));
        void navigate('/dashboard');
      } else {
        dispatch(setAlert('Outline Updated', 'success'));
      }
    } catch (errors) {
      dispatch(alertErrors(errors as ApiError[]));
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

      <form className="act-form" onSubmit={handleSubmit} aria-label={heading}>
        {act.number === 1 && (
          <div className="card act-form__title">
            <TextField
              label="Story title"
              name="title"
              required
              maxLength={TITLE_MAX}
              hint="Required. You can change it whenever you like."
              value={values.title}
              onChange={handleChange}
            />
          </div>
        )}
        <ol className="act-form__beats">
          {act.questions.map((question, index) => (
            <li key={question.key} className="card act-form__beat">
              <GuidedQuestionField
                question={question}
                number={index + 1}
                value={values[question.key] ?? ''}
                onChange={handleChange}
              />
            </li>
          ))}
        </ol>
        <div className="save-bar">
          <Link to="/dashboard" className="btn btn--secondary">
            BACK
          </Link>
          <span className="save-bar__status" aria-live="polite">
            {dirty ? 'Unsaved changes' : ''}
          </span>
          <button type="submit" className="btn btn--primary save-bar__save" disabled={status === 'pending'}>
            SAVE
          </button>
        </div>
      </form>
    </section>
  );
}

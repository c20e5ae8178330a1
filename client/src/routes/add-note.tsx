import { noteBody, type NoteBody } from '@three-act/contract/outlines';
import { useRef } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { useAppDispatch } from '../app/hooks';
import { PageTitle } from '../components/layout/page-title';
import { FormSummary } from '../components/ui/form-summary';
import { Spinner } from '../components/ui/spinner';
import { randomNoteSuggestion } from '../content/note-suggestions';
import { setAlert } from '../app/alerts/alert-slice';
import { NoteFields } from '../components/ui/note-fields';
import { useAddNoteMutation, useGetCharacterQuery } from '../features/outline/outline-api';
import { useApiForm } from '../lib/use-api-form';
import { useCharactersT } from '../features/outline/character-words';
import { useNoteSuggestionsT } from '../features/outline/note-suggestion-words';
import { Trans } from 'react-i18next';

const emptyNote: NoteBody = { noteTitle: '', noteText: '' };

export const REPLACE_NOTE_CONFIRM = 'Replace what you typed with a suggestion?';

/** /outlines/characters/note/:id: add a note to a character, optionally from a random suggestion. */
export function AddNote() {
  const { t } = useCharactersT();
  const { t: suggested } = useNoteSuggestionsT();
  const { id = '' } = useParams();
  const { currentData: current, isError } = useGetCharacterQuery(id);
  const [addNote] = useAddNoteMutation();
  const { form, summary, send } = useApiForm<NoteBody>(noteBody, emptyNote);
  const { isSubmitting } = form.formState;
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const cardPath = `/outlines/characters/${id}`;
  const lastSuggestion = useRef<[string, string] | null>(null);

  if (!current) {
    if (isError) {
      return (
        <section className="page page--narrow">
          <PageTitle title={t('Character Not Found')} />
          <h1>{t('Character Not Found')}</h1>
          <p>
            <Link to="/outlines/characters/me" className="btn btn--secondary">
              {t('BACK')}
            </Link>
          </p>
        </section>
      );
    }
    return <Spinner label={t('Loading character')} />;
  }

  // A suggestion replaces another suggestion or empty fields at once; words the writer typed only
  // with their say-so.
  const suggest = () => {
    const { noteTitle, noteText } = form.getValues();
    const typed = [noteTitle, noteText].some((value, i) => value.trim() && value !== lastSuggestion.current?.[i]);
    if (typed && !window.confirm(t(REPLACE_NOTE_CONFIRM))) return;
    // In the reader's language; what is saved is then the writer's own note.
    const english = randomNoteSuggestion();
    const suggestion = { title: suggested(english.title), text: suggested(english.text) };
    lastSuggestion.current = [suggestion.title, suggestion.text];
    form.setValue('noteTitle', suggestion.title, { shouldDirty: true });
    form.setValue('noteText', suggestion.text, { shouldDirty: true });
  };

  const onValid = async (note: NoteBody) => {
    if (await send(addNote({ characterId: id, note }))) {
      dispatch(setAlert(t('Note added to character'), 'success'));
      void navigate(cardPath);
    }
  };

  return (
    <section className="page page--form note-form">
      <PageTitle title={t('Add a Note')} />
      <div className="page-tools">
        <Link to={cardPath} className="btn btn--secondary">
          {t('BACK')}
        </Link>
      </div>
      <h1>{t('Add a Note')}</h1>
      <p className="lead">
        <Trans
          t={t}
          i18nKey="For <strong>{{name}}</strong>. Stuck? Let the generator suggest a detail, then make it your own."
          values={{ name: current.name }}
          components={{ strong: <strong /> }}
        />
      </p>
      <form className="form card" onSubmit={form.handleSubmit(onValid)}>
        <FormSummary errors={summary} />
        <button type="button" className="btn btn--secondary" onClick={suggest}>
          {t('Suggest a note')}
        </button>
        <NoteFields form={form} />
        <button type="submit" className="btn btn--primary btn--block" disabled={isSubmitting}>
          {t('Add Note')}
        </button>
      </form>
    </section>
  );
}

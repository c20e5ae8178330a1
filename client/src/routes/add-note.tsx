import { NOTE_TEXT_MAX, NOTE_TITLE_MAX } from '@three-act/contract/limits';
import { useEffect, useState, type FormEvent } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../app/hooks';
import { PageTitle } from '../components/layout/page-title';
import { Spinner } from '../components/ui/spinner';
import { TextField } from '../components/ui/text-field';
import { TextareaField } from '../components/ui/textarea-field';
import { randomNoteSuggestion } from '../content/note-suggestions';
import { alertErrors, setAlert } from '../features/alert/alert-slice';
import { addNote, fetchCharacter, selectOutlineState } from '../features/outline/outline-slice';
import type { ApiError } from '../lib/api-error';

/** /outlines/characters/note/:id: add a note to a character, optionally from a random suggestion. */
export function AddNote() {
  const { id = '' } = useParams();
  const { character, characterStatus, status } = useAppSelector(selectOutlineState);
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [noteTitle, setNoteTitle] = useState('');
  const [noteText, setNoteText] = useState('');

  useEffect(() => {
    void dispatch(fetchCharacter(id));
  }, [id, dispatch]);

  const current = character && character._id === id ? character : null;
  const cardPath = `/outlines/characters/${id}`;

  if (!current) {
    if (characterStatus === 'failed') {
      return (
        <section className="page page--narrow">
          <PageTitle title="Character Not Found" />
          <h1>Character Not Found</h1>
          <p>
            <Link to="/outlines/characters/me" className="btn btn--secondary">
              BACK
            </Link>
          </p>
        </section>
      );
    }
    return <Spinner label="Loading character" />;
  }

  const suggest = () => {
    const suggestion = randomNoteSuggestion();
    setNoteTitle(suggestion.title);
    setNoteText(suggestion.text);
  };

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    try {
      await dispatch(addNote({ characterId: id, note: { noteTitle, noteText } })).unwrap();
      dispatch(setAlert('Note added to character', 'success'));
      void navigate(cardPath);
    } catch (errors) {
      dispatch(alertErrors(errors as ApiError[]));
    }
  };

  return (
    <section className="page page--form note-form">
      <PageTitle title="Add a Note" />
      <div className="page-tools">
        <Link to={cardPath} className="btn btn--secondary">
          BACK
        </Link>
      </div>
      <h1>Add a Note</h1>
      <p className="lead">
        For <strong>{current.name}</strong>. Stuck? Let the generator suggest a detail, then make it your own.
      </p>
      <form className="form card" onSubmit={handleSubmit}>
        <button type="button" className="btn btn--secondary" onClick={suggest}>
          Suggest a note
        </button>
        <TextField
          label="Note title"
          name="noteTitle"
          required
          maxLength={NOTE_TITLE_MAX}
          value={noteTitle}
          onChange={(event) => setNoteTitle(event.target.value)}
        />
        <TextareaField
          label="Note text"
          name="noteText"
          required
          maxLength={NOTE_TEXT_MAX}
          rows={6}
          value={noteText}
          onChange={(event) => setNoteText(event.target.value)}
        />
        <button type="submit" className="btn btn--primary btn--block" disabled={status === 'pending'}>
          Add note
        </button>
      </form>
    </section>
  );
}

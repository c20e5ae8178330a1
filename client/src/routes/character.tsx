import { Trans } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { PageTitle } from '../components/layout/page-title';
import { Spinner } from '../components/ui/spinner';
import { useFeedback } from '../app/alerts/use-feedback';
import { BeatLinks } from '../features/outline/components/beat-links';
import { CharacterPhoto } from '../features/outline/components/character-photo';
import { NoteList } from '../components/ui/note-list';
import { ProtagonistMark } from '../features/outline/components/protagonist-mark';
import {
  useDeleteCharacterMutation,
  useDeleteNoteMutation,
  useGetCharacterQuery,
  useUpdateNoteMutation,
} from '../features/outline/outline-api';
import { useCharactersT } from '../features/outline/character-words';

export const DELETE_CHARACTER_CONFIRM =
  'Are you sure that you want to delete this character? This is permanent and can NOT be undone.';

const NO_BEATS_YET =
  'No beats yet. Write {{name}} in an answer, link them under any beat of the act forms ("Who\'s here"), type @ in an answer, or use the <grid>cast grid</grid>.';

/** /outlines/characters/:id: the full character card with its notes. */
export function CharacterCard() {
  const { t } = useCharactersT();
  const { id = '' } = useParams();
  const { currentData: current, isError } = useGetCharacterQuery(id, { refetchOnMountOrArgChange: true });
  const [deleteCharacter, characterDeletion] = useDeleteCharacterMutation();
  const [deleteNote, noteDeletion] = useDeleteNoteMutation();
  const [updateNote] = useUpdateNoteMutation();
  const feedback = useFeedback();
  const navigate = useNavigate();
  const pending = characterDeletion.isLoading || noteDeletion.isLoading;

  const back = (
    <Link to="/outlines/characters/me" className="btn btn--secondary">
      {t('BACK')}
    </Link>
  );

  if (!current) {
    if (isError) {
      return (
        <section className="page page--narrow">
          <PageTitle title={t('Character Not Found')} />
          <div className="page-tools">{back}</div>
          <h1>{t('Character Not Found')}</h1>
          <p className="lead">{t('This character does not exist, or it is not one of yours.')}</p>
        </section>
      );
    }
    return <Spinner label={t('Loading character')} />;
  }

  const handleDeleteCharacter = async () => {
    if (!window.confirm(t(DELETE_CHARACTER_CONFIRM))) return;
    if (await feedback(deleteCharacter(current._id), t('Character Deleted'))) void navigate('/outlines/characters/me');
  };

  const handleDeleteNote = async (noteId: string) => {
    if (await feedback(deleteNote({ characterId: current._id, noteId }), t('Note Deleted'))) {
      void navigate('/outlines/characters/me');
    }
  };

  return (
    <article className="page character-card">
      <PageTitle title={current.name} />
      <div className="page-tools">{back}</div>
      <div className="card character-card__main">
        <CharacterPhoto url={current.photoUrl} name={current.name} className="character-card__photo" />
        <div className="character-card__body">
          <h1>{current.name}</h1>
          <ProtagonistMark protag={current.protag} />
          <Link to={`/outlines/characters/${current._id}/edit`} className="btn btn--secondary btn--small">
            {t('Edit character')}
          </Link>
          {/* The description is HTML the server sanitised with an allow-list on save; nothing else is rendered raw. */}
          <div className="character-card__desc rich-text" dangerouslySetInnerHTML={{ __html: current.desc }} />
        </div>
      </div>

      <section className="card character-card__beats" aria-labelledby="appears-heading">
        <h2 id="appears-heading">{t('Appears in')}</h2>
        {current.beats.length === 0 ? (
          <p className="muted">
            <Trans
              t={t}
              i18nKey={NO_BEATS_YET}
              values={{ name: current.name }}
              components={{ grid: <Link to="/outlines/cast" /> }}
            />
          </p>
        ) : (
          <BeatLinks beats={current.beats} className="character-card__beat-list" />
        )}
      </section>

      <section className="character-card__notes" aria-labelledby="notes-heading">
        <div className="page-head">
          <h2 id="notes-heading">{t('Notes')}</h2>
          <Link to={`/outlines/characters/note/${current._id}`} className="btn btn--primary">
            {t('Add Note')}
          </Link>
        </div>
        {current.notes.length === 0 ? (
          <p className="muted">{t('No notes yet. Add one, or let the suggestion generator start you off.')}</p>
        ) : (
          <NoteList
            cards
            notes={current.notes}
            save={(noteId, changes) => updateNote({ characterId: current._id, noteId, changes }).unwrap()}
            onDelete={(note) => void handleDeleteNote(note._id)}
            deleting={pending}
          />
        )}
      </section>

      <section className="character-card__danger" aria-labelledby="danger-heading">
        <h2 id="danger-heading" className="visually-hidden">
          {t('Delete this character')}
        </h2>
        <button type="button" className="btn btn--danger" onClick={handleDeleteCharacter} disabled={pending}>
          {t('Delete character')}
        </button>
      </section>
    </article>
  );
}

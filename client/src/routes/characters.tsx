import { Link } from 'react-router-dom';
import { PageTitle } from '../components/layout/page-title';
import { Spinner } from '../components/ui/spinner';
import { descriptionPreview } from '../features/outline/character-summary';
import { CharacterPhoto } from '../features/outline/components/character-photo';
import { ProtagonistMark } from '../features/outline/components/protagonist-mark';
import { useGetOutlineQuery } from '../features/outline/outline-api';
import { useCharactersT } from '../features/outline/character-words';

/** /outlines/characters/me: every character of the writer, newest last. */
export function Characters() {
  const { t } = useCharactersT();
  const {
    data: outline,
    isSuccess: loaded,
    isError,
  } = useGetOutlineQuery(undefined, {
    refetchOnMountOrArgChange: true,
  });

  const characters = outline?.characters ?? [];

  return (
    <section className="page characters-page">
      <PageTitle title={t('Your Characters')} />
      <div className="page-head">
        <h1>{t('Your Characters')}</h1>
        <div className="button-row">
          <Link to="/outlines/cast" className="btn btn--secondary">
            {t('Cast and beats')}
          </Link>
          <Link to="/create-character" className="btn btn--primary">
            {t('Create character')}
          </Link>
        </div>
      </div>
      {!loaded ? (
        isError ? (
          <p className="lead">{t('Your characters could not be loaded. Please reload the page.')}</p>
        ) : (
          <Spinner />
        )
      ) : characters.length === 0 ? (
        <p className="lead">{t('No characters found ...')}</p>
      ) : (
        <ul className="card-grid character-list" aria-label={t('Characters')}>
          {characters.map((character) => (
            <li key={character._id} className="card character-item">
              <div className="character-item__head">
                <CharacterPhoto url={character.photoUrl} name={character.name} className="character-item__photo" />
                <div>
                  <h2 className="character-item__name">
                    <Link to={`/outlines/characters/${character._id}`}>{character.name}</Link>
                  </h2>
                  {/* The list marks the protagonist only; the card says yes or no. */}
                  {character.protag && <ProtagonistMark protag />}
                </div>
              </div>
              <p className="character-item__desc">{descriptionPreview(character.desc)}</p>
              <p className="character-item__meta muted">{t('{{count}} notes', { count: character.notes.length })}</p>
              <Link to={`/outlines/characters/${character._id}`} className="btn btn--secondary">
                {t('Open card')}
                <span className="visually-hidden"> {t('for {{name}}', { name: character.name })}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

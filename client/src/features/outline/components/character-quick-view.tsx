import { Link } from 'react-router-dom';
import { useGetOutlineQuery } from '../outline-api';
import { ProtagonistWarning } from './protagonist-warning';
import { useCharactersT } from '../character-words';

/** The dashboard's character block: every name links to its card (the outline block loads the data). */
export function CharacterQuickView() {
  const { t } = useCharactersT();
  const characters = useGetOutlineQuery().data?.characters ?? [];
  return (
    <section className="card" aria-labelledby="characters-heading">
      <h2 id="characters-heading">{t('Characters')}</h2>
      {characters.length > 0 ? (
        <ul className="quick-view">
          {characters.map((character) => (
            <li key={character._id}>
              <Link to={`/outlines/characters/${character._id}`}>{character.name}</Link>
              {character.protag && <span className="badge">{t('Protagonist')}</span>}
            </li>
          ))}
        </ul>
      ) : (
        <p>{t('Keep a card for everyone in your story, with notes you can add as you go.')}</p>
      )}
      <ProtagonistWarning characters={characters} />
      <div className="button-row">
        <Link to="/create-character" className="btn btn--primary">
          {t('Create character')}
        </Link>
        <Link to="/outlines/characters/me" className="btn btn--secondary">
          {t('View characters')}
        </Link>
        {characters.length > 0 && (
          <Link to="/outlines/cast" className="btn btn--secondary">
            {t('Cast and beats')}
          </Link>
        )}
      </div>
    </section>
  );
}

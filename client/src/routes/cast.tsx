import { ACTS } from '@three-act/contract/guided-questions';
import type { Character } from '@three-act/contract/outlines';
import { Link } from 'react-router-dom';
import { useAppDispatch } from '../app/hooks';
import { PageTitle } from '../components/layout/page-title';
import { alertErrors } from '../app/alerts/alert-slice';
import { Spinner } from '../components/ui/spinner';
import { isNamedIn, useLinkCharacter } from '../features/outline/components/beat-cast';
import { BeatLinks } from '../features/outline/components/beat-links';
import { ProtagonistWarning } from '../features/outline/components/protagonist-warning';
import { useGetOutlineQuery } from '../features/outline/outline-api';
import { useGetBoardQuery } from '../features/board/board-api';
import { scenesPerCharacter } from '../features/board/board-model';
import { useCharactersT } from '../features/outline/character-words';
import { useBeatReference } from '../features/outline/use-beat-reference';
import { useSheetsT } from '../lib/sheet-words';
import { Trans } from 'react-i18next';

/** /outlines/cast: who appears where. A grid of beats × characters on a wide screen, one list per character on a phone. */
export function Cast() {
  const { t } = useCharactersT();
  const {
    data: outline,
    isSuccess: loaded,
    isError,
  } = useGetOutlineQuery(undefined, { refetchOnMountOrArgChange: true });
  const characters = outline?.characters ?? [];
  const { data: board } = useGetBoardQuery(outline?._id ?? '', { skip: !outline?._id });
  const scenes = board ? scenesPerCharacter(board.scenes) : undefined;

  return (
    <section className="page cast-page">
      <PageTitle title={t('Cast and Beats')} />
      <div className="page-head">
        <h1>{t('Cast and beats')}</h1>
        <Link to="/outlines/characters/me" className="btn btn--secondary">
          {t('View characters')}
        </Link>
      </div>
      {!loaded ? (
        isError ? (
          <p className="lead">{t('Your characters could not be loaded. Please reload the page.')}</p>
        ) : (
          <Spinner />
        )
      ) : characters.length === 0 ? (
        <p className="lead">
          <Trans
            t={t}
            i18nKey="No characters yet. <create>Create one</create>, then mark the beats they appear in."
            components={{ create: <Link to="/create-character" /> }}
          />
        </p>
      ) : (
        <>
          <ProtagonistWarning characters={characters} />
          <CastGrid characters={characters} scenes={scenes} />
          <CastLists characters={characters} scenes={scenes} story={outline?._id ?? ''} />
        </>
      )}
    </section>
  );
}

/** Scenes per character (decision 165), once the story's board is read. */
type SceneCounts = ReadonlyMap<string, number> | undefined;

function CastGrid({ characters, scenes }: { characters: Character[]; scenes: SceneCounts }) {
  const { t } = useCharactersT();
  const { t: sheet } = useSheetsT();
  const beatReference = useBeatReference();
  const dispatch = useAppDispatch();
  const link = useLinkCharacter((errors) => dispatch(alertErrors(errors)));
  const anyNamed = characters.some((character) => (character.namedIn?.length ?? 0) > 0);
  return (
    <div className="cast-grid">
      {anyNamed && (
        <p className="muted">
          {t('A greyed tick: the name is written in that beat, so it stays while the name does.')}
        </p>
      )}
      <table>
        <caption className="visually-hidden">{t('Which characters appear in which beats')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('Beat')}</th>
            {characters.map((character) => (
              <th key={character._id} scope="col">
                <Link to={`/outlines/characters/${character._id}`}>{character.name}</Link>
              </th>
            ))}
          </tr>
        </thead>
        {ACTS.map((act) => (
          <tbody key={act.number}>
            <tr className="cast-grid__act">
              <th scope="colgroup" colSpan={characters.length + 1}>
                {t('Act {{roman}}: {{name}}', { roman: act.roman, name: sheet(act.name) })}
              </th>
            </tr>
            {act.questions.map((question, index) => (
              <tr key={question.key}>
                <th scope="row">
                  <Link to={beatReference(question.key).path}>
                    {index + 1}. {sheet(question.beat)}
                  </Link>
                </th>
                {characters.map((character) => (
                  <td key={character._id}>
                    <input
                      type="checkbox"
                      aria-label={t('{{name}} in {{beat}}', {
                        name: character.name,
                        beat: beatReference(question.key).label,
                      })}
                      checked={character.beats.includes(question.key)}
                      // Named in the beat's text: in it while the name is (decision 175).
                      disabled={isNamedIn(character, question.key)}
                      title={
                        isNamedIn(character, question.key)
                          ? t("{{name}} is named in this beat's text", { name: character.name })
                          : undefined
                      }
                      onChange={(event) => link(character, question.key, event.target.checked)}
                    />
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        ))}
        {scenes && (
          <tfoot>
            <tr>
              <th scope="row">{t('Scenes')}</th>
              {characters.map((character) => (
                <td key={character._id}>{scenes.get(character._id) ?? 0}</td>
              ))}
            </tr>
          </tfoot>
        )}
      </table>
    </div>
  );
}

function CastLists({ characters, scenes, story }: { characters: Character[]; scenes: SceneCounts; story: string }) {
  const { t } = useCharactersT();
  return (
    <ul className="cast-lists" aria-label={t('Beats by character')}>
      {characters.map((character) => (
        <li key={character._id} className="card">
          <h2>
            <Link to={`/outlines/characters/${character._id}`}>{character.name}</Link>
          </h2>
          {character.beats.length === 0 ? (
            <p className="muted">{t('In no beat yet.')}</p>
          ) : (
            <BeatLinks beats={character.beats} />
          )}
          {scenes && (
            <p className="muted">
              <Link to={`/stories/${story}/board`}>
                {t('In {{count}} scenes', { count: scenes.get(character._id) ?? 0 })}
              </Link>
            </p>
          )}
        </li>
      ))}
    </ul>
  );
}

import type { Board, Scene } from '@three-act/contract/board';
import { scenesIn, statusLabel, whenText } from '../board-model';
import { useBoardT, type BoardT } from '../words';

/** A scene's facts in one line: status, plotlines, point of view, place, story time, word target. */
function sceneFacts(board: Board, scene: Scene, t: BoardT) {
  const lanes = new Map(board.plotlines.map((plotline) => [plotline._id, plotline.name]));
  const names = new Map(board.characters.map((character) => [character._id, character.name]));
  return [
    statusLabel(scene.status, t),
    ...scene.plotlines.flatMap((id) => lanes.get(id) ?? []),
    scene.pov && names.has(scene.pov) ? t('told by {{name}}', { name: names.get(scene.pov) }) : null,
    scene.place,
    scene.when && whenText(scene.when, t),
    scene.wordTarget && t('{{count}} words planned', { count: scene.wordTarget }),
  ]
    .filter(Boolean)
    .join(' · ');
}

/** Scenes as the outline page and its print show them: title, facts, summary and notes. */
function SceneList({ board, scenes }: { board: Board; scenes: Scene[] }) {
  const { t } = useBoardT();
  return (
    <ol className="outline-output__scenes">
      {scenes.map((scene) => (
        <li key={scene._id} className="outline-output__scene">
          <h4>{scene.title}</h4>
          <p className="outline-output__scene-facts">{sceneFacts(board, scene, t)}</p>
          {/* Sanitised by the server with an allow-list on save, as a character's description. */}
          {scene.summary && <div className="rich-text" dangerouslySetInnerHTML={{ __html: scene.summary }} />}
          {scene.notes && <p className="outline-output__scene-notes">{scene.notes}</p>}
        </li>
      ))}
    </ol>
  );
}

/** A beat's scenes under its answer on the outline page (docs/decisions/165-scenes-and-plotlines.md). */
export function BeatScenes({ board, beat }: { board: Board; beat: string | undefined }) {
  const { t } = useBoardT();
  const scenes = beat === undefined ? [] : scenesIn(board.scenes, beat);
  if (scenes.length === 0) return null;
  return (
    <section className="outline-output__beat-scenes" aria-label={t('Scenes')}>
      <SceneList board={board} scenes={scenes} />
    </section>
  );
}

/** The scenes under no beat, after the acts. */
export function UnplacedScenes({ board }: { board: Board }) {
  const { t } = useBoardT();
  const scenes = scenesIn(board.scenes, null);
  if (scenes.length === 0) return null;
  return (
    <section className="outline-output__act" aria-label={t('Unplaced scenes')}>
      <h2>{t('Unplaced scenes')}</h2>
      <SceneList board={board} scenes={scenes} />
    </section>
  );
}

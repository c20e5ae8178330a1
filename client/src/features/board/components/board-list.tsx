import type { Board, Plotline, Scene } from '@three-act/contract/board';
import { useContext, useMemo } from 'react';
import { BoardReadOnly } from '../board-read-only';
import { actLabel, beatName, NO_PLOTLINE, passes, UNPLACED, type BoardFilters, type Cell } from '../board-model';
import { AddSceneForm } from './board-cell';
import { ArcName, type ActGroup, type ArcLane } from './board-grid';
import { ListCard, type CardActions } from './scene-card';
import { useBoardT } from '../words';

interface BoardListProps extends CardActions {
  board: Board;
  /** A character's arc: what it says at a beat shows under the beat's name (decision 182), or none. */
  arc?: ArcLane | null;
  acts: ActGroup[];
  filters: BoardFilters;
  povNames: Map<string, string>;
  openScene: string | null;
  adding: string | null;
  onAdding: (cell: string | null) => void;
  onCreate: (cell: Cell, title: string) => Promise<boolean>;
  onFold: (act: number) => void;
}

/**
 * The board on a phone: a list per beat, grouped by act, each scene with its plotlines as chips and
 * moved with "Move to…" (no row or column to drag to at 360 px, and nothing scrolls sideways).
 * The arc lane chosen on the toolbar shows within each beat, under its name.
 */
export function BoardList({
  board,
  arc = null,
  acts,
  filters,
  povNames,
  openScene,
  adding,
  onAdding,
  onCreate,
  onFold,
  onOpen,
  onMove,
}: BoardListProps) {
  const { t } = useBoardT();
  const readOnly = useContext(BoardReadOnly);
  const byBeat = useMemo(() => {
    const known = new Set(board.plotlines.map((plotline) => plotline._id));
    const groups = new Map<string, Scene[]>();
    for (const scene of board.scenes) {
      if (!passes(scene, filters, known)) continue;
      const key = scene.beat ?? UNPLACED;
      groups.set(key, [...(groups.get(key) ?? []), scene]);
    }
    for (const list of groups.values()) list.sort((a, b) => a.position - b.position);
    return groups;
  }, [board.scenes, board.plotlines, filters]);
  const plotlines = useMemo(
    () => new Map(board.plotlines.map((plotline) => [plotline._id, plotline])),
    [board.plotlines],
  );
  const chipsOf = (scene: Scene) =>
    scene.plotlines.map((id) => plotlines.get(id)).filter((plotline): plotline is Plotline => plotline !== undefined);
  // A new scene joins the plotline the board is filtered to, if any.
  const lane = filters.plotline || NO_PLOTLINE;

  const beatSection = (beat: string | null, name: string) => {
    const scenes = byBeat.get(beat ?? UNPLACED) ?? [];
    const cell = { lane, column: beat ?? UNPLACED };
    const key = `list|${cell.column}`;
    const label = beatName(board, beat, t);
    return (
      <section key={cell.column} className="board-list__beat" aria-label={label}>
        <h3 className="board-list__beat-name">{name}</h3>
        {arc && <ArcTexts arc={arc} texts={arc.texts.get(beat ?? UNPLACED) ?? []} />}
        {scenes.length > 0 && (
          <ul className="board-list__cards">
            {scenes.map((scene) => (
              <ListCard
                key={scene._id}
                scene={scene}
                // No rows here: Move to… chooses the scene's plotlines as a set.
                lane=""
                color={chipsOf(scene)[0]?.color ?? null}
                povName={scene.pov ? (povNames.get(scene.pov) ?? null) : null}
                plotlines={chipsOf(scene)}
                open={openScene === scene._id}
                onOpen={onOpen}
                onMove={onMove}
              />
            ))}
          </ul>
        )}
        {readOnly ? null : adding === key ? (
          <AddSceneForm label={label} onCancel={() => onAdding(null)} onAdd={(title) => onCreate(cell, title)} />
        ) : (
          <button type="button" className="btn btn--secondary btn--small board-list__add" onClick={() => onAdding(key)}>
            {t('Add a scene')}
            <span className="visually-hidden"> {t('to {{place}}', { place: label })}</span>
          </button>
        )}
      </section>
    );
  };

  return (
    <div className="board-list">
      {acts.map((act) => {
        const label = actLabel(act.index, act.name, t);
        const beats = act.columns.flatMap((column) =>
          column.kind === 'beat' ? [column.beat] : column.kind === 'folded' ? column.beats : [],
        );
        const count = beats.reduce((sum, beat) => sum + (byBeat.get(beat._id)?.length ?? 0), 0);
        return (
          <section key={act.index} className="board-list__act" aria-labelledby={`board-act-${act.index}`}>
            <div className="board-list__act-head">
              <h2 id={`board-act-${act.index}`}>{label}</h2>
              <button
                type="button"
                className="btn btn--secondary btn--small"
                aria-expanded={!act.folded}
                onClick={() => onFold(act.index)}
              >
                {act.folded ? t('Unfold') : t('Fold')}
                <span className="visually-hidden"> {label}</span>
              </button>
            </div>
            {act.folded ? (
              <p className="muted">{t('{{count}} scenes folded away.', { count })}</p>
            ) : (
              beats.map((beat) => beatSection(beat._id, beat.name))
            )}
          </section>
        );
      })}
      <div className="board-list__act">
        <div className="board-list__act-head">
          <h2>{t('Unplaced')}</h2>
        </div>
        {beatSection(null, t('Not under a beat yet'))}
      </div>
    </div>
  );
}

/** The arc's points at one beat, as the grid's lane shows them in its column (nothing where it says nothing). */
function ArcTexts({ arc, texts }: { arc: ArcLane; texts: readonly string[] }) {
  if (texts.length === 0) return null;
  return (
    <div className="board-list__arc">
      <p className="board-list__arc-name">
        <ArcName arc={arc} />
      </p>
      {texts.map((text, index) => (
        <p key={index} className="board-grid__arc-text">
          {text}
        </p>
      ))}
    </div>
  );
}

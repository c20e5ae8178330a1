import type { Board, Scene } from '@three-act/contract/board';
import type { ArcPoint } from '@three-act/contract/codex';
import { SelectField } from '../../../components/ui/select-field';
import type { LiveRichTextField } from '../../../components/ui/rich-text-live';
import {
  lazy,
  Suspense,
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
  type CSSProperties,
  type ReactNode,
} from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { useFeedback } from '../../../app/alerts/use-feedback';
import type { ApiFailure } from '../../../lib/api';
import { useMediaQuery } from '../../../lib/use-media-query';
import {
  useCreateSceneMutation,
  useDeleteSceneMutation,
  useRestoreSceneMutation,
  useSaveSceneMutation,
} from '../board-api';
import {
  actsOf,
  arcTexts,
  beatName,
  cellName,
  cellsOf,
  moveOf,
  steadyCells,
  NO_FILTERS,
  NO_PLOTLINE,
  UNPLACED,
  type BoardFilters as Filters,
  type Cell,
  type Drop,
  type SceneMove,
} from '../board-model';
import { BoardReadOnly } from '../board-read-only';
import { BoardFilters } from './board-filters';
import { BoardGrid, type ActGroup, type ArcLane, type Lane } from './board-grid';
import { BoardList } from './board-list';
import { LanesEditor } from './lanes-editor';
import { MoveDialog } from './move-dialog';
import { SceneTrash } from './scene-trash';
import { StoryChecks } from './story-checks';
import { useBoardT, type BoardT } from '../words';

/**
 * The scene's panel and its rich-text editor come with the first scene opened (or once the board
 * is idle), not before the board's first cards.
 */
const loadPanel = () => import('./scene-panel');
const ScenePanel = lazy(() => loadPanel().then((module) => ({ default: module.ScenePanel })));

const VIEW_KEY = 'three-act:board-view';
/** Below this width the board is a list per beat (the act bar's breakpoint). */
const PHONE = '(max-width: 47.99rem)';

function readTransposed(): boolean {
  try {
    return window.localStorage.getItem(VIEW_KEY) === 'beats-as-rows';
  } catch {
    return false;
  }
}

/** Where a scene is now, as a sentence ends: "Subplot, Act I: Setup · The call, place 2". */
function placeOf(board: Board, scene: Scene, lane: string | null, t: BoardT): string {
  const where = lane ? cellName(board, { lane, column: scene.beat ?? UNPLACED }, t) : beatName(board, scene.beat, t);
  return t('{{where}}, place {{place}}', { where, place: scene.position + 1 });
}

/** Focuses the first element whose `data-<key>` is `value` (or starts with it, with `prefix`). */
function focusOn(key: 'scene' | 'move', value: string, prefix = false) {
  const found = [...document.querySelectorAll<HTMLElement>(`[data-${key}]`)].find((element) => {
    const data = element.dataset[key] ?? '';
    return prefix ? data.startsWith(value) : data === value;
  });
  found?.focus();
  return found !== undefined;
}

interface StoryBoardProps {
  story: string;
  writer: string;
  board: Board;
  /** A character's arc shown as a lane (issue 34): whose, and its points once read. */
  arc?: { character: string; points: readonly ArcPoint[] } | null;
  /** Chooses the character whose arc is shown, or none. */
  onArc?: (character: string | null) => void;
  /**
   * A critic's (decision 189): every scene and plotline to read and open; nothing to drag, move,
   * add, change or delete (the server refuses it).
   */
  readOnly?: boolean;
  /** What the open scene's panel shows under its fields: its comments on a shared story (decision 190). */
  sceneComments?: (scene: Scene) => ReactNode;
  /** The open scene's summary edited live on a shared story (decision 192); null when it saves with the rest. */
  liveSummary?: (scene: Scene) => LiveRichTextField | null;
  /** Who else has the story open, and where (a shared story's "Here now"). */
  presence?: ReactNode;
}

/**
 * The board of a story (issue 33, docs/decisions/165-scenes-and-plotlines.md): its plotlines as rows
 * and its beats as columns grouped by act (or the other way round), scenes as cards moved by drag,
 * by keyboard or from "Move to…", a scene's panel beside it, the plotlines' editor and the story
 * checks. On a phone, a list per beat.
 */
export function StoryBoard({
  story,
  writer,
  board,
  arc = null,
  onArc,
  readOnly = false,
  sceneComments,
  liveSummary,
  presence,
}: StoryBoardProps) {
  const { t } = useBoardT();
  const feedback = useFeedback();
  const [saveScene] = useSaveSceneMutation();
  const [createScene] = useCreateSceneMutation();
  const [deleteScene] = useDeleteSceneMutation();
  const [restoreScene] = useRestoreSceneMutation();
  const phone = useMediaQuery(PHONE);
  const [params, setParams] = useSearchParams();
  const openId = params.get('scene');
  const openScene = board.scenes.find((scene) => scene._id === openId) ?? null;

  const [filters, setFilters] = useState<Filters>(NO_FILTERS);
  const arcLane = useMemo<ArcLane | null>(
    () =>
      arc && {
        name: board.characters.find((character) => character._id === arc.character)?.name ?? '',
        texts: arcTexts(board, arc.points),
      },
    [arc, board],
  );
  const [transposed, setTransposed] = useState(readTransposed);
  const [folded, setFolded] = useState<ReadonlySet<number>>(new Set());
  const [adding, setAdding] = useState<string | null>(null);
  const [moving, setMoving] = useState<{ scene: string; from: string | null } | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const [deleted, setDeleted] = useState<Scene | null>(null);
  const [trashOpen, setTrashOpen] = useState(false);

  useEffect(() => {
    const idle = window.requestIdleCallback ?? ((then: () => void) => window.setTimeout(then, 1500));
    idle(() => void loadPanel());
  }, []);

  // The board as it is now, for the callbacks every card shares (they stay the same functions).
  const current = useRef(board);
  useEffect(() => {
    current.current = board;
  }, [board]);
  // The "Move to…" the focus goes back to once the menu has closed: the card's in the row it went
  // to (`lane`), or meanwhile the one it was opened from. Held until that card is there, unless the
  // writer has gone elsewhere.
  const refocus = useRef<{ scene: string; from: string; lane: string } | null>(null);
  useEffect(() => {
    if (!refocus.current) return;
    const { scene, from, lane } = refocus.current;
    const active = document.activeElement as HTMLElement | null;
    if (active && active !== document.body && !active.dataset.move?.startsWith(`${scene}@`)) {
      refocus.current = null;
      return;
    }
    if (active?.dataset.move !== `${scene}@${lane}` || !active.isConnected) {
      if (!focusOn('move', `${scene}@${lane}`)) focusOn('move', `${scene}@${from}`);
    }
  });
  const sceneOf = (id: string) => current.current.scenes.find((scene) => scene._id === id);

  const [steady] = useState(steadyCells);
  const cells = useMemo(() => steady(cellsOf(board, filters)), [steady, board, filters]);
  const povNames = useMemo(
    () => new Map(board.characters.map((character) => [character._id, character.name])),
    [board.characters],
  );
  const lanes = useMemo<Lane[]>(() => {
    const all = [
      ...board.plotlines.map((plotline) => ({ id: plotline._id, name: plotline.name, color: plotline.color })),
      { id: NO_PLOTLINE, name: t('No plotline'), color: null },
    ];
    return filters.plotline ? all.filter((lane) => lane.id === filters.plotline) : all;
  }, [board.plotlines, filters.plotline, t]);
  const acts = useMemo<ActGroup[]>(
    () =>
      actsOf(board).map((act) => ({
        index: act.index,
        name: act.name,
        folded: folded.has(act.index),
        columns: folded.has(act.index)
          ? [{ kind: 'folded', act: act.index, beats: act.beats }]
          : act.beats.map((beat) => ({ kind: 'beat', beat })),
      })),
    [board, folded],
  );

  const move = useCallback(
    async (scene: Scene, changes: SceneMove, lane: string | null) => {
      const pending = saveScene({ story, scene, changes });
      if (await feedback(pending)) {
        const moved = await pending.unwrap();
        setAnnouncement(
          t('{{title}} moved to {{place}}.', { title: moved.title, place: placeOf(current.current, moved, lane, t) }),
        );
        return;
      }
      const failure = await pending.unwrap().then(
        () => null,
        (error: unknown) => error as ApiFailure,
      );
      if (failure?.status === 409) {
        setAnnouncement(
          t('{{title}} was moved elsewhere meanwhile: the board shows where it is now.', { title: scene.title }),
        );
      }
    },
    [feedback, saveScene, story, t],
  );

  const onOpen = useCallback(
    (sceneId: string) =>
      setParams(
        (before) => {
          const next = new URLSearchParams(before);
          next.set('scene', sceneId);
          return next;
        },
        { preventScrollReset: true },
      ),
    [setParams],
  );
  /** After the change has rendered: the element whose `data-<key>` is `value` (or starts with it) takes the focus. */
  const focusLater = (key: 'scene' | 'move', value: string, prefix = false) =>
    requestAnimationFrame(() => focusOn(key, value, prefix));
  const onClose = useCallback(() => {
    const id = openId;
    setParams(
      (before) => {
        const next = new URLSearchParams(before);
        next.delete('scene');
        return next;
      },
      { preventScrollReset: true },
    );
    if (id) focusLater('scene', id);
  }, [openId, setParams]);
  const onMove = useCallback((sceneId: string, lane: string) => setMoving({ scene: sceneId, from: lane || null }), []);
  const onDrop = useCallback(
    (sceneId: string, from: string, drop: Drop) => {
      const scene = sceneOf(sceneId);
      if (!scene) return;
      const changes = moveOf(current.current, scene, from, drop);
      if (changes) void move(scene, changes, drop.to.lane);
      else setAnnouncement(t('{{title}} stays where it was.', { title: scene.title }));
    },
    [move, t],
  );
  const onCreate = useCallback(
    async (cell: Cell, title: string) => {
      const beat = cell.column === UNPLACED ? null : cell.column;
      const plotlines = cell.lane === NO_PLOTLINE ? [] : [cell.lane];
      const added = await feedback(createScene({ story, scene: { title, beat, plotlines } }));
      if (added) {
        setAnnouncement(t('Scene {{title}} added to {{cell}}.', { title, cell: cellName(current.current, cell, t) }));
      }
      return added;
    },
    [createScene, feedback, story, t],
  );
  const onFold = useCallback(
    (act: number) =>
      setFolded((before) => {
        const next = new Set(before);
        if (next.has(act)) next.delete(act);
        else next.add(act);
        return next;
      }),
    [],
  );
  const onDelete = async (scene: Scene) => {
    onClose();
    if (await feedback(deleteScene({ story, scene: scene._id }))) {
      setDeleted(scene);
      setAnnouncement(t('Scene {{title}} moved to the trash.', { title: scene.title }));
    }
  };
  const undoDelete = async () => {
    if (!deleted) return;
    if (await feedback(restoreScene({ story, scene: deleted._id }))) {
      setAnnouncement(t('Scene {{title}} is back on the board.', { title: deleted.title }));
      setDeleted(null);
    }
  };
  const toggleView = () => {
    const next = !transposed;
    setTransposed(next);
    try {
      window.localStorage.setItem(VIEW_KEY, next ? 'beats-as-rows' : 'plotlines-as-rows');
    } catch {
      // Private mode: the choice lasts for this page only.
    }
  };

  const movingScene = moving ? board.scenes.find((scene) => scene._id === moving.scene) : undefined;
  const closeMenu = (lane?: string | null) => {
    const from = moving?.from ?? '';
    refocus.current = moving && { scene: moving.scene, from, lane: lane === undefined || lane === null ? from : lane };
    setMoving(null);
    // Cancelled: back to its "Move to…" once the menu has gone, and nothing more.
    if (lane === undefined) {
      const cancelled = refocus.current;
      setTimeout(() => {
        if (refocus.current === cancelled) refocus.current = null;
      }, 500);
    }
  };

  return (
    <BoardReadOnly.Provider value={readOnly}>
      <section className="page board-page">
        <div className="page-head">
          <h1>{t('Board')}</h1>
          <Link to={`/stories/${encodeURIComponent(story)}/timeline`} className="btn btn--secondary btn--small">
            {t('Timeline')}
          </Link>
        </div>
        <p className="lead">
          {board.title
            ? t('The scenes of {{title}}, plotline by plotline and beat by beat: {{scenes}}, {{plotlines}}.', {
                title: board.title,
                scenes: t('{{count}} scenes', { count: board.scenes.length }),
                plotlines: t('{{count}} plotlines', { count: board.plotlines.length }),
              })
            : t('Your story’s scenes, plotline by plotline and beat by beat: {{scenes}}, {{plotlines}}.', {
                scenes: t('{{count}} scenes', { count: board.scenes.length }),
                plotlines: t('{{count}} plotlines', { count: board.plotlines.length }),
              })}{' '}
          {!readOnly &&
            t(
              'Drag a card by its handle (⠿) or use Move to…; open a scene to write its summary. Changes save by themselves.',
            )}
        </p>
        {readOnly && (
          <p className="notice" role="note">
            {t('You are a critic on this story: you can read it, not change it.')}
          </p>
        )}
        {presence}

        <div className="board-toolbar">
          <BoardFilters board={board} filters={filters} onChange={setFilters} />
          {onArc && board.characters.length > 0 && (
            <SelectField
              label={t('Arc lane')}
              placeholder={t('None')}
              value={arc?.character ?? ''}
              onChange={(event) => onArc(event.target.value || null)}
              options={board.characters.map((character) => ({ value: character._id, label: character.name }))}
            />
          )}
          {!phone && (
            <button
              type="button"
              className="btn btn--secondary btn--small"
              aria-pressed={transposed}
              onClick={toggleView}
            >
              {t('Beats as rows')}
            </button>
          )}
        </div>

        <div className="board-side">
          <details className="card board-lanes">
            <summary className="board-side__heading">
              {t('Plotlines ({{number}})', { number: board.plotlines.length })}
            </summary>
            {readOnly ? <PlotlineList board={board} /> : <LanesEditor story={story} board={board} />}
          </details>
          <StoryChecks story={story} />
        </div>

        <p className="visually-hidden" role="status" aria-live="polite">
          {announcement}
        </p>
        {deleted && (
          <div className="notice board-undo" role="note">
            <p>
              {t('Scene {{title}} is in the trash for 30 days.', { title: deleted.title })}{' '}
              <button type="button" className="link-button" onClick={() => void undoDelete()}>
                {t('Undo')}
              </button>
            </p>
          </div>
        )}

        <div className={openScene ? 'board-layout board-layout--open' : 'board-layout'}>
          <div className="board-layout__board">
            {phone ? (
              <BoardList
                board={board}
                arc={arcLane}
                acts={acts}
                filters={filters}
                povNames={povNames}
                openScene={openId}
                adding={adding}
                onAdding={setAdding}
                onCreate={onCreate}
                onFold={onFold}
                onOpen={onOpen}
                onMove={onMove}
              />
            ) : (
              <BoardGrid
                board={board}
                arc={arcLane}
                lanes={lanes}
                acts={acts}
                cells={cells}
                povNames={povNames}
                transposed={transposed}
                openScene={openId}
                adding={adding}
                onAdding={setAdding}
                onCreate={onCreate}
                onFold={onFold}
                onDrop={onDrop}
                onOpen={onOpen}
                onMove={onMove}
              />
            )}
          </div>
          {openScene && (
            <Suspense fallback={<section className="scene-panel" aria-busy="true" />}>
              <ScenePanel
                key={openScene._id}
                story={story}
                writer={writer}
                board={board}
                scene={openScene}
                onClose={onClose}
                onDelete={(scene) => void onDelete(scene)}
                readOnly={readOnly}
                comments={sceneComments?.(openScene)}
                liveSummary={readOnly ? undefined : liveSummary?.(openScene)}
              />
            </Suspense>
          )}
        </div>

        {!readOnly && (
          <details className="card board-trash" onToggle={(event) => setTrashOpen(event.currentTarget.open)}>
            <summary className="board-side__heading">{t('Deleted scenes')}</summary>
            {trashOpen && <SceneTrash story={story} />}
          </details>
        )}

        {moving && movingScene && (
          <MoveDialog
            board={board}
            scene={movingScene}
            from={moving.from}
            onClose={() => closeMenu()}
            onMove={(changes, lane) => {
              closeMenu(lane);
              const moved = refocus.current;
              void move(movingScene, changes, lane).then(() =>
                // The card has settled where it went: the focus is the writer's again.
                setTimeout(() => {
                  if (refocus.current === moved) refocus.current = null;
                }, 1000),
              );
            }}
          />
        )}
      </section>
    </BoardReadOnly.Provider>
  );
}

/** A critic's plotlines: their names and colours, in order. */
function PlotlineList({ board }: { board: Board }) {
  const { t } = useBoardT();
  if (board.plotlines.length === 0) return <p className="muted">{t('No plotline')}</p>;
  return (
    <ol className="scene-card__chips" aria-label={t('Plotlines')}>
      {board.plotlines.map((plotline) => (
        <li key={plotline._id} className="lane-chip" style={{ '--lane': plotline.color } as CSSProperties}>
          {plotline.name}
        </li>
      ))}
    </ol>
  );
}

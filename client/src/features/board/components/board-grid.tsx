import {
  DndContext,
  DragOverlay,
  KeyboardSensor,
  PointerSensor,
  closestCenter,
  pointerWithin,
  useSensor,
  useSensors,
  type Announcements,
  type CollisionDetection,
  type DragEndEvent,
  type DragStartEvent,
  type KeyboardCoordinateGetter,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import type { Board, Scene } from '@three-act/contract/board';
import { useEffect, useMemo, useState, type CSSProperties } from 'react';
import { actLabel, cellKey, cellName, cellNamer, UNPLACED, type Beat, type Cell, type Drop } from '../board-model';
import { nearView, NearViewContext } from '../near-view';
import { DropCell, FoldedCell, useAllDrawn } from './board-cell';
import { HANDLE, type CardActions } from './scene-card';
import { useBoardT } from '../words';

/** A row of the board: a plotline, or "No plotline". */
export interface Lane {
  id: string;
  name: string;
  color: string | null;
}

/** A column: a beat, an act folded into one, or the unplaced scenes. */
export type Column =
  { kind: 'beat'; beat: Beat } | { kind: 'folded'; act: number; beats: Beat[] } | { kind: 'unplaced' };

export interface ActGroup {
  index: number;
  name: string;
  columns: Column[];
  folded: boolean;
}

/**
 * A character's arc shown as a lane of the board (issue 34): its points' texts by the column they
 * fall in (a point at a scene, in its scene's beat; a folded act, every point of its beats).
 */
export interface ArcLane {
  name: string;
  /** Texts by beat id, or UNPLACED for points at scenes under no beat; in story order. */
  texts: Map<string, string[]>;
}

interface BoardGridProps extends CardActions {
  board: Board;
  /** A character's arc as a lane above the plotlines (beside them, beats as rows), or none. */
  arc?: ArcLane | null;
  lanes: Lane[];
  acts: ActGroup[];
  cells: Map<string, Scene[]>;
  povNames: Map<string, string>;
  /** Beats as rows and plotlines as columns. */
  transposed: boolean;
  openScene: string | null;
  /** The cell whose "add a scene" form is open. */
  adding: string | null;
  onAdding: (cell: string | null) => void;
  onCreate: (cell: Cell, title: string) => Promise<boolean>;
  onFold: (act: number) => void;
  onDrop: (sceneId: string, from: string, drop: Drop) => void;
}

/** What a screen reader says on a drag handle (dnd-kit's instructions), translated where it is given. */
const DRAG_INSTRUCTIONS =
  'To pick up a scene, press Space or Enter on its drag handle. The arrow keys take it from cell to cell and onto the scenes there; press Space or Enter to drop it before the scene it is over, or at the end of the cell, or Escape to cancel. Move to… does the same from a menu.';

type CardData = { type: 'card'; sceneId: string; lane: string; column: string };
type CellData = { type: 'cell'; lane: string; column: string };
type DropData = CardData | CellData;

const dataOf = (data: { current?: unknown } | undefined) => data?.current as DropData | undefined;

/**
 * The cell under the pointer (for the keyboard, which has none, under the middle of what is
 * dragged), then the card there nearest to it, marked `below` when that point is on the card's
 * lower half.
 */
const collisions: CollisionDetection = (args) => {
  const { left, top, width, height } = args.collisionRect;
  const middle = args.pointerCoordinates ?? { x: left + width / 2, y: top + height / 2 };
  const cells = args.droppableContainers.filter((container) => dataOf(container.data)?.type === 'cell');
  const [under] = pointerWithin({ ...args, droppableContainers: cells, pointerCoordinates: middle });
  if (!under) return [];
  const cell = dataOf(args.droppableContainers.find((container) => container.id === under.id)?.data);
  const cards = args.droppableContainers.filter((container) => {
    const data = dataOf(container.data);
    return (
      data?.type === 'card' &&
      data.lane === cell?.lane &&
      data.column === cell.column &&
      container.id !== args.active.id
    );
  });
  const [card] = pointerWithin({ ...args, droppableContainers: cards, pointerCoordinates: middle });
  if (!card) return [under];
  const [nearest = card] = closestCenter({ ...args, droppableContainers: cards.filter((c) => c.id === card.id) });
  const rect = args.droppableRects.get(nearest.id);
  const below = rect ? middle.y > rect.top + rect.height / 2 : false;
  return [{ ...nearest, data: { ...nearest.data, below } }];
};

const ARROWS = ['ArrowUp', 'ArrowDown', 'ArrowLeft', 'ArrowRight'];

/**
 * The keyboard takes a picked-up card from cell to cell (left, right, up, down) and, up and down
 * within a cell, onto its cards: the nearest target that way, its middle put on the target's
 * upper part (before a card) or the foot of a cell (after its scenes).
 */
const keyboardCoordinates: KeyboardCoordinateGetter = (event, { context }) => {
  if (!ARROWS.includes(event.code)) return undefined;
  event.preventDefault();
  const { active, collisionRect, droppableRects, droppableContainers } = context;
  if (!active || !collisionRect) return undefined;
  const from = { x: collisionRect.left + collisionRect.width / 2, y: collisionRect.top + collisionRect.height / 2 };
  const own = dataOf(active.data);
  const ownRect = droppableRects.get(active.id);
  const inOwnCell = (data: DropData) => own?.lane === data.lane && own.column === data.column;
  // The end of the card's own cell is where it is already when it is that cell's last card: a key
  // that went there would move nothing and say nothing new, so the keys pass over it.
  const lastInOwnCell =
    ownRect !== undefined &&
    !droppableContainers.getEnabled().some((container) => {
      const data = dataOf(container.data);
      const rect = droppableRects.get(container.id);
      return container.id !== active.id && data?.type === 'card' && inOwnCell(data) && rect && rect.top > ownRect.top;
    });
  let best: { x: number; y: number; score: number } | null = null;
  for (const container of droppableContainers.getEnabled()) {
    const rect = droppableRects.get(container.id);
    const data = dataOf(container.data);
    if (!rect || !data || container.id === active.id) continue;
    if (data.type === 'cell' && lastInOwnCell && inOwnCell(data)) continue;
    const point =
      data.type === 'card'
        ? { x: rect.left + rect.width / 2, y: rect.top + Math.min(rect.height / 3, 12) }
        : { x: rect.left + rect.width / 2, y: rect.top + rect.height - 8 };
    const dx = point.x - from.x;
    const dy = point.y - from.y;
    const horizontal = event.code === 'ArrowLeft' || event.code === 'ArrowRight';
    // Sideways only to cells; up and down to cards and cells of the same column.
    if (horizontal && data.type !== 'cell') continue;
    const ahead = { ArrowUp: -dy, ArrowDown: dy, ArrowLeft: -dx, ArrowRight: dx }[event.code] ?? 0;
    if (ahead < 4) continue;
    const aside = horizontal ? Math.abs(dy) : Math.abs(dx);
    if (!horizontal && aside > rect.width / 2 + collisionRect.width / 2) continue;
    const score = ahead + 3 * aside;
    if (!best || score < best.score) best = { ...point, score };
  }
  return best ? { x: best.x - collisionRect.width / 2, y: best.y - collisionRect.height / 2 } : undefined;
};

/**
 * The board as a table: plotlines as rows and beats as columns grouped by act (or the other way
 * round), scene cards in the cells, dragged with dnd-kit. What follows the pointer is a small label
 * (DragOverlay), so no card moves while a drag goes on and none renders again but the two it
 * leaves and enters.
 */
export function BoardGrid(props: BoardGridProps) {
  const { board, lanes, acts, cells, transposed, onDrop } = props;
  const { t } = useBoardT();
  const [dragging, setDragging] = useState<CardData | null>(null);
  const [frame, setFrame] = useState<HTMLDivElement | null>(null);
  const near = useMemo(() => nearView(frame), [frame]);
  useEffect(() => near.stop, [near]);
  const drawn = useAllDrawn(near);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: keyboardCoordinates }),
  );
  const scenes = new Map(board.scenes.map((scene) => [scene._id, scene]));
  const titleOf = (id: UniqueIdentifier) => {
    const data = String(id).split('@')[0] ?? '';
    return scenes.get(data)?.title ?? t('the scene');
  };
  const whereOf = (data: DropData | undefined) => {
    if (!data) return t('no place');
    const cell = cellName(board, { lane: data.lane, column: data.column }, t);
    return data.type === 'card'
      ? t('{{title}} in {{cell}}', { title: scenes.get(data.sceneId)?.title ?? t('a scene'), cell })
      : t('the end of {{cell}}', { cell });
  };

  const announcements: Announcements = {
    onDragStart: ({ active }) => t('Picked up {{title}}.', { title: titleOf(active.id) }),
    onDragOver: ({ active, over }) =>
      t('{{title}} is over {{place}}.', { title: titleOf(active.id), place: whereOf(dataOf(over?.data)) }),
    // The move itself is announced by the board's own status once it has happened.
    onDragEnd: () => undefined,
    onDragCancel: ({ active }) =>
      t('Moving {{title}} was cancelled; it stays where it was.', { title: titleOf(active.id) }),
  };

  const onDragStart = ({ active }: DragStartEvent) => {
    near.hold(true);
    setDragging((dataOf(active.data) as CardData) ?? null);
  };
  const onDragCancel = () => {
    near.hold(false);
    setDragging(null);
  };
  const onDragEnd = ({ active, over, collisions: found }: DragEndEvent) => {
    onDragCancel();
    const from = dataOf(active.data);
    // The latest collision, not `over`: a key pressed at once after an arrow key drops before `over` follows.
    const first = found?.[0]?.data as { droppableContainer?: { data: { current?: unknown } } } | undefined;
    const target = dataOf(first?.droppableContainer?.data ?? over?.data);
    if (!from || from.type !== 'card' || !target) return;
    const below = (found?.[0]?.data as { below?: boolean } | undefined)?.below === true;
    onDrop(from.sceneId, from.lane, {
      to: { lane: target.lane, column: target.column },
      on: target.type === 'card' ? { sceneId: target.sceneId, below } : undefined,
    });
  };

  const { plotlines, beats, acts: actNames } = board;
  const nameOf = useMemo(() => cellNamer({ plotlines, beats, acts: actNames }, t), [plotlines, beats, actNames, t]);
  /**
   * One cell: its cards in order and "+" to add a scene there; a folded act's cell counts them, and
   * a card dropped on it goes to the end of the act's last beat. Cells that have not changed keep
   * their props (a move renders the two cells it touches).
   */
  const cellAt = (lane: Lane, column: Column) => {
    if (column.kind === 'folded') {
      const count = column.beats.reduce(
        (sum, beat) => sum + (cells.get(cellKey({ lane: lane.id, column: beat._id })) ?? []).length,
        0,
      );
      const last = column.beats.at(-1);
      return (
        <FoldedCell
          key={lane.id + columnKey(column)}
          lane={lane.id}
          column={last?._id ?? null}
          count={count}
          label={last ? nameOf({ lane: lane.id, column: last._id }) : ''}
        />
      );
    }
    const cell = { lane: lane.id, column: column.kind === 'beat' ? column.beat._id : UNPLACED };
    const key = cellKey(cell);
    return (
      <DropCell
        key={key}
        lane={cell.lane}
        column={cell.column}
        laneColor={lane.color}
        scenes={cells.get(key)}
        label={nameOf(cell)}
        isAdding={props.adding === key}
        povNames={props.povNames}
        openScene={props.openScene}
        onAdding={props.onAdding}
        onCreate={props.onCreate}
        onOpen={props.onOpen}
        onMove={props.onMove}
      />
    );
  };

  const beatColumns = acts.flatMap((act) => act.columns);
  const unplaced: Column = { kind: 'unplaced' };
  // Until the whole board is drawn, its first rows: about FIRST_CELLS cells.
  const rows = transposed ? beatColumns.map(columnKey) : lanes.map((lane) => lane.id);
  const perRow = transposed ? lanes.length : beatColumns.length + 1;
  const firstRows = new Set(rows.slice(0, Math.ceil(FIRST_CELLS / Math.max(1, perRow))));

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={collisions}
      onDragStart={onDragStart}
      onDragEnd={onDragEnd}
      onDragCancel={onDragCancel}
      accessibility={{ announcements, screenReaderInstructions: { draggable: t(DRAG_INSTRUCTIONS) } }}
    >
      <NearViewContext.Provider value={near}>
        <div ref={setFrame} className="board-scroll" role="region" aria-label={t('The board')} tabIndex={0}>
          <table className={transposed ? 'board-grid board-grid--transposed' : 'board-grid'}>
            <caption className="visually-hidden">
              {transposed
                ? t('Scenes by beat (rows) and plotline (columns)')
                : t('Scenes by plotline (rows) and beat (columns)')}
            </caption>
            {transposed ? (
              <>
                <thead>
                  <tr>
                    <td className="board-grid__corner" />
                    {props.arc && (
                      <th scope="col" className="board-grid__lane">
                        <ArcName arc={props.arc} />
                      </th>
                    )}
                    {lanes.map((lane) => (
                      <th key={lane.id} scope="col" className="board-grid__lane">
                        <LaneName lane={lane} />
                      </th>
                    ))}
                  </tr>
                </thead>
                {acts.map((act) => (
                  <tbody key={act.index}>
                    <tr>
                      <th scope="rowgroup" colSpan={lanes.length + (props.arc ? 2 : 1)} className="board-grid__act">
                        <ActHead act={act} onFold={props.onFold} />
                      </th>
                    </tr>
                    {act.columns.map((column) => (
                      <tr key={columnKey(column)}>
                        <th scope="row" className="board-grid__beat">
                          <ColumnName column={column} />
                        </th>
                        {props.arc && <ArcCell arc={props.arc} column={column} />}
                        {drawn || firstRows.has(columnKey(column)) ? (
                          lanes.map((lane) => cellAt(lane, column))
                        ) : (
                          <Waiting cells={lanes.length} />
                        )}
                      </tr>
                    ))}
                  </tbody>
                ))}
                <tbody>
                  <tr>
                    <th scope="row" className="board-grid__beat">
                      {t('Unplaced')}
                    </th>
                    {props.arc && <ArcCell arc={props.arc} column={unplaced} />}
                    {drawn ? lanes.map((lane) => cellAt(lane, unplaced)) : <Waiting cells={lanes.length} />}
                  </tr>
                </tbody>
              </>
            ) : (
              <>
                <thead>
                  <tr>
                    <td className="board-grid__corner" rowSpan={2} />
                    {acts.map((act) => (
                      <th key={act.index} scope="colgroup" colSpan={act.columns.length} className="board-grid__act">
                        <ActHead act={act} onFold={props.onFold} />
                      </th>
                    ))}
                    <th scope="col" rowSpan={2} className="board-grid__beat board-grid__unplaced">
                      {t('Unplaced')}
                    </th>
                  </tr>
                  <tr>
                    {beatColumns.map((column) => (
                      <th key={columnKey(column)} scope="col" className="board-grid__beat">
                        <ColumnName column={column} />
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {props.arc && (
                    <tr className="board-grid__arc-row">
                      <th scope="row" className="board-grid__lane">
                        <ArcName arc={props.arc} />
                      </th>
                      {[...beatColumns, unplaced].map((column) => (
                        <ArcCell key={columnKey(column)} arc={props.arc} column={column} />
                      ))}
                    </tr>
                  )}
                  {lanes.map((lane) => (
                    <tr key={lane.id}>
                      <th scope="row" className="board-grid__lane">
                        <LaneName lane={lane} />
                      </th>
                      {drawn || firstRows.has(lane.id) ? (
                        [...beatColumns, unplaced].map((column) => cellAt(lane, column))
                      ) : (
                        <Waiting cells={beatColumns.length + 1} />
                      )}
                    </tr>
                  ))}
                </tbody>
              </>
            )}
          </table>
        </div>
      </NearViewContext.Provider>
      <DragOverlay dropAnimation={null}>
        {dragging && (
          <div className="board-ghost">
            <span aria-hidden="true">{HANDLE}</span> {scenes.get(dragging.sceneId)?.title}
          </div>
        )}
      </DragOverlay>
      {cells.size === 0 && board.scenes.length > 0 && <p className="muted">{t('No scene matches the filters.')}</p>}
    </DndContext>
  );
}

/** How many cells the board draws before the rest (a first paint of its first rows, not of 600 scenes). */
const FIRST_CELLS = 40;

/** A row not drawn yet (for a moment after the board opens): its cells as one. */
function Waiting({ cells }: { cells: number }) {
  return <td colSpan={cells} className="board-grid__waiting" aria-busy="true" />;
}

const columnKey = (column: Column) =>
  column.kind === 'beat' ? column.beat._id : column.kind === 'folded' ? `act-${column.act}` : UNPLACED;

function LaneName({ lane }: { lane: Lane }) {
  return (
    <span className="lane-name">
      {lane.color && (
        <span className="lane-swatch" style={{ '--lane': lane.color } as CSSProperties} aria-hidden="true" />
      )}
      {lane.name}
    </span>
  );
}

/** Whose arc the lane shows (the board's grid and, on a phone, its list per beat). */
export function ArcName({ arc }: { arc: ArcLane }) {
  const { t } = useBoardT();
  return (
    <span className="lane-name">
      {/* The name stays a text of its own, after both: read "Arc of Mara", seen "Arc: Mara". */}
      <span className="visually-hidden">{t('Arc of')} </span>
      <span aria-hidden="true">{t('Arc:')} </span>
      {arc.name}
    </span>
  );
}

/** What the arc says at a column: the texts of its beat (a folded act: of all its beats). */
function ArcCell({ arc, column }: { arc: ArcLane | null | undefined; column: Column }) {
  const ids =
    column.kind === 'beat'
      ? [column.beat._id]
      : column.kind === 'folded'
        ? column.beats.map((beat) => beat._id)
        : [UNPLACED];
  const texts = ids.flatMap((id) => arc?.texts.get(id) ?? []);
  return (
    <td className="board-grid__arc">
      {texts.map((text, index) => (
        <p key={index} className="board-grid__arc-text">
          {text}
        </p>
      ))}
    </td>
  );
}

function ColumnName({ column }: { column: Column }) {
  const { t } = useBoardT();
  if (column.kind === 'beat') return <>{column.beat.name}</>;
  if (column.kind === 'folded') {
    return <span className="muted">{t('{{count}} beats', { count: column.beats.length })}</span>;
  }
  return <>{t('Unplaced')}</>;
}

function ActHead({ act, onFold }: { act: ActGroup; onFold: (act: number) => void }) {
  const { t } = useBoardT();
  const label = actLabel(act.index, act.name, t);
  return (
    <span className="board-grid__act-head">
      <span className="board-grid__act-name">{label}</span>
      <button
        type="button"
        className="btn btn--secondary btn--small"
        aria-expanded={!act.folded}
        onClick={() => onFold(act.index)}
      >
        {act.folded ? t('Unfold') : t('Fold')}
        <span className="visually-hidden"> {label}</span>
      </button>
    </span>
  );
}

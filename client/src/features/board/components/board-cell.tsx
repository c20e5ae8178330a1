import { useDroppable } from '@dnd-kit/core';
import { SCENE_TITLE_MAX } from '@three-act/contract/limits';
import type { Scene } from '@three-act/contract/board';
import {
  memo,
  startTransition,
  useContext,
  useEffect,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type FocusEvent,
  type ReactNode,
} from 'react';
import { flushSync } from 'react-dom';
import { isOverLimit, LengthCount } from '../../../components/ui/length-count';
import { cellKey, type Cell } from '../board-model';
import { BoardReadOnly } from '../board-read-only';
import { NearViewContext, type NearView } from '../near-view';
import { SceneCard, type CardActions } from './scene-card';
import { useBoardT } from '../words';

/** About how tall a card is (title, status and POV, "Move to…"): the room a far cell keeps while its layout is skipped. */
const CARD_HEIGHT = 118;

/**
 * Whether the whole board is drawn yet: at first only its first rows are (the first cards show
 * sooner), the rest follows in a transition once those are on screen. Without an observer (old
 * browsers, tests) everything is drawn at once.
 */
export function useAllDrawn(view: NearView): boolean {
  const [drawn, setDrawn] = useState(view.everywhere);
  useEffect(() => {
    if (drawn || view.everywhere) return undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => startTransition(() => setDrawn(true)), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [drawn, view.everywhere]);
  return drawn || view.everywhere;
}

/**
 * Whether a cell is near the board's frame (see near-view.ts), following it as the board scrolls,
 * and `onFocus` for the cell: a handle focused from afar (the browser scrolls it into view) makes
 * the cell near at once, so the key pressed next picks the card up. When the cell comes near or
 * goes, a drag handle that had the focus hands it to the one in its place.
 */
function useNearCell(cell: HTMLTableCellElement | null) {
  const view = useContext(NearViewContext);
  const [near, setNear] = useState(view.everywhere);
  const focused = useRef<string | null>(null);
  useEffect(() => {
    if (!cell) return undefined;
    return view.watch(cell, (now) => {
      const active = document.activeElement;
      if (active instanceof HTMLElement && cell.contains(active) && active.dataset.handle) {
        focused.current = active.dataset.handle;
      }
      setNear(now);
    });
  }, [view, cell]);
  useLayoutEffect(() => {
    const handle = focused.current;
    focused.current = null;
    if (!handle || !cell) return;
    [...cell.querySelectorAll<HTMLElement>('[data-handle]')]
      .find((element) => element.dataset.handle === handle)
      ?.focus();
  }, [near, cell]);
  const onFocus = (event: FocusEvent) => {
    const handle = event.target instanceof HTMLElement ? event.target.dataset.handle : undefined;
    if (near || !handle) return;
    focused.current = handle;
    flushSync(() => setNear(true));
  };
  return { near, onFocus };
}

/** A cell as a place to drop a card (while it is near view): dnd-kit measures it and marks it when a card is over it. */
function CellTarget({ element, id, cell }: { element: HTMLTableCellElement; id: string; cell: Cell }) {
  const { setNodeRef, isOver } = useDroppable({ id, data: { type: 'cell', ...cell } });
  useLayoutEffect(() => setNodeRef(element), [setNodeRef, element]);
  useLayoutEffect(() => {
    element.classList.toggle('board-cell--target', isOver);
    return () => element.classList.remove('board-cell--target');
  }, [element, isOver]);
  return null;
}

/**
 * A folded act's cell in a row: how many scenes it holds; what is dropped on it goes to the end of
 * its last beat. Few (a row's folded acts), they are always places to drop.
 */
export const FoldedCell = memo(function FoldedCell({
  lane,
  column,
  count,
  label,
}: {
  lane: string;
  /** The act's last beat. */
  column: string | null;
  count: number;
  label: string;
}) {
  const { t } = useBoardT();
  const cell = useMemo(() => (column ? { lane, column } : null), [lane, column]);
  const [element, setElement] = useState<HTMLTableCellElement | null>(null);
  return (
    <td
      ref={setElement}
      className="board-cell board-cell--folded"
      title={cell ? t('Drop a scene here to put it at the end of {{cell}}', { cell: label }) : undefined}
    >
      {element && cell && <CellTarget element={element} id={`folded:${cellKey(cell)}`} cell={cell} />}
      {count > 0 ? t('{{count}} scenes', { count }) : ''}
    </td>
  );
});

interface DropCellProps extends CardActions {
  lane: string;
  column: string;
  laneColor: string | null;
  scenes: Scene[] | undefined;
  label: string;
  povNames: Map<string, string>;
  openScene: string | null;
  isAdding: boolean;
  onAdding: (cell: string | null) => void;
  onCreate: (cell: Cell, title: string) => Promise<boolean>;
}

/**
 * One cell of the board: its cards in order and "+" to add a scene there. Near view it is a place
 * to drop and its cards can be dragged; far from it, its cards are there to read, tab to and move
 * with "Move to…", and the browser skips their layout.
 */
export const DropCell = memo(function DropCell({
  lane,
  column,
  laneColor,
  scenes,
  label,
  povNames,
  openScene,
  isAdding,
  onAdding,
  onCreate,
  onOpen,
  onMove,
}: DropCellProps) {
  const { t } = useBoardT();
  const readOnly = useContext(BoardReadOnly);
  const cell = useMemo(() => ({ lane, column }), [lane, column]);
  const key = cellKey(cell);
  const [element, setElement] = useState<HTMLTableCellElement | null>(null);
  const { near, onFocus } = useNearCell(element);
  const count = scenes?.length ?? 0;
  return (
    <td ref={setElement} className="board-cell" onFocus={onFocus}>
      {near && element && <CellTarget element={element} id={`cell:${key}`} cell={cell} />}
      {scenes && count > 0 && (
        <ul
          className={near ? 'board-cell__cards' : 'board-cell__cards board-cell__cards--far'}
          style={near ? undefined : { containIntrinsicBlockSize: `auto ${count * CARD_HEIGHT}px` }}
          aria-label={label}
        >
          {scenes.map((scene) => (
            <SceneCard
              key={scene._id}
              scene={scene}
              lane={cell.lane}
              color={laneColor}
              povName={scene.pov ? (povNames.get(scene.pov) ?? null) : null}
              open={openScene === scene._id}
              draggable={near}
              onOpen={onOpen}
              onMove={onMove}
            />
          ))}
        </ul>
      )}
      {readOnly ? null : isAdding ? (
        <AddSceneForm label={label} onCancel={() => onAdding(null)} onAdd={(title) => onCreate(cell, title)} />
      ) : (
        <button
          type="button"
          className="board-cell__add"
          data-add={key}
          onClick={() => onAdding(key)}
          aria-label={t('Add a scene to {{cell}}', { cell: label })}
          title={t('Add a scene to {{cell}}', { cell: label })}
        >
          <span aria-hidden="true">+</span>
        </button>
      )}
    </td>
  );
});

export function AddSceneForm({
  label,
  onAdd,
  onCancel,
}: {
  label: string;
  onAdd: (title: string) => Promise<boolean>;
  onCancel: () => void;
}): ReactNode {
  const { t } = useBoardT();
  const id = useId();
  const [title, setTitle] = useState('');
  const [busy, setBusy] = useState(false);
  return (
    <form
      className="add-scene"
      onSubmit={async (event) => {
        event.preventDefault();
        // Past the limit the title stays as typed, counted, and is not sent until shortened.
        if (!title.trim() || busy || isOverLimit(title.length, SCENE_TITLE_MAX)) return;
        setBusy(true);
        const added = await onAdd(title.trim());
        setBusy(false);
        if (added) setTitle('');
      }}
      onKeyDown={(event) => {
        if (event.key === 'Escape') onCancel();
      }}
    >
      <label className="visually-hidden" htmlFor={id}>
        {t('Title of the new scene in {{cell}}', { cell: label })}
      </label>
      <input
        id={id}
        className="field__input"
        // Opened by its own button: the title is what comes next.
        autoFocus
        required
        aria-describedby={`${id}-count`}
        aria-invalid={isOverLimit(title.length, SCENE_TITLE_MAX) || undefined}
        placeholder={t('Title of the scene')}
        value={title}
        onChange={(event) => setTitle(event.target.value)}
      />
      <LengthCount id={`${id}-count`} length={title.length} max={SCENE_TITLE_MAX} />
      <span className="add-scene__buttons">
        <button type="submit" className="btn btn--primary btn--small" disabled={busy}>
          {t('Add')}
        </button>
        <button type="button" className="btn btn--secondary btn--small" onClick={onCancel}>
          {t('Cancel')}
        </button>
      </span>
    </form>
  );
}

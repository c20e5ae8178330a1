import type { DraggableAttributes, DraggableSyntheticListeners } from '@dnd-kit/core';
import type { Ref } from 'react';
import { useBeatSheetsT } from '../words';

/** The handle's mark (a braille block: six dots to grip), hidden from screen readers. */
export const HANDLE = '⠿';

interface DragHandleProps {
  label: string;
  ref: Ref<HTMLButtonElement>;
  attributes: DraggableAttributes;
  listeners: DraggableSyntheticListeners;
}

/**
 * What a pointer drags an act or a beat by (and a keyboard picks it up with, Space then the arrow
 * keys); only the handle starts a drag, so the fields around it still take a click, a touch or a
 * text selection.
 */
export function DragHandle({ label, ref, attributes, listeners }: DragHandleProps) {
  return (
    <button type="button" ref={ref} className="sheet-editor__handle" {...attributes} {...listeners} aria-label={label}>
      <span aria-hidden="true">{HANDLE}</span>
    </button>
  );
}

type Action = 'up' | 'down' | 'delete';

interface MoveButtonsProps {
  /** "beat 7", "act 2" (translated): the end of each button's name for a screen reader ("Move up beat 7"). */
  which: string;
  /** The `data-focus` key of each button, so the focus can stay on it (or its twin) after a move. */
  focusKey: (action: Action) => string;
  canMoveUp: boolean;
  canMoveDown: boolean;
  canDelete: boolean;
  onMove: (by: -1 | 1) => void;
  onDelete: () => void;
}

/** Move up, Move down and Delete: every move a drag makes, for keyboard and touch users one step at a time. */
export function MoveButtons({
  which,
  focusKey,
  canMoveUp,
  canMoveDown,
  canDelete,
  onMove,
  onDelete,
}: MoveButtonsProps) {
  const { t } = useBeatSheetsT();
  const hidden = <span className="visually-hidden"> {which}</span>;
  return (
    <div className="sheet-editor__moves">
      <button
        type="button"
        className="btn btn--secondary btn--small"
        data-focus={focusKey('up')}
        disabled={!canMoveUp}
        onClick={() => onMove(-1)}
      >
        {t('Move up')}
        {hidden}
      </button>
      <button
        type="button"
        className="btn btn--secondary btn--small"
        data-focus={focusKey('down')}
        disabled={!canMoveDown}
        onClick={() => onMove(1)}
      >
        {t('Move down')}
        {hidden}
      </button>
      <button
        type="button"
        className="btn btn--danger btn--small"
        data-focus={focusKey('delete')}
        disabled={!canDelete}
        onClick={onDelete}
      >
        {t('Delete')}
        {hidden}
      </button>
    </div>
  );
}

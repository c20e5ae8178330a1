import { BEAT_NAME_MAX } from '@three-act/contract/limits';
import { SortableContext, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import type { ReactNode } from 'react';
import { Field } from '../../../components/ui/field';
import { useErrorsT } from '../../../lib/error-words';
import { actKey, type DraftAct } from '../sheet-editor';
import { useBeatSheetsT } from '../words';
import { DragHandle, MoveButtons } from './move-buttons';

interface ActEditorProps {
  act: DraftAct;
  /** 1-based. */
  number: number;
  errors: Record<string, string>;
  canMoveUp: boolean;
  canMoveDown: boolean;
  canDelete: boolean;
  canAddBeat: boolean;
  /** A beat being dragged would land in this act. */
  isTarget: boolean;
  onRename: (name: string) => void;
  onMove: (by: -1 | 1) => void;
  onDelete: () => void;
  onAddBeat: () => void;
  /** The act's beats (BeatEditor items). */
  children: ReactNode;
}

/** One act of the editor: its name, its beats (a drop target of their own, empty or not), its moves and delete. */
export function ActEditor({
  act,
  number,
  errors,
  canMoveUp,
  canMoveDown,
  canDelete,
  canAddBeat,
  isTarget,
  onRename,
  onMove,
  onDelete,
  onAddBeat,
  children,
}: ActEditorProps) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id: act.id,
    data: { type: 'act' },
  });
  const { t } = useBeatSheetsT();
  const { t: errorT } = useErrorsT();
  const which = t('act {{number}}', { number });
  const headingId = `sheet-act-${act.id}`;
  const className = ['card sheet-act', isDragging && 'sheet-act--dragging', isTarget && 'sheet-act--target']
    .filter(Boolean)
    .join(' ');

  return (
    <li
      ref={setNodeRef}
      className={className}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      aria-labelledby={headingId}
    >
      <div className="sheet-editor__head">
        <DragHandle
          label={t('Drag act {{number}}', { number })}
          ref={setActivatorNodeRef}
          attributes={attributes}
          listeners={listeners}
        />
        <h2 className="sheet-act__title" id={headingId}>
          {t('Act {{number}}', { number })}
        </h2>
        <MoveButtons
          which={which}
          focusKey={(action) => `${actKey(act.id)}:${action}`}
          canMoveUp={canMoveUp}
          canMoveDown={canMoveDown}
          canDelete={canDelete}
          onMove={onMove}
          onDelete={onDelete}
        />
      </div>
      {errors[actKey(act.id)] && <p className="field__error">{errorT(errors[actKey(act.id)] ?? '')}</p>}
      <Field
        label={
          <>
            {t('Name')}
            <span className="visually-hidden"> {t('of act {{number}}', { number })}</span>
          </>
        }
        error={errors[actKey(act.id, 'name')]}
        count={{ length: act.name.length, max: BEAT_NAME_MAX }}
      >
        {(control) => (
          <input
            {...control}
            className="field__input"
            data-focus={actKey(act.id, 'name')}
            required
            value={act.name}
            onChange={(event) => onRename(event.target.value)}
          />
        )}
      </Field>
      {errors[actKey(act.id, 'beats')] && (
        <p className="field__error">{errorT(errors[actKey(act.id, 'beats')] ?? '')}</p>
      )}
      <SortableContext items={act.beats.map((beat) => beat.id)} strategy={verticalListSortingStrategy}>
        {act.beats.length === 0 ? (
          <p className="sheet-act__empty">{t('No beats in this act yet: add one, or move one here.')}</p>
        ) : (
          <ol className="sheet-act__beats" aria-label={t('Beats of act {{number}}', { number })}>
            {children}
          </ol>
        )}
      </SortableContext>
      <button
        type="button"
        className="btn btn--secondary sheet-act__add"
        data-focus={`${actKey(act.id)}:add`}
        disabled={!canAddBeat}
        onClick={onAddBeat}
      >
        {t('Add a beat')}
        <span className="visually-hidden"> {t('to act {{number}}', { number })}</span>
      </button>
    </li>
  );
}

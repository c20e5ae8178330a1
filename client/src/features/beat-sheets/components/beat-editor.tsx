import { BEAT_HINT_MAX, BEAT_NAME_MAX, BEAT_QUESTION_MAX } from '@three-act/contract/limits';
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { Field } from '../../../components/ui/field';
import { useErrorsT } from '../../../lib/error-words';
import { beatKey, type BeatField, type DraftBeat } from '../sheet-editor';
import { useBeatSheetsT } from '../words';
import { DragHandle, MoveButtons } from './move-buttons';

interface BeatEditorProps {
  beat: DraftBeat;
  actId: string;
  /** Counted across the sheet: "beat 7". */
  number: number;
  errors: Record<string, string>;
  canMoveUp: boolean;
  canMoveDown: boolean;
  canDelete: boolean;
  /** A beat being dragged is over this one. */
  isTarget: boolean;
  onChange: (field: BeatField, value: string) => void;
  onMove: (by: -1 | 1) => void;
  onDelete: () => void;
}

/** One beat of the editor: its name, guided question and hint, and its moves (drag, Move up / Move down) and delete. */
export function BeatEditor({
  beat,
  actId,
  number,
  errors,
  canMoveUp,
  canMoveDown,
  canDelete,
  isTarget,
  onChange,
  onMove,
  onDelete,
}: BeatEditorProps) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id: beat.id,
    data: { type: 'beat', actId },
  });
  const { t } = useBeatSheetsT();
  const { t: errorT } = useErrorsT();
  const which = t('beat {{number}}', { number });
  const key = (field?: BeatField | 'up' | 'down' | 'delete') =>
    field === 'up' || field === 'down' || field === 'delete' ? `${beatKey(beat.id)}:${field}` : beatKey(beat.id, field);
  const className = ['sheet-beat', isDragging && 'sheet-beat--dragging', isTarget && 'sheet-beat--target']
    .filter(Boolean)
    .join(' ');
  const ofWhich = <span className="visually-hidden"> {t('of beat {{number}}', { number })}</span>;

  return (
    <li ref={setNodeRef} className={className} style={{ transform: CSS.Translate.toString(transform), transition }}>
      <div className="sheet-editor__head">
        <DragHandle
          label={t('Drag beat {{number}}', { number })}
          ref={setActivatorNodeRef}
          attributes={attributes}
          listeners={listeners}
        />
        <h3 className="sheet-beat__title">{t('Beat {{number}}', { number })}</h3>
        <MoveButtons
          which={which}
          focusKey={key}
          canMoveUp={canMoveUp}
          canMoveDown={canMoveDown}
          canDelete={canDelete}
          onMove={onMove}
          onDelete={onDelete}
        />
      </div>
      {errors[key()] && <p className="field__error">{errorT(errors[key()] ?? '')}</p>}
      <Field
        label={
          <>
            {t('Name')}
            {ofWhich}
          </>
        }
        error={errors[key('name')]}
        count={{ length: beat.name.length, max: BEAT_NAME_MAX }}
      >
        {(control) => (
          <input
            {...control}
            className="field__input"
            data-focus={key('name')}
            required
            value={beat.name}
            onChange={(event) => onChange('name', event.target.value)}
          />
        )}
      </Field>
      <Field
        label={
          <>
            {t('Guided question')}
            {ofWhich}
          </>
        }
        error={errors[key('question')]}
        count={{ length: beat.question.length, max: BEAT_QUESTION_MAX }}
      >
        {(control) => (
          <textarea
            {...control}
            className="field__input field__textarea sheet-beat__text"
            data-focus={key('question')}
            rows={2}
            value={beat.question}
            onChange={(event) => onChange('question', event.target.value)}
          />
        )}
      </Field>
      <Field
        label={
          <>
            {t('Hint')}
            {ofWhich} {t('(optional)')}
          </>
        }
        error={errors[key('hint')]}
        count={{ length: beat.hint.length, max: BEAT_HINT_MAX }}
      >
        {(control) => (
          <textarea
            {...control}
            className="field__input field__textarea sheet-beat__text"
            data-focus={key('hint')}
            rows={2}
            value={beat.hint}
            onChange={(event) => onChange('hint', event.target.value)}
          />
        )}
      </Field>
    </li>
  );
}

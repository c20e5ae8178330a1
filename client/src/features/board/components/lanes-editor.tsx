import { PLOTLINE_NAME_MAX, PLOTLINES_PER_STORY_MAX } from '@three-act/contract/limits';
import type { Board, Plotline } from '@three-act/contract/board';
import { useId, useState, type CSSProperties } from 'react';
import { useFeedback } from '../../../app/alerts/use-feedback';
import { isOverLimit, LengthCount } from '../../../components/ui/length-count';
import { TextField } from '../../../components/ui/text-field';
import { useCreatePlotlineMutation, useDeletePlotlineMutation, useSavePlotlineMutation } from '../board-api';
import { nextColor } from '../board-model';
import { useBoardT } from '../words';

const tooLong = (name: string) => isOverLimit(name.length, PLOTLINE_NAME_MAX);

/**
 * The plotlines (the board's lanes): add one, rename it, recolour it, move it up or down, delete it
 * (its scenes stay, without it). A name saves when it loses the focus or on Enter.
 */
export function LanesEditor({ story, board }: { story: string; board: Board }) {
  const { t } = useBoardT();
  const id = useId();
  const feedback = useFeedback();
  const [createPlotline, { isLoading: adding }] = useCreatePlotlineMutation();
  const [savePlotline] = useSavePlotlineMutation();
  const [deletePlotline] = useDeletePlotlineMutation();
  const [name, setName] = useState('');
  const [color, setColor] = useState(() => nextColor(board.plotlines));
  const full = board.plotlines.length >= PLOTLINES_PER_STORY_MAX;

  const add = async () => {
    if (!name.trim() || tooLong(name)) return;
    const added = await feedback(createPlotline({ story, plotline: { name: name.trim(), color } }), (plotline) =>
      t('Plotline {{name}} added.', { name: plotline.name }),
    );
    if (added) {
      setName('');
      setColor(nextColor([...board.plotlines, {} as Plotline]));
    }
  };
  const save = (plotline: Plotline, changes: { name?: string; color?: string; position?: number }, said?: string) =>
    feedback(savePlotline({ story, plotline: plotline._id, changes }), said);
  const remove = (plotline: Plotline) => {
    const question = t('Delete the plotline {{name}}? Its scenes stay on the board, without it.', {
      name: plotline.name,
    });
    if (!window.confirm(question)) return;
    void feedback(
      deletePlotline({ story, plotline: plotline._id }),
      t('Plotline {{name}} deleted.', { name: plotline.name }),
    );
  };

  return (
    <div className="lanes-editor">
      {board.plotlines.length > 0 && (
        <ol className="lanes-editor__list" aria-label={t('Plotlines')}>
          {board.plotlines.map((plotline, index) => (
            <LaneRow
              key={plotline._id}
              plotline={plotline}
              first={index === 0}
              last={index === board.plotlines.length - 1}
              onRename={(next) => void save(plotline, { name: next })}
              onRecolor={(next) => void save(plotline, { color: next })}
              onMove={(by) =>
                void save(
                  plotline,
                  { position: index + by },
                  t('{{name}} is now plotline {{number}}.', { name: plotline.name, number: index + by + 1 }),
                )
              }
              onDelete={() => remove(plotline)}
            />
          ))}
        </ol>
      )}
      <form
        className="lanes-editor__add"
        onSubmit={(event) => {
          event.preventDefault();
          void add();
        }}
      >
        <TextField
          label={t('New plotline')}
          maxLength={PLOTLINE_NAME_MAX}
          placeholder={board.plotlines.length === 0 ? t('Main plot') : t('A subplot')}
          value={name}
          disabled={full}
          onChange={(event) => setName(event.target.value)}
        />
        <div className="field lanes-editor__color">
          <label className="field__label" htmlFor={`${id}-color`}>
            {t('Colour')}
          </label>
          <input
            id={`${id}-color`}
            type="color"
            className="lanes-editor__swatch-input"
            value={color}
            disabled={full}
            onChange={(event) => setColor(event.target.value)}
          />
        </div>
        <button type="submit" className="btn btn--primary" disabled={adding || full || !name.trim() || tooLong(name)}>
          {t('Add plotline')}
        </button>
      </form>
      {full && (
        <p className="muted">{t('A story holds at most {{number}} plotlines.', { number: PLOTLINES_PER_STORY_MAX })}</p>
      )}
    </div>
  );
}

interface LaneRowProps {
  plotline: Plotline;
  first: boolean;
  last: boolean;
  onRename: (name: string) => void;
  onRecolor: (color: string) => void;
  onMove: (by: -1 | 1) => void;
  onDelete: () => void;
}

function LaneRow({ plotline, first, last, onRename, onRecolor, onMove, onDelete }: LaneRowProps) {
  const { t } = useBoardT();
  const id = useId();
  const [name, setName] = useState(plotline.name);
  const [color, setColor] = useState(plotline.color);
  // Past the limit the name stays as typed, counted, and is not sent until shortened.
  const rename = () => {
    if (tooLong(name)) return;
    if (name.trim() && name.trim() !== plotline.name) onRename(name.trim());
    else setName(plotline.name);
  };
  const hidden = <span className="visually-hidden"> {plotline.name}</span>;
  return (
    <li className="lanes-editor__row" style={{ '--lane': plotline.color } as CSSProperties}>
      <label className="visually-hidden" htmlFor={`${id}-name`}>
        {t('Name of the plotline {{name}}', { name: plotline.name })}
      </label>
      <input
        id={`${id}-name`}
        className="field__input lanes-editor__name"
        aria-describedby={`${id}-count`}
        aria-invalid={tooLong(name) || undefined}
        value={name}
        onChange={(event) => setName(event.target.value)}
        onBlur={rename}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            event.preventDefault();
            rename();
          }
        }}
      />
      <label className="visually-hidden" htmlFor={`${id}-color`}>
        {t('Colour of {{name}}', { name: plotline.name })}
      </label>
      <input
        id={`${id}-color`}
        type="color"
        className="lanes-editor__swatch-input"
        value={color}
        onChange={(event) => setColor(event.target.value)}
        onBlur={() => color !== plotline.color && onRecolor(color)}
      />
      <LengthCount id={`${id}-count`} length={name.length} max={PLOTLINE_NAME_MAX} />
      <span className="lanes-editor__moves">
        <button type="button" className="btn btn--secondary btn--small" disabled={first} onClick={() => onMove(-1)}>
          {t('Up')}
          {hidden}
        </button>
        <button type="button" className="btn btn--secondary btn--small" disabled={last} onClick={() => onMove(1)}>
          {t('Down')}
          {hidden}
        </button>
        <button type="button" className="btn btn--secondary btn--small" onClick={onDelete}>
          {t('Delete')}
          {hidden}
        </button>
      </span>
    </li>
  );
}

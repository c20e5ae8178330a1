import type { Board, Scene } from '@three-act/contract/board';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { PlotlineChoices } from './plotline-choices';
import { actLabel, actsOf, NO_PLOTLINE, plotlinesAfter, scenesIn, UNPLACED, type SceneMove } from '../board-model';
import { useBoardT } from '../words';

interface MoveDialogProps {
  board: Board;
  scene: Scene;
  /** The row the menu was opened from ("none" for no plotline); null where there are no rows to change. */
  from: string | null;
  /** The move, and the row it lands in (null where there are no rows to change). */
  onMove: (move: SceneMove, lane: string | null) => void;
  onClose: () => void;
}

/**
 * "Move to…": every move a drag makes, from a menu, for keyboard, touch and screen-reader users
 * (WCAG 2.2, 2.5.7): the beat (or Unplaced), the place among its scenes and the plotline, which
 * takes the place of the one the card showed under.
 */
export function MoveDialog({ board, scene, from, onMove, onClose }: MoveDialogProps) {
  const { t } = useBoardT();
  const id = useId();
  const [beat, setBeat] = useState(scene.beat ?? UNPLACED);
  const target = beat === UNPLACED ? null : beat;
  const siblings = scenesIn(board.scenes, target, scene._id);
  const [position, setPosition] = useState(target === scene.beat ? scene.position : siblings.length);
  const [lane, setLane] = useState(from ?? NO_PLOTLINE);
  // Where there are no rows (the phone's list), the scene's plotlines are chosen as a set.
  const [chosen, setChosen] = useState<readonly string[]>(scene.plotlines);
  const first = useRef<HTMLSelectElement>(null);
  useEffect(() => first.current?.focus(), []);

  const chooseBeat = (next: string) => {
    setBeat(next);
    const nextBeat = next === UNPLACED ? null : next;
    setPosition(nextBeat === scene.beat ? scene.position : scenesIn(board.scenes, nextBeat, scene._id).length);
  };
  const fromName =
    from === null || from === NO_PLOTLINE ? null : board.plotlines.find((plotline) => plotline._id === from)?.name;

  const submit = () => {
    const setChanged =
      chosen.length !== scene.plotlines.length || chosen.some((each) => !scene.plotlines.includes(each));
    const plotlines = from === null ? (setChanged ? [...chosen] : null) : plotlinesAfter(scene, from, lane);
    onMove(plotlines ? { beat: target, position, plotlines } : { beat: target, position }, from === null ? null : lane);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onClose();
    }
  };

  return (
    <div className="board-dialog__backdrop">
      <div
        className="board-dialog card"
        role="dialog"
        aria-modal="true"
        aria-labelledby={`${id}-heading`}
        onKeyDown={onKeyDown}
      >
        <h2 id={`${id}-heading`} className="board-dialog__heading">
          {t('Move “{{title}}”', { title: scene.title })}
        </h2>
        <form
          className="form"
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
        >
          <div className="field">
            <label className="field__label" htmlFor={`${id}-beat`}>
              {t('Beat')}
            </label>
            <select
              ref={first}
              id={`${id}-beat`}
              className="field__input"
              value={beat}
              onChange={(event) => chooseBeat(event.target.value)}
            >
              {actsOf(board).map((act) => (
                <optgroup key={act.index} label={actLabel(act.index, act.name, t)}>
                  {act.beats.map((each) => (
                    <option key={each._id} value={each._id}>
                      {each.name}
                    </option>
                  ))}
                </optgroup>
              ))}
              <option value={UNPLACED}>{t('Unplaced')}</option>
            </select>
          </div>
          <div className="field">
            <label className="field__label" htmlFor={`${id}-position`}>
              {t('Place')}
            </label>
            <select
              id={`${id}-position`}
              className="field__input"
              value={position}
              onChange={(event) => setPosition(Number(event.target.value))}
            >
              {siblings.length === 0 && <option value={0}>{t('The only scene there')}</option>}
              {siblings.length > 0 && (
                <option value={0}>{t('First, before “{{title}}”', { title: siblings[0]?.title })}</option>
              )}
              {siblings.map((sibling, index) => (
                <option key={sibling._id} value={index + 1}>
                  {index === siblings.length - 1
                    ? t('Last, after “{{title}}”', { title: sibling.title })
                    : t('After “{{title}}”', { title: sibling.title })}
                </option>
              ))}
            </select>
          </div>
          {from === null && board.plotlines.length > 0 && (
            <PlotlineChoices plotlines={board.plotlines} chosen={chosen} onChange={setChosen} />
          )}
          {from !== null && (
            <div className="field">
              <label className="field__label" htmlFor={`${id}-lane`}>
                {t('Plotline')}
              </label>
              <select
                id={`${id}-lane`}
                className="field__input"
                value={lane}
                aria-describedby={fromName && scene.plotlines.length > 1 ? `${id}-lane-hint` : undefined}
                onChange={(event) => setLane(event.target.value)}
              >
                {board.plotlines.map((plotline) => (
                  <option key={plotline._id} value={plotline._id}>
                    {plotline.name}
                  </option>
                ))}
                <option value={NO_PLOTLINE}>{t('No plotline')}</option>
              </select>
              {fromName && scene.plotlines.length > 1 && (
                <p className="field__hint" id={`${id}-lane-hint`}>
                  {t('It is on {{number}} plotlines: the one chosen here takes the place of {{plotline}}.', {
                    number: scene.plotlines.length,
                    plotline: fromName,
                  })}
                </p>
              )}
            </div>
          )}
          <div className="button-row">
            <button type="submit" className="btn btn--primary">
              {t('Move')}
            </button>
            <button type="button" className="btn btn--secondary" onClick={onClose}>
              {t('Cancel')}
            </button>
          </div>
        </form>
      </div>
    </div>
  );
}

import type { Plotline } from '@three-act/contract/board';
import { memo, type CSSProperties } from 'react';

interface PlotlineChoicesProps {
  plotlines: readonly Plotline[];
  /** The ids chosen now. */
  chosen: readonly string[];
  /** The ids chosen after a box changed, in the story's order of plotlines. */
  onChange: (chosen: string[]) => void;
  error?: string;
}

/** A scene's plotlines as boxes to tick, each with its colour (the scene panel, and "Move to…" on a phone). */
export const PlotlineChoices = memo(function PlotlineChoices({
  plotlines,
  chosen,
  onChange,
  error,
}: PlotlineChoicesProps) {
  const toggle = (id: string, on: boolean) =>
    onChange(plotlines.map((plotline) => plotline._id).filter((each) => (each === id ? on : chosen.includes(each))));
  return (
    <fieldset className="scene-panel__choices">
      <legend className="field__label">Plotlines</legend>
      {plotlines.length === 0 && <p className="muted">This story has no plotlines yet.</p>}
      {plotlines.map((plotline) => (
        <label key={plotline._id} className="check">
          <input
            type="checkbox"
            className="check__input"
            checked={chosen.includes(plotline._id)}
            onChange={(event) => toggle(plotline._id, event.target.checked)}
          />
          <span className="check__label">
            <span className="lane-swatch" style={{ '--lane': plotline.color } as CSSProperties} aria-hidden="true" />{' '}
            {plotline.name}
          </span>
        </label>
      ))}
      {error && <p className="field__error">{error}</p>}
    </fieldset>
  );
});

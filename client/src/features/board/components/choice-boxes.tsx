import type { ReactNode } from 'react';

interface ChoiceBoxesProps {
  legend: string;
  /** Said when there is nothing to choose from. */
  empty: string;
  items: readonly { id: string; label: ReactNode }[];
  /** The ids chosen now. */
  chosen: readonly string[];
  onToggle: (id: string, on: boolean) => void;
  error?: string;
}

/** A group of boxes to tick under a legend (a scene's plotlines, the characters in it). */
export function ChoiceBoxes({ legend, empty, items, chosen, onToggle, error }: ChoiceBoxesProps) {
  return (
    <fieldset className="scene-panel__choices">
      <legend className="field__label">{legend}</legend>
      {items.length === 0 && <p className="muted">{empty}</p>}
      {items.map((item) => (
        <label key={item.id} className="check">
          <input
            type="checkbox"
            className="check__input"
            checked={chosen.includes(item.id)}
            onChange={(event) => onToggle(item.id, event.target.checked)}
          />
          <span className="check__label">{item.label}</span>
        </label>
      ))}
      {error && <p className="field__error">{error}</p>}
    </fieldset>
  );
}

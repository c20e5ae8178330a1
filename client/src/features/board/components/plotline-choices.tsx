import type { Plotline } from '@three-act/contract/board';
import { memo, type CSSProperties } from 'react';
import { ChoiceBoxes } from './choice-boxes';
import { useBoardT } from '../words';

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
  const { t } = useBoardT();
  const toggle = (id: string, on: boolean) =>
    onChange(plotlines.map((plotline) => plotline._id).filter((each) => (each === id ? on : chosen.includes(each))));
  return (
    <ChoiceBoxes
      legend={t('Plotlines')}
      empty={t('This story has no plotlines yet.')}
      items={plotlines.map((plotline) => ({
        id: plotline._id,
        label: (
          <>
            <span className="lane-swatch" style={{ '--lane': plotline.color } as CSSProperties} aria-hidden="true" />{' '}
            {plotline.name}
          </>
        ),
      }))}
      chosen={chosen}
      onToggle={toggle}
      error={error}
    />
  );
});

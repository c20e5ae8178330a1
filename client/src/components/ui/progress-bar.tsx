import { useUiT } from '../../lib/ui-words';

interface ProgressBarProps {
  /** 0–100. */
  value: number;
  label: string;
  /** What the bar stands for in words ("5 of 8 beats"); the percentage by default. */
  text?: string;
  /** For a bar whose neighbour already names it: the label is read out but not shown. */
  labelHidden?: boolean;
}

/** A real progressbar for assistive technology, with the percentage also shown as text. */
export function ProgressBar({ value, label, text, labelHidden = false }: ProgressBarProps) {
  const { t } = useUiT();
  const percent = Math.max(0, Math.min(100, Math.round(value)));
  const shown = text ?? t('{{percent}}% complete', { percent });
  return (
    <div className="progress">
      <div className="progress__head">
        <span className={labelHidden ? 'progress__label visually-hidden' : 'progress__label'}>{label}</span>
        <span className="progress__value">{shown}</span>
      </div>
      <div
        className="progress__track"
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={shown}
      >
        <span className="progress__fill" style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}

interface ProgressBarProps {
  /** 0–100. */
  value: number;
  label: string;
}

/** A real progressbar for assistive technology, with the percentage also shown as text. */
export function ProgressBar({ value, label }: ProgressBarProps) {
  const percent = Math.max(0, Math.min(100, Math.round(value)));
  return (
    <div className="progress">
      <div className="progress__head">
        <span className="progress__label">{label}</span>
        <span className="progress__value">{percent}% complete</span>
      </div>
      <div
        className="progress__track"
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={`${percent}% complete`}
      >
        <span className="progress__fill" style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}

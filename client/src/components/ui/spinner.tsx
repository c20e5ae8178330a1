interface SpinnerProps {
  label?: string;
}

export function Spinner({ label = 'Loading' }: SpinnerProps) {
  return (
    <div className="spinner" role="status" aria-label={label}>
      <span className="spinner__ring" aria-hidden="true" />
    </div>
  );
}

interface ProtagonistMarkProps {
  protag: boolean;
}

/** Yes/no in words as well as a symbol, so it never depends on colour alone. */
export function ProtagonistMark({ protag }: ProtagonistMarkProps) {
  return (
    <span className={`protag-mark${protag ? ' protag-mark--yes' : ''}`}>
      <span aria-hidden="true">{protag ? '★' : '–'}</span> Protagonist: {protag ? 'Yes' : 'No'}
    </span>
  );
}

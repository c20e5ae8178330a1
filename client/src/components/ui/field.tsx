import { useId, type ReactNode } from 'react';

/** The attributes that tie a control to its label and hint. */
export interface FieldControlProps {
  id: string;
  'aria-describedby': string | undefined;
}

interface FieldProps {
  label: ReactNode;
  hint?: ReactNode;
  children: (control: FieldControlProps) => ReactNode;
}

/** A label, the control it names, and an optional hint tied to the control with aria-describedby. */
export function Field({ label, hint, children }: FieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      {children({ id, 'aria-describedby': hint ? hintId : undefined })}
      {hint && (
        <p className="field__hint" id={hintId}>
          {hint}
        </p>
      )}
    </div>
  );
}

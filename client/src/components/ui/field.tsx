import { useId, type ReactNode } from 'react';
import { useErrorsT } from '../../lib/error-words';
import { isOverLimit, LengthCount } from './length-count';

/** The attributes that tie a control to its label, hint and error. */
interface FieldControlProps {
  id: string;
  'aria-describedby': string | undefined;
  'aria-invalid': true | undefined;
}

interface FieldProps {
  label: ReactNode;
  hint?: ReactNode;
  /** What is wrong with the value (from the form's rules or the server), shown under the control. */
  error?: string;
  /** A long text's length and limit: counted near it, and past it the field is marked (decision 168). */
  count?: { length: number; max: number };
  children: (control: FieldControlProps) => ReactNode;
}

/** A label, the control it names, an optional hint and error, tied to the control with aria-describedby. */
export function Field({ label, hint, error, count, children }: FieldProps) {
  const { t } = useErrorsT();
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const countId = `${id}-count`;
  const invalid = Boolean(error) || (count !== undefined && isOverLimit(count.length, count.max));
  const describedBy =
    [error ? errorId : null, count ? countId : null, hint ? hintId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={invalid ? 'field field--invalid' : 'field'}>
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      {children({ id, 'aria-describedby': describedBy, 'aria-invalid': invalid ? true : undefined })}
      {count && <LengthCount id={countId} {...count} />}
      {error && (
        <p className="field__error" id={errorId}>
          {t(error)}
        </p>
      )}
      {hint && (
        <p className="field__hint" id={hintId}>
          {hint}
        </p>
      )}
    </div>
  );
}

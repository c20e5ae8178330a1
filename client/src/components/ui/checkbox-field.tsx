import { useId, type InputHTMLAttributes, type ReactNode } from 'react';
import { useErrorsT } from '../../lib/error-words';

interface CheckboxFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'type'> {
  label: ReactNode;
  error?: string;
}

export function CheckboxField({ label, error, ...inputProps }: CheckboxFieldProps) {
  const { t } = useErrorsT();
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className="check">
      <input
        id={id}
        type="checkbox"
        className="check__input"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        {...inputProps}
      />
      <label className="check__label" htmlFor={id}>
        {label}
      </label>
      {error && (
        <p className="field__error check__error" id={errorId}>
          {t(error)}
        </p>
      )}
    </div>
  );
}

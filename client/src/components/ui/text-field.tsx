import type { InputHTMLAttributes, ReactNode } from 'react';
import { Field } from './field';

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: string;
  hint?: ReactNode;
  error?: string;
}

/** A labelled input; the hint is tied to the input with aria-describedby. */
export function TextField({ label, hint, error, ...inputProps }: TextFieldProps) {
  return (
    <Field label={label} hint={hint} error={error}>
      {(control) => <input {...control} className="field__input" {...inputProps} />}
    </Field>
  );
}

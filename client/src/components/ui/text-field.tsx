import type { InputHTMLAttributes, ReactNode } from 'react';
import { Field } from './field';

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: string;
  hint?: ReactNode;
}

/** A labelled input; the hint is tied to the input with aria-describedby. */
export function TextField({ label, hint, ...inputProps }: TextFieldProps) {
  return (
    <Field label={label} hint={hint}>
      {(control) => <input {...control} className="field__input" {...inputProps} />}
    </Field>
  );
}

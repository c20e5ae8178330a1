import type { ReactNode, TextareaHTMLAttributes } from 'react';
import { Field } from './field';
import { GrowingBox } from './growing-box';

interface TextareaFieldProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'> {
  label: ReactNode;
  hint?: ReactNode;
  error?: string;
  /** A long text's length and limit, instead of `maxLength` (which cuts a paste silently). */
  count?: { length: number; max: number };
  /** Shown right under the box (the "@" suggestions). */
  children?: ReactNode;
}

/** A labelled multi-line input; the hint is tied to it with aria-describedby. */
export function TextareaField({ label, hint, error, count, rows = 5, children, ...textareaProps }: TextareaFieldProps) {
  return (
    <Field label={label} hint={hint} error={error} count={count}>
      {(control) => (
        <>
          <GrowingBox>
            <textarea {...control} rows={rows} className="field__input field__textarea" {...textareaProps} />
          </GrowingBox>
          {children}
        </>
      )}
    </Field>
  );
}

import type { ReactNode, SelectHTMLAttributes } from 'react';
import { Field } from './field';

interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> {
  label: ReactNode;
  hint?: ReactNode;
  /** Each a text that is its own value, or a value and the text shown for it. */
  options: readonly (string | { value: string; label: string })[];
  /** Text of the empty first option that asks for a choice. */
  placeholder?: string;
  error?: string;
}

/** A labelled select; the hint is tied to it with aria-describedby. */
export function SelectField({ label, hint, error, options, placeholder, ...selectProps }: SelectFieldProps) {
  return (
    <Field label={label} hint={hint} error={error}>
      {(control) => (
        <select {...control} className="field__input" {...selectProps}>
          {placeholder !== undefined && <option value="">{placeholder}</option>}
          {options.map((option) => {
            const { value, label: text } = typeof option === 'string' ? { value: option, label: option } : option;
            return (
              <option key={value} value={value}>
                {text}
              </option>
            );
          })}
        </select>
      )}
    </Field>
  );
}

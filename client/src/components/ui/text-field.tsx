import { useCallback, useState, type ChangeEvent, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import { Field } from './field';

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: string;
  hint?: ReactNode;
  error?: string;
  ref?: Ref<HTMLInputElement>;
}

const setRef = <T,>(ref: Ref<T> | undefined, value: T | null) => {
  if (typeof ref === 'function') ref(value);
  else if (ref) ref.current = value;
};

/**
 * A labelled input; the hint is tied to the input with aria-describedby. Its `maxLength` is a limit
 * the field counts near and past (decision 168), never one the browser enforces: that cuts a paste
 * silently. The form's rules refuse what is too long, with the count already saying so.
 */
export function TextField({ label, hint, error, maxLength, ref, onChange, ...inputProps }: TextFieldProps) {
  const [typed, setTyped] = useState(0);
  // The length the field starts with (a form reset writes the value without an event).
  const measure = useCallback(
    (input: HTMLInputElement | null) => {
      setRef(ref, input);
      if (input) setTyped(input.value.length);
    },
    [ref],
  );
  const changed = (event: ChangeEvent<HTMLInputElement>) => {
    setTyped(event.target.value.length);
    onChange?.(event);
  };
  const length = inputProps.value === undefined ? typed : String(inputProps.value).length;
  return (
    <Field label={label} hint={hint} error={error} count={maxLength ? { length, max: maxLength } : undefined}>
      {(control) => <input {...control} className="field__input" {...inputProps} ref={measure} onChange={changed} />}
    </Field>
  );
}

import { PASSWORD_MAX_BYTES, PASSWORD_MIN } from '@three-act/contract/limits';
import { useState, type InputHTMLAttributes, type ReactNode } from 'react';
import { useUiT } from '../../lib/ui-words';
import { Field } from './field';

interface PasswordFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'type'> {
  label: string;
  hint?: ReactNode;
  error?: string;
}

/**
 * A password input with a Show/Hide button beside it, so a writer on a phone can check what they
 * typed. The button says what it will do and is a plain button (it never submits the form).
 */
export function PasswordField({ label, hint, error, ...inputProps }: PasswordFieldProps) {
  const { t } = useUiT();
  const [shown, setShown] = useState(false);
  return (
    <Field label={label} hint={hint} error={error}>
      {(control) => (
        <div className="password">
          <input {...control} className="field__input" type={shown ? 'text' : 'password'} {...inputProps} />
          <button
            type="button"
            className="password__toggle"
            aria-pressed={shown}
            onClick={() => setShown((value) => !value)}
          >
            {shown ? t('Hide') : t('Show')}
            {/* Named in its text, not aria-label, so "Password" labels the input alone. */}
            <span className="visually-hidden"> {label.toLowerCase()}</span>
          </button>
        </div>
      )}
    </Field>
  );
}

/** A password being chosen: the contract's length rules, and the browser's password manager told it is new. */
export function NewPasswordField(props: PasswordFieldProps) {
  return (
    <PasswordField
      autoComplete="new-password"
      required
      minLength={PASSWORD_MIN}
      maxLength={PASSWORD_MAX_BYTES}
      {...props}
    />
  );
}

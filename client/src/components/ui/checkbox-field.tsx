import { useId, type InputHTMLAttributes, type ReactNode } from 'react';

interface CheckboxFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'type'> {
  label: ReactNode;
}

export function CheckboxField({ label, ...inputProps }: CheckboxFieldProps) {
  const id = useId();
  return (
    <div className="check">
      <input id={id} type="checkbox" className="check__input" {...inputProps} />
      <label className="check__label" htmlFor={id}>
        {label}
      </label>
    </div>
  );
}

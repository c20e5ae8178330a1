import type { ReactNode } from 'react';

export interface RadioOption<T extends string> {
  value: T;
  label: ReactNode;
}

interface RadioGroupProps<T extends string> {
  legend: ReactNode;
  /** The radios' shared name (one group per form). */
  name: string;
  options: readonly RadioOption<T>[];
  value: T;
  onChange: (value: T) => void;
  disabled?: boolean;
  className?: string;
  optionClassName?: string;
}

/** One choice of a few, each a labelled radio, under a legend that names the question. */
export function RadioGroup<T extends string>({
  legend,
  name,
  options,
  value,
  onChange,
  disabled,
  className,
  optionClassName,
}: RadioGroupProps<T>) {
  return (
    <fieldset className={className}>
      <legend>{legend}</legend>
      {options.map((option) => (
        <label key={option.value} className={optionClassName}>
          <input
            type="radio"
            name={name}
            value={option.value}
            checked={value === option.value}
            disabled={disabled}
            onChange={() => onChange(option.value)}
          />{' '}
          {option.label}
        </label>
      ))}
    </fieldset>
  );
}

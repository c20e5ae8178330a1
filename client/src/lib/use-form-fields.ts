import { useCallback, useState, type ChangeEvent } from 'react';

type FieldElement = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

/**
 * A form's values keyed by its controls' name attributes, and the one change handler they share:
 * a checkbox stores whether it is checked, every other control its text.
 */
export function useFormFields<Values extends object>(initial: Values | (() => Values)) {
  const [values, setValues] = useState<Values>(initial);
  const handleChange = useCallback((event: ChangeEvent<FieldElement>) => {
    const { target } = event;
    const value = target instanceof HTMLInputElement && target.type === 'checkbox' ? target.checked : target.value;
    setValues((current) => ({ ...current, [target.name]: value }));
  }, []);
  return { values, setValues, handleChange };
}

import { useId, useState, type FormEvent } from 'react';

interface TextFormProps {
  label: string;
  placeholder: string;
  submitLabel: string;
  rows?: number;
  /** Resolves true when the text was saved, so the box is cleared only then. */
  onSubmit: (text: string) => Promise<boolean>;
}

/** The new-post and new-comment form: one labelled text box, cleared after a successful submit. */
export function TextForm({ label, placeholder, submitLabel, rows = 5, onSubmit }: TextFormProps) {
  const id = useId();
  const [text, setText] = useState('');
  const [pending, setPending] = useState(false);

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setPending(true);
    const saved = await onSubmit(text);
    setPending(false);
    if (saved) setText('');
  };

  return (
    <form className="text-form" onSubmit={handleSubmit}>
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <textarea
        id={id}
        className="field__input text-form__input"
        rows={rows}
        placeholder={placeholder}
        value={text}
        onChange={(event) => setText(event.target.value)}
      />
      <div className="text-form__actions">
        <button type="submit" className="btn btn--primary" disabled={pending}>
          {submitLabel}
        </button>
      </div>
    </form>
  );
}

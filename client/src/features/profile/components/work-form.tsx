import {
  ASIN_LENGTH,
  PROFILE_FIELD_MAX,
  WORK_AUTHOR_MAX,
  WORK_DESC_MAX,
  WORK_GENRE_MAX,
  WORK_TITLE_MAX,
} from '@three-act/contract/limits';
import type { FormEvent } from 'react';
import { TextField } from '../../../components/ui/text-field';
import { TextareaField } from '../../../components/ui/textarea-field';
import { useFormFields } from '../../../lib/use-form-fields';
import type { Work } from '@three-act/contract/profile';

/** The form's values: every field as typed text. */
export type WorkFormValues = Omit<Work, '_id'>;

const emptyWork: WorkFormValues = { title: '', author: '', genre: '', desc: '', asin: '', url: '' };

interface WorkFormProps {
  pending?: boolean;
  onSubmit: (work: WorkFormValues) => void;
}

/** /add-work. Genre and description carry an asterisk like the old form but are not enforced (docs/product.md#profiles). */
export function WorkForm({ pending = false, onSubmit }: WorkFormProps) {
  const { values: form, handleChange } = useFormFields(emptyWork);

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSubmit(form);
  };

  return (
    <form className="form card" onSubmit={handleSubmit}>
      <p className="muted">* required field</p>
      <TextField
        label="Title *"
        name="title"
        required
        maxLength={WORK_TITLE_MAX}
        value={form.title}
        onChange={handleChange}
      />
      <TextField
        label="Author *"
        name="author"
        required
        maxLength={WORK_AUTHOR_MAX}
        value={form.author}
        onChange={handleChange}
      />
      <TextField label="Genre *" name="genre" maxLength={WORK_GENRE_MAX} value={form.genre} onChange={handleChange} />
      <TextareaField
        label="Description *"
        name="desc"
        maxLength={WORK_DESC_MAX}
        hint="What the book is about, in a few lines."
        value={form.desc}
        onChange={handleChange}
      />
      <TextField
        label="ASIN"
        name="asin"
        maxLength={ASIN_LENGTH}
        pattern="[A-Za-z0-9]{10}"
        hint="The 10-character Amazon number, e.g. B00EXAMPLE. We link to the book's Amazon page."
        value={form.asin}
        onChange={handleChange}
      />
      <TextField
        label="URL"
        name="url"
        type="url"
        maxLength={PROFILE_FIELD_MAX}
        placeholder="https://"
        hint="Where readers can find the work."
        value={form.url}
        onChange={handleChange}
      />
      <button type="submit" className="btn btn--primary btn--block" disabled={pending}>
        Add work
      </button>
    </form>
  );
}

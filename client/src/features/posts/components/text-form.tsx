import type { z } from 'zod';
import { FormSummary } from '../../../components/ui/form-summary';
import { TextareaField } from '../../../components/ui/textarea-field';
import { useApiForm, type Mutation } from '../../../lib/use-api-form';

interface TextValues {
  text: string;
}

export interface TextFormProps<Answer> {
  label: string;
  placeholder: string;
  submitLabel: string;
  rows?: number;
  /** The contract's rule for this text (a post or a comment). */
  schema: z.ZodType;
  /** Starts the save; its errors show on the form. */
  save: (text: string) => Mutation<Answer>;
  onSaved: (answer: Answer) => void;
  /** The text to start from (an edit); empty for a new post or comment. */
  initial?: string;
  /** Shows a Cancel button (an edit or a reply can be given up). */
  onCancel?: () => void;
}

/** The post, comment, reply and edit form: one labelled text box, cleared after a successful submit. */
export function TextForm<Answer>({
  label,
  placeholder,
  submitLabel,
  rows = 5,
  schema,
  save,
  onSaved,
  initial = '',
  onCancel,
}: TextFormProps<Answer>) {
  const { form, summary, send } = useApiForm<TextValues>(schema, { text: initial });
  const { errors, isSubmitting } = form.formState;

  const onValid = async ({ text }: TextValues) => {
    const answer = await send(save(text));
    if (answer === undefined) return;
    form.reset({ text: '' });
    onSaved(answer);
  };

  return (
    <form className="text-form" onSubmit={form.handleSubmit(onValid)}>
      <FormSummary errors={summary} />
      <TextareaField
        label={label}
        className="field__input text-form__input"
        rows={rows}
        placeholder={placeholder}
        error={errors.text?.message}
        {...form.register('text')}
      />
      <div className="text-form__actions">
        {onCancel && (
          <button type="button" className="btn btn--secondary" onClick={onCancel}>
            Cancel
          </button>
        )}
        <button type="submit" className="btn btn--primary" disabled={isSubmitting}>
          {submitLabel}
        </button>
      </div>
    </form>
  );
}

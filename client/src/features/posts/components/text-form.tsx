import { FormSummary } from '../../../components/ui/form-summary';
import { TextareaField } from '../../../components/ui/textarea-field';
import { useApiForm, type FormSchema, type Mutation } from '../../../lib/use-api-form';
import { useTextDraft, type TextDraftKey } from '../../../lib/use-text-draft';
import { usePostsT } from '../words';

interface TextValues {
  text: string;
}

export interface TextFormProps<Answer> {
  label: string;
  placeholder: string;
  submitLabel: string;
  rows?: number;
  /** The contract's rule for this text (a post or a comment), or its loader. */
  schema: FormSchema;
  /** Starts the save; its errors show on the form. */
  save: (text: string) => Mutation<Answer>;
  onSaved: (answer: Answer) => void;
  /** The text to start from (an edit); empty for a new post or comment. */
  initial?: string;
  /** Shows a Cancel button (an edit or a reply can be given up). */
  onCancel?: () => void;
  /** Where the unsent text is kept on the device (lib/use-text-draft.ts). */
  draft?: TextDraftKey;
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
  draft: box,
}: TextFormProps<Answer>) {
  const { t } = usePostsT();
  const { form, summary, send } = useApiForm<TextValues>(schema, { text: initial });
  const { errors, isSubmitting } = form.formState;
  const draft = useTextDraft(box, {
    initial,
    source: {
      current: () => form.getValues('text'),
      subscribe: (changed) => {
        const subscription = form.watch(changed);
        return () => subscription.unsubscribe();
      },
    },
    restore: (text) => {
      if (form.getValues('text') === initial) form.setValue('text', text, { shouldDirty: true });
    },
  });

  const onValid = async ({ text }: TextValues) => {
    const answer = await send(save(text));
    if (answer === undefined) return;
    await draft.drop();
    form.reset({ text: '' });
    onSaved(answer);
  };

  const cancel =
    onCancel &&
    (() => {
      void draft.drop();
      onCancel();
    });

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
        {cancel && (
          <button type="button" className="btn btn--secondary" onClick={cancel}>
            {t('Cancel')}
          </button>
        )}
        <button type="submit" className="btn btn--primary" disabled={isSubmitting}>
          {submitLabel}
        </button>
      </div>
    </form>
  );
}

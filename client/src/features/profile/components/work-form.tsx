import {
  ASIN_LENGTH,
  PROFILE_FIELD_MAX,
  WORK_AUTHOR_MAX,
  WORK_DESC_MAX,
  WORK_GENRE_MAX,
  WORK_TITLE_MAX,
} from '@three-act/contract/limits';
import { FormSummary } from '../../../components/ui/form-summary';
import { TextField } from '../../../components/ui/text-field';
import { TextareaField } from '../../../components/ui/textarea-field';
import { useApiForm, type Mutation } from '../../../lib/use-api-form';
import { workBody, type Work } from '@three-act/contract/profile';
import { useProfileT } from '../words';

/** An address's start, shown in an empty link field (not a word to translate). */
const ADDRESS_START = 'https://';

/** The form's values: every field as typed text. */
export type WorkFormValues = Omit<Work, '_id'>;

const emptyWork: WorkFormValues = { title: '', author: '', genre: '', desc: '', asin: '', url: '' };

interface WorkFormProps<Answer> {
  /** Starts the save; its errors show on the form. */
  save: (work: WorkFormValues) => Mutation<Answer>;
  onSaved: (answer: Answer) => void;
}

/** /add-work. Genre and description carry an asterisk like the old form but are not enforced (docs/product.md#profiles). */
export function WorkForm<Answer>({ save, onSaved }: WorkFormProps<Answer>) {
  const { t } = useProfileT();
  const { form, summary, send } = useApiForm<WorkFormValues>(workBody, emptyWork);
  const { errors, isSubmitting } = form.formState;

  const onValid = async (work: WorkFormValues) => {
    const answer = await send(save(work));
    if (answer !== undefined) onSaved(answer);
  };

  return (
    <form className="form card" onSubmit={form.handleSubmit(onValid)}>
      <FormSummary errors={summary} />
      <p className="muted">{t('* required field')}</p>
      <TextField
        label={t('Title *')}
        required
        maxLength={WORK_TITLE_MAX}
        error={errors.title?.message}
        {...form.register('title')}
      />
      <TextField
        label={t('Author *')}
        required
        maxLength={WORK_AUTHOR_MAX}
        error={errors.author?.message}
        {...form.register('author')}
      />
      <TextField
        label={t('Genre *')}
        maxLength={WORK_GENRE_MAX}
        error={errors.genre?.message}
        {...form.register('genre')}
      />
      <TextareaField
        label={t('Description *')}
        maxLength={WORK_DESC_MAX}
        hint={t('What the book is about, in a few lines.')}
        error={errors.desc?.message}
        {...form.register('desc')}
      />
      <TextField
        label={t('ASIN')}
        maxLength={ASIN_LENGTH}
        pattern="[A-Za-z0-9]{10}"
        hint={t("The 10-character Amazon number, e.g. B00EXAMPLE. We link to the book's Amazon page.")}
        error={errors.asin?.message}
        {...form.register('asin')}
      />
      <TextField
        label={t('URL')}
        type="url"
        maxLength={PROFILE_FIELD_MAX}
        placeholder={ADDRESS_START}
        hint={t('Where readers can find the work.')}
        error={errors.url?.message}
        {...form.register('url')}
      />
      <button type="submit" className="btn btn--primary btn--block" disabled={isSubmitting}>
        {t('Add work')}
      </button>
    </form>
  );
}

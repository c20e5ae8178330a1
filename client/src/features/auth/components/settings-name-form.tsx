import { NAME_MAX } from '@three-act/contract/limits';
import { updateMeBody, type UpdateMeBody } from '@three-act/contract/users';
import { FormSummary } from '../../../components/ui/form-summary';
import { TextField } from '../../../components/ui/text-field';
import { useAppDispatch } from '../../../app/hooks';
import { useApiForm } from '../../../lib/use-api-form';
import { setAlert } from '../../../app/alerts/alert-slice';
import { useRenameMutation } from '../account-api';
import { useAuthT } from '../words';

/** The name shown on the writer's posts, comments and profile. */
export function NameForm({ name }: { name: string }) {
  const { t } = useAuthT();
  const [rename] = useRenameMutation();
  const dispatch = useAppDispatch();
  const { form, summary, send } = useApiForm<UpdateMeBody>(updateMeBody, { name });
  const { errors, isSubmitting } = form.formState;

  const onValid = async (values: UpdateMeBody) => {
    const user = await send(rename(values));
    if (!user) return;
    form.reset({ name: user.name });
    dispatch(setAlert('Name saved', 'success'));
  };

  return (
    <form className="form card" onSubmit={form.handleSubmit(onValid)} aria-labelledby="name-heading">
      <h2 id="name-heading">{t('Name')}</h2>
      <FormSummary errors={summary} />
      <TextField
        label={t('Name')}
        autoComplete="name"
        required
        maxLength={NAME_MAX}
        hint={t('Shown with your Brainstorm posts and comments and on your profile.')}
        error={errors.name?.message}
        {...form.register('name')}
      />
      <div className="button-row">
        <button type="submit" className="btn btn--primary" disabled={isSubmitting}>
          {t('Save name')}
        </button>
      </div>
    </form>
  );
}

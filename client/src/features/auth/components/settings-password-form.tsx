import { changePasswordBody, type ChangePasswordBody } from '@three-act/contract/auth';
import { FormSummary } from '../../../components/ui/form-summary';
import { NewPasswordField, PasswordField } from '../../../components/ui/password-field';
import { useAppDispatch } from '../../../app/hooks';
import { useApiForm } from '../../../lib/use-api-form';
import { setAlert } from '../../../app/alerts/alert-slice';
import { useChangePasswordMutation } from '../account-api';
import { useAuthT } from '../words';

const empty: ChangePasswordBody = { currentPassword: '', password: '' };

/** A new password; this device stays signed in, every other one is signed out. */
export function PasswordForm() {
  const { t } = useAuthT();
  const [changePassword] = useChangePasswordMutation();
  const dispatch = useAppDispatch();
  const { form, summary, send } = useApiForm<ChangePasswordBody>(changePasswordBody, empty);
  const { errors, isSubmitting } = form.formState;

  const onValid = async (values: ChangePasswordBody) => {
    if (!(await send(changePassword(values)))) return;
    form.reset(empty);
    dispatch(setAlert('Password changed: every other device is signed out', 'success'));
  };

  return (
    <form className="form card" onSubmit={form.handleSubmit(onValid)} aria-labelledby="password-heading">
      <h2 id="password-heading">{t('Password')}</h2>
      <FormSummary errors={summary} />
      <PasswordField
        label={t('Current password')}
        autoComplete="current-password"
        required
        error={errors.currentPassword?.message}
        {...form.register('currentPassword')}
      />
      <NewPasswordField
        label={t('New password')}
        hint={t('8 to 72 characters. Every other device is signed out.')}
        error={errors.password?.message}
        {...form.register('password')}
      />
      <div className="button-row">
        <button type="submit" className="btn btn--primary" disabled={isSubmitting}>
          {t('Change password')}
        </button>
      </div>
    </form>
  );
}

import { resetBody, type ResetBody } from '@three-act/contract/auth';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { useAppDispatch } from '../app/hooks';
import { PageTitle } from '../components/layout/page-title';
import { FormSummary } from '../components/ui/form-summary';
import { NewPasswordField } from '../components/ui/password-field';
import { setAlert } from '../app/alerts/alert-slice';
import { useResetPasswordMutation } from '../features/auth/account-api';
import { useApiForm } from '../lib/use-api-form';
import { useAuthT } from '../features/auth/words';

/** The mailed reset link: a new password signs this browser in and every other device out. */
export function Reset() {
  const { t } = useAuthT();
  const { token = '' } = useParams();
  const [resetPassword] = useResetPasswordMutation();
  const { form, summary, send } = useApiForm<ResetBody>(resetBody, { password: '' });
  const { errors, isSubmitting } = form.formState;
  const dispatch = useAppDispatch();
  const navigate = useNavigate();

  const onValid = async ({ password }: ResetBody) => {
    if (await send(resetPassword({ token, password }))) {
      dispatch(setAlert('Password changed: you are signed in, and every other device is signed out', 'success'));
      void navigate('/dashboard', { replace: true });
    }
  };

  return (
    <section className="page page--form">
      <PageTitle title={t('Choose a new password')} />
      <h1>{t('Choose a new password')}</h1>
      <p className="lead">{t('It signs you in here and signs out every other device.')}</p>
      <form className="form card" onSubmit={form.handleSubmit(onValid)}>
        <FormSummary errors={summary} />
        {summary.length > 0 && (
          <p>
            <Link to="/forgot">{t('Send me a new link')}</Link>
          </p>
        )}
        <NewPasswordField
          label={t('New password')}
          hint={t('8 to 72 characters.')}
          error={errors.password?.message}
          {...form.register('password')}
        />
        <button type="submit" className="btn btn--primary btn--block" disabled={isSubmitting}>
          {t('Save and sign in')}
        </button>
      </form>
    </section>
  );
}

import { forgotBody, type ForgotBody } from '@three-act/contract/auth';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { PageTitle } from '../components/layout/page-title';
import { FormSummary } from '../components/ui/form-summary';
import { EmailField } from '../components/ui/email-field';
import { useForgotPasswordMutation } from '../features/auth/account-api';
import { useApiForm } from '../lib/use-api-form';
import { useAuthT } from '../features/auth/words';

/** "Forgot password?": asks for a reset link; the answer is the same whether or not the address has an account. */
export function Forgot() {
  const { t } = useAuthT();
  const [forgotPassword] = useForgotPasswordMutation();
  const { form, summary, send } = useApiForm<ForgotBody>(forgotBody, { email: '' });
  const { errors, isSubmitting } = form.formState;
  const [sent, setSent] = useState<string | null>(null);

  const onValid = async (values: ForgotBody) => {
    const message = await send(forgotPassword(values));
    if (message) setSent(message);
  };

  return (
    <section className="page page--form">
      <PageTitle title={t('Forgot password')} />
      <h1>{t('Forgot your password?')}</h1>
      {sent ? (
        <div className="card" role="status">
          <p>{t(sent)}</p>
          <p className="muted">
            {t('Check your spam folder too. Asking again sends a new link and cancels the earlier one.')}
          </p>
          <p>
            <Link to="/login">{t('Back to log in')}</Link>
          </p>
        </div>
      ) : (
        <>
          <p className="lead">
            {t('Enter the e-mail address of your account and we will mail you a link to choose a new one.')}
          </p>
          <form className="form card" onSubmit={form.handleSubmit(onValid)}>
            <FormSummary errors={summary} />
            <EmailField label={t('Email')} error={errors.email?.message} {...form.register('email')} />
            <button type="submit" className="btn btn--primary btn--block" disabled={isSubmitting}>
              {t('Send me a reset link')}
            </button>
          </form>
          <p className="form-footer">
            {t('Remembered it?')} <Link to="/login">{t('Log In')}</Link>
          </p>
        </>
      )}
    </section>
  );
}

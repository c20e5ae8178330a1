import { PASSWORD_MAX_BYTES, PASSWORD_MIN } from '@three-act/contract/limits';
import { loginBody, type LoginBody } from '@three-act/contract/auth';
import { Link, Navigate, useLocation, useNavigate } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../app/hooks';
import { PageTitle } from '../components/layout/page-title';
import { FormSummary } from '../components/ui/form-summary';
import { PasswordField } from '../components/ui/password-field';
import { EmailField } from '../components/ui/email-field';
import { alertErrors } from '../app/alerts/alert-slice';
import { useLoginMutation } from '../features/auth/auth-api';
import { selectAuth } from '../features/auth/auth-slice';
import type { ApiFailure } from '../lib/api';
import { useApiForm } from '../lib/use-api-form';
import { useAuthT } from '../features/auth/words';
import { Trans } from 'react-i18next';

const emptyCredentials: LoginBody = { email: '', password: '' };

export function Login() {
  const { t } = useAuthT();
  const { isAuthenticated, endedByServer } = useAppSelector(selectAuth);
  const [login, { isLoading: signingIn, isSuccess: signedIn, error: failure }] = useLoginMutation();
  // After too many wrong passwords the lock is the limit's; the way out is a new password.
  const lockedOut = (failure as ApiFailure | undefined)?.status === 429;
  const dispatch = useAppDispatch();
  // A refused login is an error alert, as it always was (docs/product.md#alerts).
  const { form, summary, send } = useApiForm<LoginBody>(loginBody, emptyCredentials, {
    onPathless: (errors) => dispatch(alertErrors(errors)),
  });
  const { errors, isSubmitting } = form.formState;
  const navigate = useNavigate();
  const location = useLocation();

  // A visitor sent here by a guard (or an invitation's page) goes back to the page they came from;
  // the way to sign up instead passes it on.
  const from = (location.state as { from?: string } | null)?.from ?? '/dashboard';

  if (isAuthenticated && !signingIn && !signedIn) return <Navigate to={from} replace />;

  const onValid = async (credentials: LoginBody) => {
    if (await send(login(credentials))) void navigate(from, { replace: true });
  };

  return (
    <section className="page page--form">
      <PageTitle title={t('Log In')} />
      <h1>{t('Log In')}</h1>
      <p className="lead">{t('Welcome back. Pick up your outline where you left it.')}</p>
      {endedByServer && (
        <p className="notice" role="status">
          {t(
            'Your session ended: you were signed out on another device, or it expired. Log in again; anything you typed is kept on this device and comes back.',
          )}
        </p>
      )}
      <form className="form card" onSubmit={form.handleSubmit(onValid)}>
        <FormSummary errors={summary} />
        <EmailField label={t('Email')} error={errors.email?.message} {...form.register('email')} />
        <PasswordField
          label={t('Password')}
          autoComplete="current-password"
          required
          minLength={PASSWORD_MIN}
          maxLength={PASSWORD_MAX_BYTES}
          error={errors.password?.message}
          {...form.register('password')}
        />
        {lockedOut && (
          <p className="notice" role="note">
            <Trans
              t={t}
              i18nKey="Forgotten your password? <a>Reset it by e-mail</a>: a new password works at once."
              components={{ a: <Link to="/forgot" /> }}
            />
          </p>
        )}
        <button type="submit" className="btn btn--primary btn--block" disabled={isSubmitting}>
          {t('Log In')}
        </button>
        <p className="form-footer">
          <Link to="/forgot">{t('Forgot password?')}</Link>
        </p>
      </form>
      <p className="form-footer">
        {t("Don't have an account?")}{' '}
        <Link to="/register" state={location.state}>
          {t('Sign Up')}
        </Link>
      </p>
    </section>
  );
}

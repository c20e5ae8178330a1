import { NAME_MAX, NAME_MIN } from '@three-act/contract/limits';
import { registerBody } from '@three-act/contract/users';
import { z } from '@three-act/contract/zod';
import { Link, Navigate, useLocation, useNavigate } from 'react-router-dom';
import { useAppSelector } from '../app/hooks';
import { PageTitle } from '../components/layout/page-title';
import { CheckboxField } from '../components/ui/checkbox-field';
import { FormSummary } from '../components/ui/form-summary';
import { NewPasswordField } from '../components/ui/password-field';
import { EmailField } from '../components/ui/email-field';
import { TextField } from '../components/ui/text-field';
import { useRegisterMutation } from '../features/auth/auth-api';
import { selectAuth } from '../features/auth/auth-slice';
import { useApiForm } from '../lib/use-api-form';
import { useAuthT } from '../features/auth/words';
import { Trans } from 'react-i18next';

/** The sign-up form: the contract's rules plus the confirmation, checked before anything is sent. */
const registerForm = registerBody
  .extend({ password2: z.string() })
  .refine((values) => values.password === values.password2, { path: ['password2'], error: 'Passwords do not match' });

interface RegisterValues {
  name: string;
  email: string;
  password: string;
  password2: string;
  tosAgree: boolean;
  ageVerify: boolean;
}

const emptyForm: RegisterValues = {
  name: '',
  email: '',
  password: '',
  password2: '',
  tosAgree: false,
  ageVerify: false,
};

export function Register() {
  const { t } = useAuthT();
  const { isAuthenticated } = useAppSelector(selectAuth);
  const [register, { isLoading: signingUp, isSuccess: signedUp }] = useRegisterMutation();
  const navigate = useNavigate();
  const location = useLocation();
  const { form, summary, send } = useApiForm(registerForm, emptyForm);
  const { errors, isSubmitting } = form.formState;
  // A visitor who came from a page that asks for an account (an invitation) goes back to it, as
  // after logging in.
  const from = (location.state as { from?: string } | null)?.from ?? '/dashboard';

  if (isAuthenticated && !signingUp && !signedUp) return <Navigate to={from} replace />;

  const onValid = async (values: RegisterValues) => {
    const account = registerForm.parse(values);
    const { name, email, password } = account;
    if (await send(register({ name, email, password, ageVerify: true, tosAgree: true }))) {
      void navigate(from, { replace: true });
    }
  };

  return (
    <section className="page page--form">
      <PageTitle title={t('Sign Up')} />
      <h1>{t('Create your account')}</h1>
      <p className="lead">{t('It is free. Start plotting in a minute.')}</p>
      <form className="form card" onSubmit={form.handleSubmit(onValid)}>
        <FormSummary errors={summary} />
        <TextField
          label={t('Name')}
          autoComplete="name"
          required
          minLength={NAME_MIN}
          maxLength={NAME_MAX}
          hint={t('5 to 50 characters. Shown with your posts and profile.')}
          error={errors.name?.message}
          {...form.register('name')}
        />
        <EmailField
          label={t('Email')}
          hint={t('We send a link to verify it. It is never shown to others.')}
          error={errors.email?.message}
          {...form.register('email')}
        />
        <NewPasswordField
          label={t('Password')}
          hint={t('8 to 72 characters.')}
          error={errors.password?.message}
          {...form.register('password')}
        />
        <NewPasswordField
          label={t('Confirm password')}
          error={errors.password2?.message}
          {...form.register('password2')}
        />
        <CheckboxField
          required
          error={errors.tosAgree?.message}
          {...form.register('tosAgree')}
          label={
            <Trans
              t={t}
              i18nKey="I agree to the <privacy>Privacy Policy</privacy> and <terms>Terms of Service</terms>"
              components={{ privacy: <Link to="/privacy" />, terms: <Link to="/tos" /> }}
            />
          }
        />
        <CheckboxField
          required
          error={errors.ageVerify?.message}
          {...form.register('ageVerify')}
          label={t('I am at least 13 years old')}
        />
        <button type="submit" className="btn btn--primary btn--block" disabled={isSubmitting}>
          {t('Sign Up')}
        </button>
      </form>
      <p className="form-footer">
        {t('Already have an account?')}{' '}
        <Link to="/login" state={location.state}>
          {t('Log In')}
        </Link>
      </p>
    </section>
  );
}

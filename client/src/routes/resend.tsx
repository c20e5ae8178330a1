import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { useAppSelector } from '../app/hooks';
import { PageTitle } from '../components/layout/page-title';
import { useFeedback } from '../app/alerts/use-feedback';
import { useResendVerificationMutation } from '../features/auth/auth-api';
import { selectCurrentUser } from '../features/auth/auth-slice';
import { useAuthT } from '../features/auth/words';
import { Trans } from 'react-i18next';

export function Resend() {
  const { t } = useAuthT();
  const user = useAppSelector(selectCurrentUser);
  const [resendVerification] = useResendVerificationMutation();
  const feedback = useFeedback();
  const navigate = useNavigate();
  const [pending, setPending] = useState(false);

  if (user?.emailVerified) {
    return (
      <section className="page page--narrow">
        <PageTitle title={t('Email already verified')} />
        <h1>{t('Your email is already verified')}</h1>
        <p className="lead">{t('There is nothing more to do: every part of Three Act is open to you.')}</p>
        <Link to="/dashboard" className="btn btn--primary">
          {t('Go to your dashboard')}
        </Link>
      </section>
    );
  }

  const handleResend = async () => {
    setPending(true);
    if (await feedback(resendVerification(), 'Verification Email Sent')) void navigate('/dashboard');
    else setPending(false);
  };

  return (
    <section className="page page--narrow">
      <PageTitle title={t('Resend verification email')} />
      <h1>{t('Resend the verification email')}</h1>
      <p className="lead">
        <Trans
          t={t}
          i18nKey="We will send a new link to <strong>{{email}}</strong>."
          values={{ email: user?.email ?? t('your email address') }}
          components={{ strong: <strong /> }}
        />
      </p>
      <p>
        <Trans
          t={t}
          i18nKey="Wrong address? An address can be changed only once it is verified, so <a>sign up again</a> with the right one."
          components={{ a: <Link to="/register" /> }}
        />
      </p>
      <p>
        {t(
          'The mail should arrive right away, but please allow up to 2 hours. Check your spam folder too. Only the newest link works: sending a new one cancels the earlier ones.',
        )}
      </p>
      <button type="button" className="btn btn--primary btn--large" onClick={handleResend} disabled={pending}>
        {t('RESEND VERIFICATION EMAIL')}
      </button>
    </section>
  );
}

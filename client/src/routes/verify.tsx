import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { useAppSelector } from '../app/hooks';
import { PageTitle } from '../components/layout/page-title';
import { useFeedback } from '../app/alerts/use-feedback';
import { useResendVerificationMutation, useVerifyEmailMutation } from '../features/auth/auth-api';
import { selectIsAuthenticated } from '../features/auth/auth-slice';
import { useAuthT } from '../features/auth/words';
import { Trans } from 'react-i18next';

export function Verify() {
  const { t } = useAuthT();
  const { token = '' } = useParams();
  const isAuthenticated = useAppSelector(selectIsAuthenticated);
  const [verifyEmail] = useVerifyEmailMutation();
  const feedback = useFeedback();
  const navigate = useNavigate();
  const [resendVerification, { isLoading: resending, isSuccess: resent }] = useResendVerificationMutation();
  const [state, setState] = useState<'idle' | 'pending' | 'failed'>('idle');

  const handleVerify = async () => {
    setState('pending');
    // Signed-out visitors go straight to login rather than bouncing off the dashboard guard.
    if (await feedback(verifyEmail(token), 'Email Verified')) void navigate(isAuthenticated ? '/dashboard' : '/login');
    else setState('failed');
  };

  return (
    <section className="page page--narrow">
      <PageTitle title={t('Verify your email')} />
      <h1>{t('Verify your email')}</h1>
      <p className="lead">{t('One click and your account is verified.')}</p>
      <p>{t('Verifying your email address unlocks the community side of Three Act. Once verified you can:')}</p>
      <ul className="checklist">
        <li>{t('upload a profile image')}</li>
        <li>{t('create Brainstorm posts')}</li>
        <li>{t('comment on posts')}</li>
        <li>{t('like posts')}</li>
        <li>{t('vote for comments')}</li>
      </ul>
      <p>{t('Your outline and characters work the same either way.')}</p>
      <button
        type="button"
        className="btn btn--primary btn--large"
        onClick={handleVerify}
        disabled={state === 'pending'}
      >
        {t('VERIFY ACCOUNT')}
      </button>
      {state === 'failed' && (
        <div className="notice" role="note">
          <p>
            {t(
              'This link does not work any more: it expires after 48 hours, works once, and a newer link replaces it.',
            )}
          </p>
          {isAuthenticated ? (
            <button
              type="button"
              className="btn btn--secondary"
              disabled={resending || resent}
              onClick={() => void feedback(resendVerification(), 'Verification Email Sent')}
            >
              {t('Send me a new link')}
            </button>
          ) : (
            <p>
              <Trans t={t} i18nKey="<a>Log In</a> to get a new link." components={{ a: <Link to="/login" /> }} />
            </p>
          )}
        </div>
      )}
    </section>
  );
}

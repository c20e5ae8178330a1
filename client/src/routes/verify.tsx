import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { useAppSelector } from '../app/hooks';
import { PageTitle } from '../components/layout/page-title';
import { useFeedback } from '../app/alerts/use-feedback';
import { useResendVerificationMutation, useVerifyEmailMutation } from '../features/auth/auth-api';
import { selectIsAuthenticated } from '../features/auth/auth-slice';

export function Verify() {
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
      <PageTitle title="Verify your email" />
      <h1>Verify your email</h1>
      <p className="lead">One click and your account is verified.</p>
      <p>Verifying your email address unlocks the community side of Three Act. Once verified you can:</p>
      <ul className="checklist">
        <li>upload a profile image</li>
        <li>create Brainstorm posts</li>
        <li>comment on posts</li>
        <li>like posts</li>
        <li>vote for comments</li>
      </ul>
      <p>Your outline and characters work the same either way.</p>
      <button
        type="button"
        className="btn btn--primary btn--large"
        onClick={handleVerify}
        disabled={state === 'pending'}
      >
        VERIFY ACCOUNT
      </button>
      {state === 'failed' && (
        <div className="notice" role="note">
          <p>This link does not work any more: it expires after 48 hours, works once, and a newer link replaces it.</p>
          {isAuthenticated ? (
            <button
              type="button"
              className="btn btn--secondary"
              disabled={resending || resent}
              onClick={() => void feedback(resendVerification(), 'Verification Email Sent')}
            >
              Send me a new link
            </button>
          ) : (
            <p>
              <Link to="/login">Log In</Link> to get a new link.
            </p>
          )}
        </div>
      )}
    </section>
  );
}

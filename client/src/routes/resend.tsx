import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { useAppSelector } from '../app/hooks';
import { PageTitle } from '../components/layout/page-title';
import { useFeedback } from '../app/alerts/use-feedback';
import { useResendVerificationMutation } from '../features/auth/auth-api';
import { selectCurrentUser } from '../features/auth/auth-slice';

export function Resend() {
  const user = useAppSelector(selectCurrentUser);
  const [resendVerification] = useResendVerificationMutation();
  const feedback = useFeedback();
  const navigate = useNavigate();
  const [pending, setPending] = useState(false);

  if (user?.emailVerified) {
    return (
      <section className="page page--narrow">
        <PageTitle title="Email already verified" />
        <h1>Your email is already verified</h1>
        <p className="lead">There is nothing more to do: every part of Three Act is open to you.</p>
        <Link to="/dashboard" className="btn btn--primary">
          Go to your dashboard
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
      <PageTitle title="Resend verification email" />
      <h1>Resend the verification email</h1>
      <p className="lead">
        We will send a new link to <strong>{user?.email ?? 'your email address'}</strong>.
      </p>
      <p>
        Wrong address? An address can be changed only once it is verified, so <Link to="/register">sign up again</Link>{' '}
        with the right one.
      </p>
      <p>
        The mail should arrive right away, but please allow up to 2 hours. Check your spam folder too. Only the newest
        link works: sending a new one cancels the earlier ones.
      </p>
      <button type="button" className="btn btn--primary btn--large" onClick={handleResend} disabled={pending}>
        RESEND VERIFICATION EMAIL
      </button>
    </section>
  );
}

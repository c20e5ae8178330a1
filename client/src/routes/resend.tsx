import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../app/hooks';
import { PageTitle } from '../components/layout/page-title';
import { alertErrors, setAlert } from '../features/alert/alert-slice';
import { resendVerification, selectCurrentUser } from '../features/auth/auth-slice';
import type { ApiError } from '../lib/api-error';

export function Resend() {
  const user = useAppSelector(selectCurrentUser);
  const dispatch = useAppDispatch();
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
    try {
      await dispatch(resendVerification()).unwrap();
      dispatch(setAlert('Verification Email Sent', 'success'));
      void navigate('/dashboard');
    } catch (errors) {
      dispatch(alertErrors(errors as ApiError[]));
      setPending(false);
    }
  };

  return (
    <section className="page page--narrow">
      <PageTitle title="Resend verification email" />
      <h1>Resend the verification email</h1>
      <p className="lead">
        We will send a new link to <strong>{user?.email ?? 'your email address'}</strong>.
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

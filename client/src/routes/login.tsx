import { PASSWORD_MAX_BYTES, PASSWORD_MIN } from '@three-act/contract/limits';
import { useState, type FormEvent } from 'react';
import { Link, Navigate, useLocation, useNavigate } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../app/hooks';
import { PageTitle } from '../components/layout/page-title';
import { TextField } from '../components/ui/text-field';
import { alertErrors } from '../features/alert/alert-slice';
import { login, selectAuth } from '../features/auth/auth-slice';
import type { ApiError } from '../lib/api-error';

export function Login() {
  const { isAuthenticated, status } = useAppSelector(selectAuth);
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const location = useLocation();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [submitting, setSubmitting] = useState(false);

  // A visitor sent here by a guard goes back to the page they asked for.
  const from = (location.state as { from?: string } | null)?.from ?? '/dashboard';

  if (isAuthenticated && !submitting) return <Navigate to={from} replace />;

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitting(true);
    try {
      await dispatch(login({ email, password })).unwrap();
      void navigate(from, { replace: true });
    } catch (errors) {
      dispatch(alertErrors(errors as ApiError[]));
      setSubmitting(false);
    }
  };

  return (
    <section className="page page--form">
      <PageTitle title="Log in" />
      <h1>Log in</h1>
      <p className="lead">Welcome back. Pick up your outline where you left it.</p>
      <form className="form card" onSubmit={handleSubmit}>
        <TextField
          label="Email"
          type="email"
          name="email"
          autoComplete="email"
          required
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
        <TextField
          label="Password"
          type="password"
          name="password"
          autoComplete="current-password"
          required
          minLength={PASSWORD_MIN}
          maxLength={PASSWORD_MAX_BYTES}
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
        <button type="submit" className="btn btn--primary btn--block" disabled={status === 'pending'}>
          Log in
        </button>
      </form>
      <p className="form-footer">
        Don&apos;t have an account? <Link to="/register">Sign up</Link>
      </p>
    </section>
  );
}

import { NAME_MAX, NAME_MIN, PASSWORD_MAX_BYTES, PASSWORD_MIN } from '@three-act/contract/limits';
import { useState, type FormEvent } from 'react';
import { Link, Navigate, useNavigate } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../app/hooks';
import { PageTitle } from '../components/layout/page-title';
import { CheckboxField } from '../components/ui/checkbox-field';
import { TextField } from '../components/ui/text-field';
import { alertErrors, setAlert } from '../features/alert/alert-slice';
import { register, selectAuth } from '../features/auth/auth-slice';
import type { ApiError } from '../lib/api-error';
import { useFormFields } from '../lib/use-form-fields';

const emptyForm = {
  name: '',
  email: '',
  password: '',
  password2: '',
  tosAgree: false,
  ageVerify: false,
};

export function Register() {
  const { isAuthenticated, status } = useAppSelector(selectAuth);
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { values: form, handleChange } = useFormFields(emptyForm);
  const [submitting, setSubmitting] = useState(false);

  if (isAuthenticated && !submitting) return <Navigate to="/dashboard" replace />;

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (form.password !== form.password2) {
      dispatch(setAlert('Passwords do not match', 'danger'));
      return;
    }
    setSubmitting(true);
    try {
      await dispatch(
        register({
          name: form.name,
          email: form.email,
          password: form.password,
          ageVerify: form.ageVerify,
          tosAgree: form.tosAgree,
        }),
      ).unwrap();
      void navigate('/dashboard', { replace: true });
    } catch (errors) {
      dispatch(alertErrors(errors as ApiError[]));
      setSubmitting(false);
    }
  };

  return (
    <section className="page page--form">
      <PageTitle title="Sign up" />
      <h1>Create your account</h1>
      <p className="lead">It is free. Start plotting in a minute.</p>
      <form className="form card" onSubmit={handleSubmit}>
        <TextField
          label="Name"
          name="name"
          autoComplete="name"
          required
          minLength={NAME_MIN}
          maxLength={NAME_MAX}
          hint="5 to 50 characters. Shown with your posts and profile."
          value={form.name}
          onChange={handleChange}
        />
        <TextField
          label="Email"
          type="email"
          name="email"
          autoComplete="email"
          required
          hint="We send a link to verify it. It is never shown to others."
          value={form.email}
          onChange={handleChange}
        />
        <TextField
          label="Password"
          type="password"
          name="password"
          autoComplete="new-password"
          required
          minLength={PASSWORD_MIN}
          maxLength={PASSWORD_MAX_BYTES}
          hint="8 to 72 characters."
          value={form.password}
          onChange={handleChange}
        />
        <TextField
          label="Confirm password"
          type="password"
          name="password2"
          autoComplete="new-password"
          required
          minLength={PASSWORD_MIN}
          maxLength={PASSWORD_MAX_BYTES}
          value={form.password2}
          onChange={handleChange}
        />
        <CheckboxField
          name="tosAgree"
          required
          checked={form.tosAgree}
          onChange={handleChange}
          label={
            <>
              I agree to the <Link to="/privacy">Privacy Policy</Link> and <Link to="/tos">Terms of Service</Link>
            </>
          }
        />
        <CheckboxField
          name="ageVerify"
          required
          checked={form.ageVerify}
          onChange={handleChange}
          label="I am at least 13 years old"
        />
        <button type="submit" className="btn btn--primary btn--block" disabled={status === 'pending'}>
          Sign up
        </button>
      </form>
      <p className="form-footer">
        Already have an account? <Link to="/login">Log in</Link>
      </p>
    </section>
  );
}

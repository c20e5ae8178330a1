import { Link, useNavigate } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../app/hooks';
import { PageTitle } from '../components/layout/page-title';
import { Spinner } from '../components/ui/spinner';
import { alertErrors } from '../features/alert/alert-slice';
import { useFeedback } from '../features/alert/use-feedback';
import { useDeleteAccountMutation } from '../features/auth/auth-api';
import { selectCurrentUser } from '../features/auth/auth-slice';
import { useSignOut } from '../features/auth/use-sign-out';
import { CharacterQuickView } from '../features/outline/components/character-quick-view';
import { OutlineSummary } from '../features/outline/components/outline-summary';
import { DashboardProfile } from './dashboard-profile';

export const DELETE_ACCOUNT_CONFIRM =
  'Are you sure that you want to delete your account? This is permanent and can NOT be undone.';

export function Dashboard() {
  const user = useAppSelector(selectCurrentUser);
  const dispatch = useAppDispatch();
  const handleLogout = useSignOut();
  const [deleteAccount] = useDeleteAccountMutation();
  const feedback = useFeedback();
  const navigate = useNavigate();

  if (!user) return <Spinner />;

  const handleDelete = async () => {
    if (!window.confirm(DELETE_ACCOUNT_CONFIRM)) return;
    if (await feedback(deleteAccount(), 'Account, Outline, & Profile deleted')) void navigate('/');
  };

  return (
    <div className="page dashboard">
      <PageTitle title="Dashboard" />
      <h1>Welcome {user.name}</h1>

      {!user.emailVerified && (
        <div className="notice" role="note">
          <p>
            Please verify your email address to post, comment, like and vote in Brainstorm. Didn&apos;t get the email?{' '}
            <Link to="/resend">Send a new verification email</Link>.
          </p>
        </div>
      )}

      <div className="dashboard__grid">
        <OutlineSummary onError={(errors) => dispatch(alertErrors(errors))} />
        <CharacterQuickView />

        <DashboardProfile userId={user._id} />
      </div>

      <section className="dashboard__account" aria-labelledby="account-heading">
        <h2 id="account-heading">Account</h2>
        <div className="button-row">
          <button type="button" className="btn btn--secondary" onClick={handleLogout}>
            Logout
          </button>
          <button type="button" className="btn btn--danger" onClick={handleDelete}>
            Delete my account
          </button>
        </div>
        <p className="muted">
          Deleting your account removes your outline, characters, profile, posts and comments for good.
        </p>
      </section>
    </div>
  );
}

import { Trans } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../app/hooks';
import { PageTitle } from '../components/layout/page-title';
import { Spinner } from '../components/ui/spinner';
import { alertErrors } from '../app/alerts/alert-slice';
import { DeleteAccountButton } from '../features/auth/components/delete-account-button';
import { selectCurrentUser } from '../features/auth/auth-slice';
import { useSignOut } from '../features/auth/use-sign-out';
import { CharacterQuickView } from '../features/outline/components/character-quick-view';
import { OutlineSummary } from '../features/outline/components/outline-summary';
import { StorySwitcher } from '../features/outline/components/story-switcher';
import { SheetField } from '../features/beat-sheets/components/sheet-field';
import { DashboardProfile } from '../features/profile/components/dashboard-profile';
import { StoryChecks } from '../features/board/components/story-checks';
import { useGetStoriesQuery } from '../features/outline/stories-api';
import { useDashboardT } from '../features/dashboard/words';

export function Dashboard() {
  const { t } = useDashboardT();
  const user = useAppSelector(selectCurrentUser);
  const dispatch = useAppDispatch();
  const handleLogout = useSignOut();

  if (!user) return <Spinner />;

  return (
    <div className="page dashboard">
      <PageTitle title={t('Dashboard')} />
      <h1>{t('Welcome {{name}}', { name: user.name })}</h1>

      {!user.emailVerified && (
        <div className="notice" role="note">
          <p>
            <Trans
              t={t}
              i18nKey="Please verify your email address to post, comment, like and vote in Brainstorm. Didn't get the email? <resend>Send a new verification email</resend>."
              components={{ resend: <Link to="/resend" /> }}
            />
          </p>
        </div>
      )}

      <div className="dashboard__grid">
        <StorySwitcher SheetField={SheetField} />
        <OutlineSummary onError={(errors) => dispatch(alertErrors(errors))} />
        <CharacterQuickView />
        <CurrentStoryChecks />
        <section className="card dashboard__sheets" aria-labelledby="sheets-heading">
          <h2 id="sheets-heading">{t('Beat sheets')}</h2>
          <p>
            {t(
              "Plot with Save the Cat, the Hero's Journey, Kishōtenketsu and more, or make a structure of your own: its acts, beats and questions.",
            )}
          </p>
          <div className="button-row">
            <Link to="/beat-sheets" className="btn btn--secondary">
              {t('Beat sheets')}
            </Link>
          </div>
        </section>

        <DashboardProfile userId={user._id} />
      </div>

      <section className="dashboard__account" aria-labelledby="account-heading">
        <h2 id="account-heading">{t('Account')}</h2>
        <div className="button-row">
          <button type="button" className="btn btn--secondary" onClick={handleLogout}>
            {t('Logout')}
          </button>
          <Link to="/settings" className="btn btn--secondary">
            {t('Settings')}
          </Link>
          <DeleteAccountButton />
        </div>
        <p className="muted">
          {t(
            'Change your name, e-mail address or password, see the devices signed in, and download all your data in Settings. Deleting your account removes your stories, characters, profile, posts and comments for good.',
          )}
        </p>
      </section>
    </div>
  );
}

/**
 * The current story's checks (decision 165), the list the board shows, once it has scenes: the
 * story list (which the switcher reads anyway) says how many, so a story without any asks nothing.
 */
function CurrentStoryChecks() {
  const { data: stories } = useGetStoriesQuery();
  const current = stories?.find((story) => story.current);
  return current && (current.scenes ?? 0) > 0 ? <StoryChecks story={current._id} /> : null;
}

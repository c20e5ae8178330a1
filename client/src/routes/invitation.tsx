import { INVALID_INVITATION_LINK, type Invitation } from '@three-act/contract/members';
import { Link, useLocation, useNavigate, useParams } from 'react-router-dom';
import { useFeedback } from '../app/alerts/use-feedback';
import { useAppSelector } from '../app/hooks';
import { PageTitle } from '../components/layout/page-title';
import { Spinner } from '../components/ui/spinner';
import { selectAuth } from '../features/auth/auth-slice';
import { useAcceptInvitationMutation, useGetInvitationQuery } from '../features/together/members-api';
import { roleHint, useTogetherT, type TogetherT } from '../features/together/words';
import { failureErrors } from '../lib/api';
import { useErrorsT } from '../lib/error-words';
import { formatDetailDate } from '../lib/format-date';

/** "Anna invites you to “The Salt Road” as a co-author": one sentence per role, titled or not. */
function invitedSentence(t: TogetherT, { invitedBy, storyTitle, role }: Invitation): string {
  const title = storyTitle?.trim();
  if (role === 'critic') {
    return title
      ? t('{{invitedBy}} invites you to “{{title}}” as a critic', { invitedBy, title })
      : t('{{invitedBy}} invites you to an untitled story as a critic', { invitedBy });
  }
  return title
    ? t('{{invitedBy}} invites you to “{{title}}” as a co-author', { invitedBy, title })
    : t('{{invitedBy}} invites you to an untitled story as a co-author', { invitedBy });
}

/**
 * /invitations/{token}: the link mailed to a writer invited to a story (issue 35, decision 189).
 * Anyone may read it; accepting needs the invited account, signed in. A visitor logs in or signs up
 * and comes back here (the `from` the login page already follows).
 */
export function InvitationPage() {
  const { t } = useTogetherT();
  const { token = '' } = useParams();
  const { t: said } = useErrorsT();
  const { data: invitation, error, isLoading } = useGetInvitationQuery(token);

  return (
    <section className="page page--narrow invitation-page">
      <PageTitle title={t('Invitation')} />
      <h1>{t('An invitation to write together')}</h1>
      {isLoading ? (
        <Spinner label={t('Loading the invitation')} />
      ) : invitation ? (
        <InvitationText token={token} invitation={invitation} />
      ) : (
        // 404 (no such link) or 410 (expired or used): the server's own words, as they came.
        <p className="lead" role="alert">
          {said(failureErrors(error)[0]?.msg ?? INVALID_INVITATION_LINK)}
        </p>
      )}
    </section>
  );
}

function InvitationText({ token, invitation }: { token: string; invitation: Invitation }) {
  const { t } = useTogetherT();
  return (
    <>
      <p className="lead">{invitedSentence(t, invitation)}</p>
      <p>{roleHint(t, invitation.role)}</p>
      <p className="muted">
        {t('Sent to {{email}}. It works until {{date}}.', {
          email: invitation.email,
          date: formatDetailDate(invitation.expiresAt),
        })}
      </p>
      <AcceptInvitation token={token} />
    </>
  );
}

/** Signed in: "Accept" joins the story and opens it. Signed out: the ways in, back to this page. */
function AcceptInvitation({ token }: { token: string }) {
  const { t } = useTogetherT();
  const { isAuthenticated, loading } = useAppSelector(selectAuth);
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const feedback = useFeedback();
  const [acceptInvitation, { isLoading: busy }] = useAcceptInvitationMutation();

  if (loading) return <Spinner />;
  if (!isAuthenticated) {
    const back = { from: pathname };
    return (
      <>
        <p>{t('Log in with the invited address to accept, or create an account with it first.')}</p>
        <div className="button-row">
          <Link to="/login" state={back} className="btn btn--primary">
            {t('Log in to accept')}
          </Link>
          <Link to="/register" state={back} className="btn btn--secondary">
            {t('Create an account')}
          </Link>
        </div>
      </>
    );
  }
  const accept = async () => {
    const accepting = acceptInvitation(token);
    if (!(await feedback(accepting, t('You joined the story')))) return;
    // The story is now the writer's current story too (the server made it so).
    const { storyId } = await accepting.unwrap();
    void navigate(`/stories/${encodeURIComponent(storyId)}`);
  };
  return (
    <div className="button-row">
      <button type="button" className="btn btn--primary" disabled={busy} onClick={() => void accept()}>
        {t('Accept')}
      </button>
    </div>
  );
}

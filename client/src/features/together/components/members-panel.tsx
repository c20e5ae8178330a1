import { MEMBER_ROLES, type Member, type MemberRole, type PendingInvitation } from '@three-act/contract/members';
import { useId } from 'react';
import { useNavigate } from 'react-router-dom';
import { useFeedback } from '../../../app/alerts/use-feedback';
import { LoadFailed } from '../../../components/ui/load-failed';
import { Spinner } from '../../../components/ui/spinner';
import { formatDay } from '../../../lib/format-date';
import {
  useCancelInvitationMutation,
  useChangeRoleMutation,
  useGetMembersQuery,
  useLeaveStoryMutation,
  useRemoveMemberMutation,
  useTransferOwnershipMutation,
} from '../members-api';
import { roleName, useTogetherT } from '../words';
import { InviteForm } from './invite-form';

interface MembersPanelProps {
  story: string;
  /** The signed-in writer's id: their own row, and the one "Leave this story" removes. */
  me: string;
}

/**
 * "Members" on a story's page (issue 35, decision 189): who writes it and as what. The owner invites
 * writers, changes their roles, removes them and may hand the story to a co-author; a member may
 * leave it.
 */
export function MembersPanel({ story, me }: MembersPanelProps) {
  const { t } = useTogetherT();
  const { data, isLoading, isError, refetch } = useGetMembersQuery(story);

  return (
    <section className="card members-panel" aria-labelledby="members-heading">
      <h2 id="members-heading">{t('Members')}</h2>
      {isLoading ? (
        <Spinner label={t('Loading the members')} />
      ) : isError || !data ? (
        <LoadFailed message={t('The members could not be loaded.')} onRetry={() => void refetch()} />
      ) : (
        <>
          <ul className="members-panel__list">
            {ownerFirst(data.members).map((member) => (
              <MemberRow key={member.userId} story={story} member={member} me={me} manage={data.you === 'owner'} />
            ))}
          </ul>
          {data.you === 'owner' ? (
            <>
              <Invitations story={story} invitations={data.invitations} />
              <InviteForm story={story} />
            </>
          ) : (
            <LeaveStory story={story} me={me} role={data.you} />
          )}
        </>
      )}
    </section>
  );
}

/** The owner first, then the others as the server sent them (by when they joined). */
const ownerFirst = (members: Member[]) =>
  [...members].sort((a, b) => Number(b.role === 'owner') - Number(a.role === 'owner'));

/** One writer on the story: their name and role; for the owner, the ways to change them. */
function MemberRow({ story, member, me, manage }: { story: string; member: Member; me: string; manage: boolean }) {
  const { t } = useTogetherT();
  const nameId = useId();
  const roleId = useId();
  const feedback = useFeedback();
  const [changeRole, changing] = useChangeRoleMutation();
  const [removeMember, removing] = useRemoveMemberMutation();
  const [transferOwnership, transferring] = useTransferOwnershipMutation();
  const busy = changing.isLoading || removing.isLoading || transferring.isLoading;
  const { name, userId, role } = member;

  const change = (next: MemberRole) =>
    void feedback(
      changeRole({ story, userId, role: next }),
      next === 'critic' ? t('{{name}} is now a critic', { name }) : t('{{name}} is now a co-author', { name }),
    );
  const remove = () =>
    window.confirm(t('Remove {{name}} from this story? They can no longer open it.', { name })) &&
    void feedback(removeMember({ story, userId }), t('{{name}} was removed from this story', { name }));
  const transfer = () =>
    window.confirm(
      t(
        'Make {{name}} the owner of this story? You become a co-author: you can still write in it, but no longer manage its members or delete it.',
        { name },
      ),
    ) && void feedback(transferOwnership({ story, userId }), t('{{name}} now owns this story', { name }));

  return (
    <li className="members-panel__member">
      <span className="members-panel__name" id={nameId}>
        {userId === me ? t('{{name}} (you)', { name }) : name}
      </span>
      {manage && role !== 'owner' ? (
        <>
          <label className="visually-hidden" htmlFor={roleId}>
            {t('Role of {{name}}', { name })}
          </label>
          <select
            id={roleId}
            className="field__input members-panel__role-select"
            value={role}
            disabled={busy}
            onChange={(event) => change(event.target.value as MemberRole)}
          >
            {MEMBER_ROLES.map((option) => (
              <option key={option} value={option}>
                {roleName(t, option)}
              </option>
            ))}
          </select>
          <span className="button-row members-panel__actions">
            {role === 'coauthor' && (
              <button
                type="button"
                className="btn btn--secondary btn--small"
                aria-describedby={nameId}
                disabled={busy}
                onClick={transfer}
              >
                {t('Make owner')}
              </button>
            )}
            <button
              type="button"
              className="btn btn--danger btn--small"
              aria-describedby={nameId}
              disabled={busy}
              onClick={remove}
            >
              {t('Remove')}
            </button>
          </span>
        </>
      ) : (
        <span className="badge">{roleName(t, role)}</span>
      )}
    </li>
  );
}

/** The owner's invitations not yet accepted, each with "Cancel". */
function Invitations({ story, invitations }: { story: string; invitations: PendingInvitation[] }) {
  const { t } = useTogetherT();
  if (invitations.length === 0) return null;
  return (
    <section className="members-panel__invitations" aria-labelledby="invitations-heading">
      <h3 id="invitations-heading">{t('Pending invitations')}</h3>
      <ul className="members-panel__list">
        {invitations.map((invitation) => (
          <InvitationRow key={invitation._id} story={story} invitation={invitation} />
        ))}
      </ul>
    </section>
  );
}

function InvitationRow({ story, invitation }: { story: string; invitation: PendingInvitation }) {
  const { t } = useTogetherT();
  const emailId = useId();
  const feedback = useFeedback();
  const [cancelInvitation, { isLoading }] = useCancelInvitationMutation();
  const { email } = invitation;
  return (
    <li className="members-panel__member">
      <span className="members-panel__name" id={emailId}>
        {email}
      </span>
      <span className="badge">{roleName(t, invitation.role)}</span>
      <span className="muted">{t('Expires {{date}}', { date: formatDay(invitation.expiresAt) })}</span>
      <button
        type="button"
        className="btn btn--secondary btn--small"
        aria-describedby={emailId}
        disabled={isLoading}
        onClick={() =>
          void feedback(
            cancelInvitation({ story, invitation: invitation._id }),
            t('The invitation to {{email}} is cancelled', { email }),
          )
        }
      >
        {t('Cancel')}
      </button>
    </li>
  );
}

/** A member's way out: after it the story is no longer theirs to open, so they go to the dashboard. */
function LeaveStory({ story, me, role }: { story: string; me: string; role: MemberRole }) {
  const { t } = useTogetherT();
  const feedback = useFeedback();
  const navigate = useNavigate();
  const [leaveStory, { isLoading }] = useLeaveStoryMutation();
  const leave = async () => {
    if (!window.confirm(t('Leave this story? You can no longer open it unless its owner invites you again.'))) return;
    if (await feedback(leaveStory({ story, userId: me }), t('You left the story'))) void navigate('/dashboard');
  };
  return (
    <>
      <p>
        {role === 'critic'
          ? t('You are a critic on this story: you can read it, not change it.')
          : t(
              'You are a co-author on this story: you can write in all of it, but not delete it or manage its members.',
            )}
      </p>
      <div className="button-row">
        <button type="button" className="btn btn--danger" disabled={isLoading} onClick={() => void leave()}>
          {t('Leave this story')}
        </button>
      </div>
    </>
  );
}

import type { ReactNode } from 'react';
import type { User } from '@three-act/contract/users';
import { formatDetailDate } from '../../../lib/format-date';
import { usePostsT } from '../words';
import { VerifyNotice } from './verify-notice';

interface WriterGateProps {
  user: User;
  /** What the form lets a writer do, translated: "comment", "start a brainstorm and comment". */
  action: string;
  /** The form, for a verified writer who is not suspended. */
  children: ReactNode;
}

/** The post or comment form, or why the writer cannot use it: not verified yet, or suspended (and until when). */
export function WriterGate({ user, action, children }: WriterGateProps) {
  const { t } = usePostsT();
  if (user.suspension) {
    const { until, reason } = user.suspension;
    return (
      <div className="notice suspended-notice" role="note">
        <p>
          <strong>
            {until
              ? t('Your account is suspended until {{date}}.', { date: formatDetailDate(until) })
              : t('Your account is suspended until a moderator lifts it.')}
          </strong>{' '}
          {t('You can read Brainstorm, but not post, comment, like, vote or report.')}
        </p>
        <p>{t('Reason given by the moderator: {{reason}}', { reason })}</p>
      </div>
    );
  }
  if (!user.emailVerified) return <VerifyNotice action={action} />;
  return children;
}

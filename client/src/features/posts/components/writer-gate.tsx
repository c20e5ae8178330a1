import type { ReactNode } from 'react';
import type { User } from '@three-act/contract/users';
import { formatDetailDate } from '../../../lib/format-date';
import { VerifyNotice } from './verify-notice';

interface WriterGateProps {
  user: User;
  /** What the form lets a writer do: "comment", "start a brainstorm and comment". */
  action: string;
  /** The form, for a verified writer who is not suspended. */
  children: ReactNode;
}

/** The post or comment form, or why the writer cannot use it: not verified yet, or suspended (and until when). */
export function WriterGate({ user, action, children }: WriterGateProps) {
  if (user.suspension) {
    const { until, reason } = user.suspension;
    return (
      <div className="notice suspended-notice" role="note">
        <p>
          <strong>
            Your account is suspended {until ? `until ${formatDetailDate(until)}` : 'until a moderator lifts it'}.
          </strong>{' '}
          You can read Brainstorm, but not post, comment, like, vote or report.
        </p>
        <p>Reason given by the moderator: {reason}</p>
      </div>
    );
  }
  if (!user.emailVerified) return <VerifyNotice action={action} />;
  return children;
}

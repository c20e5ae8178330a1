import { Link } from 'react-router-dom';

/** Shown instead of the post and comment forms until the writer's e-mail is verified. */
export function VerifyNotice({ action }: { action: string }) {
  return (
    <div className="notice verify-notice" role="note">
      <p>Please verify your email address to {action}. Verifying also unlocks liking posts and voting for comments.</p>
      <Link to="/resend" className="btn btn--primary">
        Verify Email
      </Link>
    </div>
  );
}

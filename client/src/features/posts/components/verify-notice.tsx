import { Link } from 'react-router-dom';
import { usePostsT } from '../words';

/** Shown instead of the post and comment forms until the writer's e-mail is verified; `action` comes translated. */
export function VerifyNotice({ action }: { action: string }) {
  const { t } = usePostsT();
  return (
    <div className="notice verify-notice" role="note">
      <p>
        {t(
          'Please verify your email address to {{action}}. Verifying also unlocks liking posts and voting for comments.',
          { action },
        )}
      </p>
      <Link to="/resend" className="btn btn--primary">
        {t('Verify Email')}
      </Link>
    </div>
  );
}

import { useNavigate } from 'react-router-dom';
import { useAppSelector } from '../../../app/hooks';
import { selectCurrentUser } from '../auth-slice';
import { forgetWriter } from '../../../lib/drafts';
import { useFeedback } from '../../../app/alerts/use-feedback';
import { useDeleteAccountMutation } from '../auth-api';

export const DELETE_ACCOUNT_CONFIRM =
  'Are you sure that you want to delete your account? This is permanent and can NOT be undone.';

/** Deletes the account after the spec's confirmation, then goes to the landing page. */
export function DeleteAccountButton() {
  const [deleteAccount] = useDeleteAccountMutation();
  const feedback = useFeedback();
  const navigate = useNavigate();
  const writer = useAppSelector(selectCurrentUser)?._id;

  const handleDelete = async () => {
    if (!window.confirm(DELETE_ACCOUNT_CONFIRM)) return;
    if (!(await feedback(deleteAccount(), 'Account, Outline, & Profile deleted'))) return;
    void navigate('/');
    if (writer) await forgetWriter(writer);
  };

  return (
    <button type="button" className="btn btn--danger" onClick={handleDelete}>
      Delete my account
    </button>
  );
}

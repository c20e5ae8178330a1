import { useNavigate } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { forgetWriter, hasUnsentBrainstormText } from '../../lib/drafts';
import { savePending } from '../../lib/pending-saves';
import { LEAVE_UNASKED } from '../../lib/use-unsaved-changes';
import { authApi } from './auth-api';
import { selectCurrentUser } from './auth-slice';
import { useAuthT } from './words';

export const LOGOUT_UNSAVED_CONFIRM =
  'Some of your text could not be saved yet (it is kept on this device until you log out). Log out and lose it?';
export const LOGOUT_UNSENT_CONFIRM =
  'You have Brainstorm text you have not sent yet (it is kept on this device until you log out). Log out and lose it?';

/**
 * Logout from the navbar, the footer or the dashboard: what is pending is saved first (or the writer
 * is asked), unsent Brainstorm text is asked about, then the session ends here even if the server
 * call fails, and the writer's drafts leave the device (docs/decisions/127-drafts-and-autosave.md).
 */
export function useSignOut() {
  const { t } = useAuthT();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const writer = useAppSelector(selectCurrentUser)?._id;
  return async () => {
    if (!(await savePending()) && !window.confirm(t(LOGOUT_UNSAVED_CONFIRM))) return;
    if (writer && (await hasUnsentBrainstormText(writer)) && !window.confirm(t(LOGOUT_UNSENT_CONFIRM))) return;
    await dispatch(authApi.endpoints.logout.initiate())
      .unwrap()
      .catch(() => undefined);
    // The device is cleared before the landing page shows: closing the tab then leaves nothing behind.
    if (writer) await forgetWriter(writer);
    void navigate('/', { state: LEAVE_UNASKED });
  };
}

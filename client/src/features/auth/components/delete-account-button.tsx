import { lazy, Suspense, useState } from 'react';
import { Spinner } from '../../../components/ui/spinner';
import { useAuthT } from '../words';

const DeleteAccountForm = lazy(() =>
  import('./delete-account-form').then((module) => ({ default: module.DeleteAccountForm })),
);

export const DELETE_ACCOUNT_CONFIRM =
  'Are you sure that you want to delete your account? This is permanent and can NOT be undone.';

/**
 * Deletes the account: the spec's confirmation, then the password (the server asks for it again)
 * with a copy of everything offered first; then the landing page.
 */
export function DeleteAccountButton() {
  const { t } = useAuthT();
  const [asking, setAsking] = useState(false);
  const start = () => {
    if (window.confirm(t(DELETE_ACCOUNT_CONFIRM))) setAsking(true);
  };
  return asking ? (
    <Suspense fallback={<Spinner />}>
      <DeleteAccountForm onCancel={() => setAsking(false)} />
    </Suspense>
  ) : (
    <button type="button" className="btn btn--danger" onClick={start}>
      {t('Delete my account')}
    </button>
  );
}

import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { PageTitle } from '../components/layout/page-title';
import { useFeedback } from '../app/alerts/use-feedback';
import { useConfirmEmailMutation } from '../features/auth/account-api';
import { useAuthT } from '../features/auth/words';

/**
 * The link mailed to a new address, behind sign-in: only the account that asked can confirm it
 * (decision 148). It asks for a click (as the verify page does), so a mail scanner that opens
 * links cannot use it up.
 */
export function ConfirmEmail() {
  const { t } = useAuthT();
  const { token = '' } = useParams();
  const [confirmEmail] = useConfirmEmailMutation();
  const feedback = useFeedback();
  const navigate = useNavigate();
  const [state, setState] = useState<'idle' | 'pending' | 'failed'>('idle');

  const handleConfirm = async () => {
    setState('pending');
    if (await feedback(confirmEmail(token), (message) => message)) void navigate('/settings');
    else setState('failed');
  };

  return (
    <section className="page page--narrow">
      <PageTitle title={t('Confirm your new e-mail')} />
      <h1>{t('Confirm your new e-mail address')}</h1>
      <p className="lead">{t('One click and your account uses this address from now on.')}</p>
      <button
        type="button"
        className="btn btn--primary btn--large"
        onClick={handleConfirm}
        disabled={state === 'pending'}
      >
        {t('USE THIS ADDRESS')}
      </button>
      {state === 'failed' && (
        <p>
          {t(
            'The link may have expired (it works for 24 hours), been used already, belong to another account, or been ended by a new password or a sign-out of the other devices.',
          )}{' '}
          <Link to="/settings#email">{t('Ask for a new one in Settings')}</Link>.
        </p>
      )}
    </section>
  );
}

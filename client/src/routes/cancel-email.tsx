import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { PageTitle } from '../components/layout/page-title';
import { useFeedback } from '../app/alerts/use-feedback';
import { useCancelEmailChangeByLinkMutation } from '../features/auth/account-api';
import { useAuthT } from '../features/auth/words';
import { Trans } from 'react-i18next';

/**
 * The "this was not me — cancel it" link of the notice mailed to the old address (decision 148).
 * It works signed out and asks for a click, so a mail scanner that opens links cannot use it up.
 */
export function CancelEmail() {
  const { t } = useAuthT();
  const { token = '' } = useParams();
  const [cancelChange] = useCancelEmailChangeByLinkMutation();
  const feedback = useFeedback();
  const [state, setState] = useState<'idle' | 'pending' | 'done' | 'failed'>('idle');

  const handleCancel = async () => {
    setState('pending');
    setState((await feedback(cancelChange(token), (message) => message)) ? 'done' : 'failed');
  };

  return (
    <section className="page page--narrow">
      <PageTitle title={t('Cancel the e-mail change')} />
      <h1>{t('Cancel the e-mail change')}</h1>
      <p className="lead">{t('If you did not ask to move your account to another address, stop it here.')}</p>
      <button
        type="button"
        className="btn btn--primary btn--large"
        onClick={handleCancel}
        disabled={state === 'pending' || state === 'done'}
      >
        {t('CANCEL THE CHANGE')}
      </button>
      {state === 'done' && (
        <p>
          <Trans
            t={t}
            i18nKey="Now <a>log in</a>, change your password and sign out every other device in Settings."
            components={{ a: <Link to="/login" /> }}
          />
        </p>
      )}
      {state === 'failed' && (
        <p>
          {t('The link may have expired (it works for 24 hours), or the change was already cancelled or confirmed.')}{' '}
          <Link to="/settings#email">{t('See your address in Settings')}</Link>.
        </p>
      )}
    </section>
  );
}

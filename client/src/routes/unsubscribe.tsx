import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { PageTitle } from '../components/layout/page-title';
import { failureErrors } from '../lib/api';
import { useUnsubscribeMutation } from '../features/notifications/notifications-api';

/**
 * The digest mail's "stop" link: a button, not an automatic change, so a mail scanner opening the
 * link changes nothing (mail programs use the one-click POST of List-Unsubscribe instead).
 */
export function Unsubscribe() {
  const { token = '' } = useParams();
  const [unsubscribe, { isLoading }] = useUnsubscribeMutation();
  const [outcome, setOutcome] = useState<{ ok: boolean; message: string } | null>(null);

  const stop = async () => {
    try {
      setOutcome({ ok: true, message: await unsubscribe(token).unwrap() });
    } catch (error) {
      setOutcome({ ok: false, message: failureErrors(error)[0]?.msg ?? 'Something went wrong' });
    }
  };

  return (
    <div className="page page--narrow">
      <PageTitle title="Stop the daily digest" />
      <h1>Stop the daily digest</h1>
      {outcome ? (
        <p role="status" className={outcome.ok ? 'lead' : 'lead form-error'}>
          {outcome.ok ? `${outcome.message}. You can turn it on again in ` : `${outcome.message}. Manage mails in `}
          <Link to="/settings">Settings</Link>.
        </p>
      ) : (
        <>
          <p className="lead">You will get no more daily e-mails of your Three Act notifications.</p>
          <div className="button-row">
            <button type="button" className="btn btn--primary" onClick={stop} disabled={isLoading}>
              Stop the digest
            </button>
          </div>
        </>
      )}
    </div>
  );
}

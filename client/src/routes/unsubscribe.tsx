import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { PageTitle } from '../components/layout/page-title';
import { failureErrors } from '../lib/api';
import { useUnsubscribeMutation } from '../features/notifications/notifications-api';
import { useAuthT } from '../features/auth/words';
import { Trans } from 'react-i18next';

/**
 * The digest mail's "stop" link: a button, not an automatic change, so a mail scanner opening the
 * link changes nothing (mail programs use the one-click POST of List-Unsubscribe instead).
 */
export function Unsubscribe() {
  const { t } = useAuthT();
  const { token = '' } = useParams();
  const [unsubscribe, { isLoading }] = useUnsubscribeMutation();
  const [outcome, setOutcome] = useState<{ ok: boolean; message: string } | null>(null);

  // The server's words: its answer, or its error (the `errors` words), in the language showing.
  const said = (message: string) => t(message, { ns: ['auth', 'errors', 'common'] });

  const stop = async () => {
    try {
      setOutcome({ ok: true, message: await unsubscribe(token).unwrap() });
    } catch (error) {
      setOutcome({ ok: false, message: failureErrors(error)[0]?.msg ?? 'Something went wrong' });
    }
  };

  return (
    <div className="page page--narrow">
      <PageTitle title={t('Stop the daily digest')} />
      <h1>{t('Stop the daily digest')}</h1>
      {outcome ? (
        <p role="status" className={outcome.ok ? 'lead' : 'lead form-error'}>
          <Trans
            t={t}
            i18nKey={
              outcome.ok
                ? '{{message}}. You can turn it on again in <a>Settings</a>.'
                : '{{message}}. Manage mails in <a>Settings</a>.'
            }
            values={{ message: said(outcome.message) }}
            components={{ a: <Link to="/settings" /> }}
          />
        </p>
      ) : (
        <>
          <p className="lead">{t('You will get no more daily e-mails of your Three Act notifications.')}</p>
          <div className="button-row">
            <button type="button" className="btn btn--primary" onClick={stop} disabled={isLoading}>
              {t('Stop the digest')}
            </button>
          </div>
        </>
      )}
    </div>
  );
}

import { Spinner } from '../../../components/ui/spinner';
import { formatListDate } from '../../../lib/format-date';
import { useFailureAlert, useFeedback } from '../../../app/alerts/use-feedback';
import { useEndDeviceMutation, useEndOtherDevicesMutation, useGetSessionsQuery } from '../account-api';
import { useAuthT } from '../words';

/** The devices signed in to the account, each with "Sign out", and "Sign out everywhere else". */
export function Devices() {
  const { t } = useAuthT();
  const { data: sessions, error } = useGetSessionsQuery();
  const [endDevice] = useEndDeviceMutation();
  const [endOthers, { isLoading: endingOthers }] = useEndOtherDevicesMutation();
  const feedback = useFeedback();
  useFailureAlert(error);

  return (
    <section className="card" aria-labelledby="devices-heading">
      <h2 id="devices-heading">{t('Signed-in devices')}</h2>
      {!sessions ? (
        <Spinner />
      ) : (
        <ul className="devices">
          {sessions.map((session) => (
            <li key={session._id} className="devices__item">
              <div>
                <strong>{session.device}</strong> {session.current && <span className="badge">{t('this device')}</span>}
                <p className="muted">
                  {t('Signed in {{since}} · last active {{seen}}', {
                    since: formatListDate(session.createdAt),
                    seen: formatListDate(session.lastSeenAt),
                  })}
                </p>
              </div>
              <button
                type="button"
                className="btn btn--secondary btn--small"
                onClick={() => void feedback(endDevice(session), session.current ? undefined : 'Signed out')}
              >
                {t('Sign out')}
                <span className="visually-hidden"> {session.current ? t('this device') : session.device}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
      <div className="button-row">
        <button
          type="button"
          className="btn btn--secondary"
          disabled={endingOthers || !sessions || sessions.length < 2}
          onClick={() => void feedback(endOthers(), 'Every other device is signed out')}
        >
          {t('Sign out everywhere else')}
        </button>
      </div>
    </section>
  );
}

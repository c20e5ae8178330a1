import { PageTitle } from '../components/layout/page-title';
import { Spinner } from '../components/ui/spinner';
import { useFailureAlert } from '../app/alerts/use-feedback';
import { useGetAccountQuery } from '../features/auth/account-api';
import { useDownloadMyData } from '../features/auth/use-download-my-data';
import { DeleteAccountButton } from '../features/auth/components/delete-account-button';
import { Devices } from '../features/auth/components/settings-devices';
import { DigestForm } from '../features/notifications/components/settings-digest-form';
import { EmailForm } from '../features/auth/components/settings-email-form';
import { LanguageForm } from '../features/auth/components/settings-language';
import { NameForm } from '../features/auth/components/settings-name-form';
import { PasswordForm } from '../features/auth/components/settings-password-form';
import { useAuthT } from '../features/auth/words';

/** Account settings: name, e-mail, password, devices, the e-mail digest, a copy of everything, deletion. */
export function Settings() {
  const { t } = useAuthT();
  const { data: account, error } = useGetAccountQuery();
  const { download, downloading } = useDownloadMyData();
  useFailureAlert(error);

  return (
    <div className="page settings">
      <PageTitle title={t('Settings')} />
      <h1>{t('Settings')}</h1>
      {!account ? (
        <Spinner />
      ) : (
        <div className="settings__grid">
          <NameForm name={account.name} />
          <EmailForm account={account} />
          <PasswordForm />
          <Devices />
          <DigestForm emailDigest={account.emailDigest} />
          <LanguageForm />
          <section className="card" aria-labelledby="data-heading">
            <h2 id="data-heading">{t('Your data')}</h2>
            <p>
              {t(
                'A ZIP file with everything you made and did here: your account, profile and works, your outline with its characters and notes (also as Markdown), your posts and comments, and the likes, votes and reports you gave.',
              )}
            </p>
            <div className="button-row">
              <button type="button" className="btn btn--secondary" onClick={download} disabled={downloading}>
                {t('Download my data')}
              </button>
            </div>
          </section>
          <section className="card" aria-labelledby="delete-heading">
            <h2 id="delete-heading">{t('Delete account')}</h2>
            <p>{t('Removes your outline, characters, profile, posts and comments for good.')}</p>
            <div className="button-row">
              <DeleteAccountButton />
            </div>
          </section>
        </div>
      )}
    </div>
  );
}

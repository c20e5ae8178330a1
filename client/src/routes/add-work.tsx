import { Link, useNavigate } from 'react-router-dom';
import { PageTitle } from '../components/layout/page-title';
import { Spinner } from '../components/ui/spinner';
import { useAppDispatch } from '../app/hooks';
import { setAlert } from '../app/alerts/alert-slice';
import { WorkForm } from '../features/profile/components/work-form';
import { useAddWorkMutation, useGetOwnProfileQuery } from '../features/profile/profile-api';
import { useProfileT } from '../features/profile/words';
import { Trans } from 'react-i18next';

export function AddWork() {
  const { t } = useProfileT();
  const navigate = useNavigate();
  const { data: profile, isLoading } = useGetOwnProfileQuery();
  const [addWork] = useAddWorkMutation();
  const dispatch = useAppDispatch();

  const handleSaved = () => {
    dispatch(setAlert(t('Finished work added to your profile'), 'success'));
    void navigate('/dashboard');
  };

  let content;
  if (profile === null) {
    content = (
      <div className="notice" role="note">
        <p>
          <Trans
            t={t}
            i18nKey="Finished works are shown on your public profile, so please <a>create your profile</a> first."
            components={{ a: <Link to="/create-profile" /> }}
          />
        </p>
      </div>
    );
  } else if (isLoading) {
    content = <Spinner label={t('Loading your profile')} />;
  } else {
    content = <WorkForm save={addWork} onSaved={handleSaved} />;
  }

  return (
    <section className="page page--form">
      <PageTitle title={t('Add a Finished Work')} />
      <h1>{t('Add a Finished Work')}</h1>
      <p className="lead">{t('Add a book, story or script you have finished; it appears on your public profile.')}</p>
      {content}
      <p className="form-footer">
        <Link to="/dashboard">{t('Back to the dashboard')}</Link>
      </p>
    </section>
  );
}

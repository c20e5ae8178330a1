import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Spinner } from '../../../components/ui/spinner';
import { useFeedback } from '../../../app/alerts/use-feedback';
import type { Work } from '@three-act/contract/profile';
import { useDeleteWorkMutation, useGetOwnProfileQuery } from '../profile-api';
import { WorksList } from './works-list';
import { useProfileT } from '../words';

interface DashboardProfileProps {
  userId: string;
}

/** The dashboard's profile block: profile buttons and finished works, or the invitation to make a profile. */
export const DELETE_WORK_CONFIRM = (title: string) => `Remove "${title}" from your profile?`;

export function DashboardProfile({ userId }: DashboardProfileProps) {
  const { t } = useProfileT();
  const { data: profile, isLoading, isError } = useGetOwnProfileQuery();
  const [deleteWork] = useDeleteWorkMutation();
  const feedback = useFeedback();
  const [pendingId, setPendingId] = useState<string | null>(null);

  const handleDelete = async (work: Work) => {
    if (!window.confirm(t('Remove "{{title}}" from your profile?', { title: work.title }))) return;
    setPendingId(work._id);
    await feedback(deleteWork(work._id), t('Finished work removed'));
    setPendingId(null);
  };

  return (
    <section className="card dashboard-profile" aria-labelledby="profile-heading">
      <h2 id="profile-heading">{t('Your profile')}</h2>
      {isLoading ? (
        <Spinner label={t('Loading your profile')} />
      ) : isError && !profile ? (
        <p role="status">{t('Your profile could not be loaded. Please reload the page to try again.')}</p>
      ) : profile ? (
        <>
          <p>{t('Your public profile shows your status, genres and finished works to other writers.')}</p>
          <div className="button-row dashboard-profile__buttons">
            <Link to="/edit-profile" className="btn btn--primary">
              {t('Edit Profile')}
            </Link>
            <Link to={`/profile/${userId}`} className="btn btn--secondary">
              {t('View my public profile')}
            </Link>
            <Link to="/add-work" className="btn btn--secondary">
              {t('Add finished work')}
            </Link>
          </div>
          <h3 className="dashboard-profile__works-heading">{t('Finished works')}</h3>
          <WorksList works={profile.works} pendingId={pendingId} onDelete={handleDelete} />
        </>
      ) : (
        <>
          <p>{t('You have not yet set up a profile. Please fill out your profile info.')}</p>
          <p className="muted">
            {t(
              'Your profile is public, so other writers can see it, and it is entirely optional: Three Act works fully without one.',
            )}
          </p>
          <div className="button-row">
            <Link to="/create-profile" className="btn btn--primary">
              {t('Create Profile')}
            </Link>
          </div>
        </>
      )}
    </section>
  );
}

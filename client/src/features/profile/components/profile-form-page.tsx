import type { User } from '@three-act/contract/users';
import { Link, useNavigate } from 'react-router-dom';
import { useAppDispatch } from '../../../app/hooks';
import { PageTitle } from '../../../components/layout/page-title';
import { Spinner } from '../../../components/ui/spinner';
import { setAlert } from '../../../app/alerts/alert-slice';
import { useFeedback } from '../../../app/alerts/use-feedback';
import {
  useGetOwnProfileQuery,
  useRemoveAvatarMutation,
  useSaveProfileMutation,
  useUploadAvatarMutation,
} from '../profile-api';
import { AvatarUpload } from './avatar-upload';
import { ProfileForm } from './profile-form';
import { failureErrors } from '../../../lib/api';
import { useProfileT } from '../words';

interface ProfileFormPageProps {
  /** The signed-in writer (their photo and address state show beside the form when editing). */
  user: User | null;
  mode: 'create' | 'edit';
}

/**
 * /create-profile and /edit-profile: the same form, pre-filled whenever a profile exists (so a
 * second "create" edits rather than overwrites blindly). The photo can be changed on /edit-profile.
 */
export function ProfileFormPage({ mode, user }: ProfileFormPageProps) {
  const { t } = useProfileT();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const { data: profile, isLoading } = useGetOwnProfileQuery();
  const [saveProfile] = useSaveProfileMutation();
  const [uploadAvatar, upload] = useUploadAvatarMutation();
  const [removeAvatar, reset] = useRemoveAvatarMutation();
  const feedback = useFeedback();

  const title = mode === 'create' ? t('Create Your Profile') : t('Edit Your Profile');

  const handleSaved = ({ created }: { created: boolean }) => {
    dispatch(setAlert(created ? 'Profile Created' : 'Profile Updated', 'success'));
    void navigate('/dashboard');
  };

  // The upload box shows its own errors beside the photo.
  const handleUpload = async (file: File): Promise<string[]> => {
    try {
      await uploadAvatar(file).unwrap();
    } catch (error) {
      return failureErrors(error).map((item) => item.msg);
    }
    dispatch(setAlert('Profile photo updated', 'success'));
    return [];
  };

  const handleReset = () => feedback(removeAvatar(), t('Profile photo reset to the default picture'));

  return (
    <section className="page page--form profile-form-page">
      <PageTitle title={title} />
      <h1>{title}</h1>
      <p className="lead">
        {t('Let other writers get to know you. Everything here is public; only your status and genres are required.')}
      </p>
      {mode === 'edit' && user && (
        <AvatarUpload
          avatar={user.avatar}
          verified={user.emailVerified}
          pending={upload.isLoading || reset.isLoading}
          onUpload={handleUpload}
          onReset={handleReset}
        />
      )}
      {!isLoading ? (
        <ProfileForm
          key={profile?._id ?? 'new'}
          profile={profile ?? null}
          submitLabel={profile ? t('Save profile') : t('Create profile')}
          save={saveProfile}
          onSaved={handleSaved}
        />
      ) : (
        <Spinner label={t('Loading your profile')} />
      )}
      <p className="form-footer">
        <Link to="/dashboard">{t('Back to the dashboard')}</Link>
      </p>
    </section>
  );
}

import { useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../app/hooks';
import { PageTitle } from '../components/layout/page-title';
import { Spinner } from '../components/ui/spinner';
import type { ApiError } from '../lib/api-error';
import { alertErrors, setAlert } from '../features/alert/alert-slice';
import { loadUser, selectCurrentUser } from '../features/auth/auth-slice';
import type { ProfilePayload } from '../features/profile/profile-api';
import {
  fetchOwnProfile,
  removeAvatar,
  saveProfile,
  selectOwnProfile,
  selectOwnProfileStatus,
  uploadAvatar,
} from '../features/profile/profile-slice';
import { AvatarUpload } from '../features/profile/components/avatar-upload';
import { ProfileForm } from '../features/profile/components/profile-form';

interface ProfileFormPageProps {
  mode: 'create' | 'edit';
}

/**
 * /create-profile and /edit-profile: the same form, pre-filled whenever a profile exists (so a
 * second "create" edits rather than overwrites blindly). The photo can be changed on /edit-profile.
 */
export function ProfileFormPage({ mode }: ProfileFormPageProps) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const user = useAppSelector(selectCurrentUser);
  const profile = useAppSelector(selectOwnProfile);
  const status = useAppSelector(selectOwnProfileStatus);
  const [pending, setPending] = useState(false);
  const [avatarPending, setAvatarPending] = useState(false);

  useEffect(() => {
    void dispatch(fetchOwnProfile());
  }, [dispatch]);

  const title = mode === 'create' ? 'Create Your Profile' : 'Edit Your Profile';
  const loaded = status === 'succeeded' || status === 'failed';

  const handleSubmit = async (payload: ProfilePayload) => {
    setPending(true);
    try {
      const { created } = await dispatch(saveProfile(payload)).unwrap();
      dispatch(setAlert(created ? 'Profile Created' : 'Profile Updated', 'success'));
      void navigate('/dashboard');
    } catch (errors) {
      dispatch(alertErrors(errors as ApiError[]));
      setPending(false);
    }
  };

  const handleUpload = async (file: File): Promise<string[]> => {
    setAvatarPending(true);
    try {
      await dispatch(uploadAvatar(file)).unwrap();
      // The navbar and every page read the avatar URL from the signed-in user.
      await dispatch(loadUser());
      dispatch(setAlert('Profile photo updated', 'success'));
      return [];
    } catch (errors) {
      return (errors as ApiError[]).map((error) => error.msg);
    } finally {
      setAvatarPending(false);
    }
  };

  const handleReset = async () => {
    setAvatarPending(true);
    try {
      await dispatch(removeAvatar()).unwrap();
      await dispatch(loadUser());
      dispatch(setAlert('Profile photo reset to the default picture', 'success'));
    } catch (errors) {
      dispatch(alertErrors(errors as ApiError[]));
    } finally {
      setAvatarPending(false);
    }
  };

  return (
    <section className="page page--form profile-form-page">
      <PageTitle title={title} />
      <h1>{title}</h1>
      <p className="lead">Let other writers get to know you. Everything here is public and optional.</p>
      {mode === 'edit' && user && (
        <AvatarUpload
          avatar={user.avatar}
          verified={user.emailVerified}
          pending={avatarPending}
          onUpload={handleUpload}
          onReset={handleReset}
        />
      )}
      {loaded ? (
        <ProfileForm
          key={profile?._id ?? 'new'}
          profile={profile}
          submitLabel={profile ? 'Save profile' : 'Create profile'}
          pending={pending}
          onSubmit={handleSubmit}
        />
      ) : (
        <Spinner label="Loading your profile" />
      )}
      <p className="form-footer">
        <Link to="/dashboard">Back to the dashboard</Link>
      </p>
    </section>
  );
}

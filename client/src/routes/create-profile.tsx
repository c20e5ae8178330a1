import { useAppSelector } from '../app/hooks';
import { selectCurrentUser } from '../features/auth/auth-slice';
import { ProfileFormPage } from '../features/profile/components/profile-form-page';

export function CreateProfile() {
  const user = useAppSelector(selectCurrentUser);
  return <ProfileFormPage mode="create" user={user} />;
}

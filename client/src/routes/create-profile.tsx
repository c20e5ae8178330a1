import { ProfileFormPage } from './profile-form-page';

export function CreateProfile() {
  return <ProfileFormPage mode="create" />;
}

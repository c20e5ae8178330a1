import { ProfileFormPage } from './profile-form-page';

export function EditProfile() {
  return <ProfileFormPage mode="edit" />;
}

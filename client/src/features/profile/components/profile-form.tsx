import { BIO_MAX, PROFILE_FIELD_MAX } from '@three-act/contract/limits';
import { useState, type FormEvent } from 'react';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import { TextareaField } from '../../../components/ui/textarea-field';
import { useFormFields } from '../../../lib/use-form-fields';
import { type ProfilePayload } from '../profile-api';
import { SOCIAL_FIELDS, STATUSES, type Profile, type SocialField } from '@three-act/contract/profile';

const SOCIAL_LABELS: Record<SocialField, string> = {
  twitter: 'Twitter URL',
  facebook: 'Facebook URL',
  youtube: 'YouTube URL',
  linkedin: 'LinkedIn URL',
  instagram: 'Instagram URL',
};

export const emptyProfilePayload: ProfilePayload = {
  status: '',
  genres: '',
  company: '',
  website: '',
  location: '',
  bio: '',
  amazonauthor: '',
  twitter: '',
  facebook: '',
  youtube: '',
  linkedin: '',
  instagram: '',
};

/** The form's values for an existing profile: genres back to the comma-separated text. */
export function toProfilePayload(profile: Profile | null): ProfilePayload {
  if (!profile) return emptyProfilePayload;
  return {
    status: profile.status,
    genres: profile.genres.join(', '),
    company: profile.company,
    website: profile.website,
    location: profile.location,
    bio: profile.bio,
    amazonauthor: profile.amazonauthor,
    ...profile.social,
  };
}

interface ProfileFormProps {
  /** The profile to edit; null for a new one. */
  profile: Profile | null;
  submitLabel: string;
  pending?: boolean;
  onSubmit: (payload: ProfilePayload) => void;
}

/** The one form of /create-profile and /edit-profile (docs/product.md#screens). */
export function ProfileForm({ profile, submitLabel, pending = false, onSubmit }: ProfileFormProps) {
  const { values: form, handleChange } = useFormFields<ProfilePayload>(() => toProfilePayload(profile));
  // Opened at once when the profile already has a social link, so nothing saved is hidden.
  const [showSocial, setShowSocial] = useState(() => SOCIAL_FIELDS.some((field) => profile?.social[field]));

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSubmit(form);
  };

  return (
    <form className="form card" onSubmit={handleSubmit}>
      <p className="muted">* required field</p>
      <SelectField
        label="Professional status *"
        name="status"
        required
        placeholder="* Select a status"
        options={STATUSES}
        hint="Where you are in your writing life."
        value={form.status}
        onChange={handleChange}
      />
      <TextField
        label="Genres *"
        name="genres"
        required
        maxLength={PROFILE_FIELD_MAX}
        hint="Separate genres with commas, e.g. Fantasy, Mystery, Literary Fiction."
        value={form.genres}
        onChange={handleChange}
      />
      <TextField
        label="Company or publisher"
        name="company"
        maxLength={PROFILE_FIELD_MAX}
        hint="Your publisher, imprint, or the place you write for."
        value={form.company}
        onChange={handleChange}
      />
      <TextField
        label="Website"
        name="website"
        type="url"
        maxLength={PROFILE_FIELD_MAX}
        placeholder="https://"
        hint="Your own site or blog (http or https)."
        value={form.website}
        onChange={handleChange}
      />
      <TextField
        label="Location"
        name="location"
        maxLength={PROFILE_FIELD_MAX}
        hint="City and state or country, e.g. Boston, MA."
        value={form.location}
        onChange={handleChange}
      />
      <TextareaField
        label="Bio"
        name="bio"
        maxLength={BIO_MAX}
        hint="A little about yourself as a writer (up to 5 000 characters)."
        value={form.bio}
        onChange={handleChange}
      />
      <TextField
        label="Amazon author page"
        name="amazonauthor"
        type="url"
        maxLength={PROFILE_FIELD_MAX}
        placeholder="https://www.amazon.com/author/…"
        value={form.amazonauthor}
        onChange={handleChange}
      />

      <div className="profile-form__toggle">
        <button
          type="button"
          className="btn btn--secondary"
          aria-expanded={showSocial}
          aria-controls="social-links"
          onClick={() => setShowSocial((shown) => !shown)}
        >
          {showSocial ? 'Hide social links' : 'Show social links'}
        </button>
        <span className="muted">Optional</span>
      </div>
      {showSocial && (
        <fieldset id="social-links" className="profile-form__social">
          <legend className="field__label">Social links</legend>
          {SOCIAL_FIELDS.map((field) => (
            <TextField
              key={field}
              label={SOCIAL_LABELS[field]}
              name={field}
              type="url"
              maxLength={PROFILE_FIELD_MAX}
              placeholder="https://"
              value={form[field]}
              onChange={handleChange}
            />
          ))}
        </fieldset>
      )}

      <button type="submit" className="btn btn--primary btn--block" disabled={pending}>
        {submitLabel}
      </button>
    </form>
  );
}

import { BIO_MAX, PROFILE_FIELD_MAX } from '@three-act/contract/limits';
import { useState } from 'react';
import { FormSummary } from '../../../components/ui/form-summary';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import { TextareaField } from '../../../components/ui/textarea-field';
import { useApiForm, type Mutation } from '../../../lib/use-api-form';
import { type ProfilePayload } from '../profile-api';
import { profileBody, SOCIAL_FIELDS, STATUSES, type Profile, type SocialField } from '@three-act/contract/profile';

const SOCIAL_LABELS: Record<SocialField, string> = {
  twitter: 'Twitter URL',
  facebook: 'Facebook URL',
  youtube: 'YouTube URL',
  linkedin: 'LinkedIn URL',
  instagram: 'Instagram URL',
};

const emptyProfilePayload: ProfilePayload = {
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
function toProfilePayload(profile: Profile | null): ProfilePayload {
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

interface ProfileFormProps<Answer> {
  /** The profile to edit; null for a new one. */
  profile: Profile | null;
  submitLabel: string;
  /** Starts the save; its errors show on the form. */
  save: (payload: ProfilePayload) => Mutation<Answer>;
  onSaved: (answer: Answer) => void;
}

/** The one form of /create-profile and /edit-profile (docs/product.md#screens). */
export function ProfileForm<Answer>({ profile, submitLabel, save, onSaved }: ProfileFormProps<Answer>) {
  const { form, summary, send } = useApiForm<ProfilePayload>(profileBody, toProfilePayload(profile));
  const { errors, isSubmitting } = form.formState;
  // Opened at once when the profile already has a social link, so nothing saved is hidden.
  const [showSocial, setShowSocial] = useState(() => SOCIAL_FIELDS.some((field) => profile?.social[field]));

  const onValid = async (payload: ProfilePayload) => {
    const answer = await send(save(payload));
    if (answer !== undefined) onSaved(answer);
  };

  return (
    <form className="form card" onSubmit={form.handleSubmit(onValid)}>
      <FormSummary errors={summary} />
      <p className="muted">* required field</p>
      <SelectField
        label="Professional status *"
        required
        placeholder="* Select a status"
        options={STATUSES}
        hint="Where you are in your writing life."
        error={errors.status?.message}
        {...form.register('status')}
      />
      <TextField
        label="Genres *"
        required
        maxLength={PROFILE_FIELD_MAX}
        hint="Separate genres with commas, e.g. Fantasy, Mystery, Literary Fiction."
        error={errors.genres?.message}
        {...form.register('genres')}
      />
      <TextField
        label="Company or publisher"
        maxLength={PROFILE_FIELD_MAX}
        hint="Your publisher, imprint, or the place you write for."
        error={errors.company?.message}
        {...form.register('company')}
      />
      <TextField
        label="Website"
        type="url"
        maxLength={PROFILE_FIELD_MAX}
        placeholder="https://"
        hint="Your own site or blog (http or https)."
        error={errors.website?.message}
        {...form.register('website')}
      />
      <TextField
        label="Location"
        maxLength={PROFILE_FIELD_MAX}
        hint="City and state or country, e.g. Boston, MA."
        error={errors.location?.message}
        {...form.register('location')}
      />
      <TextareaField
        label="Bio"
        maxLength={BIO_MAX}
        hint="A little about yourself as a writer (up to 5 000 characters)."
        error={errors.bio?.message}
        {...form.register('bio')}
      />
      <TextField
        label="Amazon author page"
        type="url"
        maxLength={PROFILE_FIELD_MAX}
        placeholder="https://www.amazon.com/author/…"
        error={errors.amazonauthor?.message}
        {...form.register('amazonauthor')}
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
              type="url"
              maxLength={PROFILE_FIELD_MAX}
              placeholder="https://"
              error={errors[field]?.message}
              {...form.register(field)}
            />
          ))}
        </fieldset>
      )}

      <button type="submit" className="btn btn--primary btn--block" disabled={isSubmitting}>
        {submitLabel}
      </button>
    </form>
  );
}

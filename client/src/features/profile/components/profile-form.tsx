import { BIO_MAX, PROFILE_FIELD_MAX } from '@three-act/contract/limits';
import { useState } from 'react';
import { FormSummary } from '../../../components/ui/form-summary';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import { TextareaField } from '../../../components/ui/textarea-field';
import { useApiForm, type Mutation } from '../../../lib/use-api-form';
import { type ProfilePayload } from '../profile-api';
import { profileBody, SOCIAL_FIELDS, STATUSES, type Profile, type SocialField } from '@three-act/contract/profile';
import { useProfileT } from '../words';

/** An address's start, shown in an empty link field (not a word to translate). */
const ADDRESS_START = 'https://';
const AMAZON_AUTHOR_EXAMPLE = 'https://www.amazon.com/author/…';

/** The labels' English, the keys of their words (translated where shown). */
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
  const { t } = useProfileT();
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
      <p className="muted">{t('* required field')}</p>
      <SelectField
        label={t('Professional status *')}
        required
        placeholder={t('* Select a status')}
        options={STATUSES.map((status) => ({ value: status, label: t(status) }))}
        hint={t('Where you are in your writing life.')}
        error={errors.status?.message}
        {...form.register('status')}
      />
      <TextField
        label={t('Genres *')}
        required
        maxLength={PROFILE_FIELD_MAX}
        hint={t('Separate genres with commas, e.g. Fantasy, Mystery, Literary Fiction.')}
        error={errors.genres?.message}
        {...form.register('genres')}
      />
      <TextField
        label={t('Company or publisher')}
        maxLength={PROFILE_FIELD_MAX}
        hint={t('Your publisher, imprint, or the place you write for.')}
        error={errors.company?.message}
        {...form.register('company')}
      />
      <TextField
        label={t('Website')}
        type="url"
        maxLength={PROFILE_FIELD_MAX}
        placeholder={ADDRESS_START}
        hint={t('Your own site or blog (http or https).')}
        error={errors.website?.message}
        {...form.register('website')}
      />
      <TextField
        label={t('Location')}
        maxLength={PROFILE_FIELD_MAX}
        hint={t('City and state or country, e.g. Boston, MA.')}
        error={errors.location?.message}
        {...form.register('location')}
      />
      <TextareaField
        label={t('Bio')}
        maxLength={BIO_MAX}
        hint={t('A little about yourself as a writer (up to 5 000 characters).')}
        error={errors.bio?.message}
        {...form.register('bio')}
      />
      <TextField
        label={t('Amazon author page')}
        type="url"
        maxLength={PROFILE_FIELD_MAX}
        placeholder={AMAZON_AUTHOR_EXAMPLE}
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
          {showSocial ? t('Hide social links') : t('Show social links')}
        </button>
        <span className="muted">{t('Optional')}</span>
      </div>
      {showSocial && (
        <fieldset id="social-links" className="profile-form__social">
          <legend className="field__label">{t('Social links')}</legend>
          {SOCIAL_FIELDS.map((field) => (
            <TextField
              key={field}
              label={t(SOCIAL_LABELS[field])}
              type="url"
              maxLength={PROFILE_FIELD_MAX}
              placeholder={ADDRESS_START}
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

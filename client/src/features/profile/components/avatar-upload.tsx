import { useEffect, useId, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { useProfileT } from '../words';

const AVATAR_MAX_BYTES = 5 * 1024 * 1024;
const ACCEPTED_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'];

interface AvatarUploadProps {
  /** The current avatar URL. */
  avatar: string;
  verified: boolean;
  pending?: boolean;
  /** Resolves to the server's error messages, or [] on success. */
  onUpload: (file: File) => Promise<string[]>;
  onReset: () => void;
}

/** The profile photo on /edit-profile: upload for verified writers, an explanation for the others. */
export function AvatarUpload({ avatar, verified, pending = false, onUpload, onReset }: AvatarUploadProps) {
  const { t } = useProfileT();
  const inputId = useId();
  const errorId = `${inputId}-error`;
  const [chosen, setChosen] = useState<{ file: File; preview: string } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const previewRef = useRef<string | null>(null);
  const file = chosen?.file ?? null;

  // The preview is a blob: URL of the chosen file; it is released when replaced and when the page closes.
  const choose = (next: File | null) => {
    if (previewRef.current) URL.revokeObjectURL(previewRef.current);
    previewRef.current = next ? URL.createObjectURL(next) : null;
    setChosen(next && previewRef.current ? { file: next, preview: previewRef.current } : null);
  };
  useEffect(
    () => () => {
      if (previewRef.current) URL.revokeObjectURL(previewRef.current);
    },
    [],
  );
  const preview = chosen?.preview ?? null;

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    const picked = event.target.files?.[0] ?? null;
    setError(null);
    choose(null);
    if (!picked) return;
    if (picked.type && !ACCEPTED_TYPES.includes(picked.type)) {
      setError(t('Please choose a PNG, JPEG, WebP or GIF image.'));
      return;
    }
    if (picked.size > AVATAR_MAX_BYTES) {
      setError(t('This image is larger than 5 MB. Please choose a smaller one.'));
      return;
    }
    choose(picked);
  };

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    if (!file) {
      setError(t('Please choose an image first.'));
      return;
    }
    const problems = await onUpload(file);
    if (problems.length > 0) {
      setError(problems.map((problem) => t(problem, { ns: ['profile', 'errors'] })).join(' '));
      return;
    }
    choose(null);
    form.reset();
  };

  return (
    <section className="card avatar-upload" aria-labelledby="avatar-heading">
      <h2 id="avatar-heading">{t('Profile photo')}</h2>
      <div className="avatar-upload__body">
        <img
          className="avatar avatar--large"
          src={preview ?? avatar}
          alt={preview ? t('Preview of your new profile photo') : t('Your current profile photo')}
          width={128}
          height={128}
        />
        {verified ? (
          <form className="avatar-upload__form" onSubmit={handleSubmit}>
            <div className="field">
              <label className="field__label" htmlFor={inputId}>
                {t('Choose a new profile photo')}
              </label>
              <input
                id={inputId}
                type="file"
                accept={ACCEPTED_TYPES.join(',')}
                className="field__file"
                aria-describedby={error ? errorId : `${inputId}-hint`}
                aria-invalid={error ? true : undefined}
                onChange={handleChange}
              />
              <p className="field__hint" id={`${inputId}-hint`}>
                {t('PNG, JPEG, WebP or GIF, up to 5 MB. It is cropped to a square.')}
              </p>
              {error && (
                <p className="field__error" id={errorId} role="alert">
                  {error}
                </p>
              )}
            </div>
            <div className="button-row">
              <button type="submit" className="btn btn--primary" disabled={pending || !file}>
                {t('Upload photo')}
              </button>
              <button type="button" className="btn btn--secondary" disabled={pending} onClick={onReset}>
                {t('Use the default picture')}
              </button>
            </div>
          </form>
        ) : (
          <div className="avatar-upload__form">
            <p>
              {t(
                'Everyone gets a generated picture. To upload your own photo, please verify your email address first: it keeps spam accounts from posting images.',
              )}
            </p>
            <Link to="/resend" className="btn btn--secondary">
              {t('Verify your email')}
            </Link>
          </div>
        )}
      </div>
    </section>
  );
}

import { PHOTO_URL_MAX } from '@three-act/contract/limits';
import type { InputHTMLAttributes } from 'react';
import { TextField } from '../../../components/ui/text-field';
import { isHttpUrl, isImageUrl } from '../../../lib/text';
import { useCharactersT } from '../character-words';

/** An example link (no words to translate). */
const PLACEHOLDER = 'https://…/portrait.jpg';

interface PhotoUrlFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'value'> {
  /** The link as typed so far, for the preview. */
  value: string;
  error?: string;
}

/** The photo link, previewed only when it is an http(s) link ending in jpeg, jpg, gif or png (docs/product.md#characters). */
export function PhotoUrlField({ value, error, ...inputProps }: PhotoUrlFieldProps) {
  const { t } = useCharactersT();
  const preview = isHttpUrl(value) && isImageUrl(value);
  return (
    <div className="photo-field">
      <TextField
        label={t('Photo URL')}
        name="photoUrl"
        type="url"
        inputMode="url"
        maxLength={PHOTO_URL_MAX}
        placeholder={PLACEHOLDER}
        hint={t(
          'Optional. A link to a picture that shows how you imagine this character. Links ending in .jpg, .jpeg, .png or .gif show a preview.',
        )}
        error={error}
        {...inputProps}
      />
      {preview && (
        <figure className="photo-field__preview">
          <img src={value.trim()} alt={t('Preview of the character photo')} referrerPolicy="no-referrer" />
          <figcaption className="muted">{t('Preview')}</figcaption>
        </figure>
      )}
    </div>
  );
}

import { PHOTO_URL_MAX } from '@three-act/contract/limits';
import type { ChangeEvent } from 'react';
import { TextField } from '../../../components/ui/text-field';
import { isHttpUrl, isImageUrl } from '../../../lib/text';

interface PhotoUrlFieldProps {
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
}

/** The photo link, previewed only when it is an http(s) link ending in jpeg, jpg, gif or png (docs/product.md#characters). */
export function PhotoUrlField({ value, onChange }: PhotoUrlFieldProps) {
  const preview = isHttpUrl(value) && isImageUrl(value);
  return (
    <div className="photo-field">
      <TextField
        label="Photo URL"
        name="photoUrl"
        type="url"
        inputMode="url"
        required
        maxLength={PHOTO_URL_MAX}
        placeholder="https://…/portrait.jpg"
        hint="A link to a picture that shows how you imagine this character. Links ending in .jpg, .jpeg, .png or .gif show a preview."
        value={value}
        onChange={onChange}
      />
      {preview && (
        <figure className="photo-field__preview">
          <img src={value.trim()} alt="Preview of the character photo" referrerPolicy="no-referrer" />
          <figcaption className="muted">Preview</figcaption>
        </figure>
      )}
    </div>
  );
}

import { CHARACTER_NAME_MAX } from '@three-act/contract/limits';
import { useState, type ChangeEvent, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../app/hooks';
import { PageTitle } from '../components/layout/page-title';
import { CheckboxField } from '../components/ui/checkbox-field';
import { RichTextEditor } from '../components/ui/rich-text-editor';
import { TextField } from '../components/ui/text-field';
import { alertErrors, setAlert } from '../features/alert/alert-slice';
import { PhotoUrlField } from '../features/outline/components/photo-url-field';
import { addCharacter, selectOutlineState } from '../features/outline/outline-slice';
import type { ApiError } from '../lib/api-error';

/** /create-character. Lazy-loaded: it is the only page that needs the rich-text editor. */
export function CreateCharacter() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { status } = useAppSelector(selectOutlineState);
  const [name, setName] = useState('');
  const [desc, setDesc] = useState('');
  const [photoUrl, setPhotoUrl] = useState('');
  const [protag, setProtag] = useState(false);

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    try {
      await dispatch(addCharacter({ name, desc, photoUrl: photoUrl.trim(), protag })).unwrap();
      dispatch(setAlert('Character Added', 'success'));
      void navigate('/outlines/characters/me');
    } catch (errors) {
      dispatch(alertErrors(errors as ApiError[]));
    }
  };

  return (
    <section className="page character-form">
      <PageTitle title="Create Character" />
      <h1>Create Character</h1>
      <p className="lead">Give each character a card you can come back to while you write.</p>
      <form className="form card" onSubmit={handleSubmit}>
        <TextField
          label="Name"
          name="name"
          required
          maxLength={CHARACTER_NAME_MAX}
          autoComplete="off"
          value={name}
          onChange={(event: ChangeEvent<HTMLInputElement>) => setName(event.target.value)}
        />
        <RichTextEditor
          label="Description"
          hint="Who are they, what do they want, and what stands in their way? Required."
          onChange={setDesc}
        />
        <PhotoUrlField value={photoUrl} onChange={(event) => setPhotoUrl(event.target.value)} />
        <CheckboxField
          name="protag"
          label="This character is the protagonist"
          checked={protag}
          onChange={(event) => setProtag(event.target.checked)}
        />
        <div className="button-row">
          <button type="submit" className="btn btn--primary" disabled={status === 'pending'}>
            Add character
          </button>
          <Link to="/outlines/characters/me" className="btn btn--secondary">
            Cancel
          </Link>
        </div>
      </form>
    </section>
  );
}

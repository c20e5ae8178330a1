import { CHARACTER_NAME_MAX } from '@three-act/contract/limits';
import { characterBody } from '@three-act/contract/outlines';
import { Link, useNavigate } from 'react-router-dom';
import { useAppDispatch } from '../app/hooks';
import { PageTitle } from '../components/layout/page-title';
import { CheckboxField } from '../components/ui/checkbox-field';
import { FormSummary } from '../components/ui/form-summary';
import { RichTextEditor } from '../components/ui/rich-text-editor';
import { TextField } from '../components/ui/text-field';
import { setAlert } from '../features/alert/alert-slice';
import { PhotoUrlField } from '../features/outline/components/photo-url-field';
import { useAddCharacterMutation } from '../features/outline/outline-api';
import { useApiForm } from '../lib/use-api-form';

interface CharacterValues {
  name: string;
  desc: string;
  photoUrl: string;
  protag: boolean;
}

const emptyCharacter: CharacterValues = { name: '', desc: '', photoUrl: '', protag: false };

/** /create-character. Lazy-loaded: it is the only page that needs the rich-text editor. */
export function CreateCharacter() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [addCharacter] = useAddCharacterMutation();
  const { form, summary, send } = useApiForm<CharacterValues>(characterBody, emptyCharacter);
  const { errors, isSubmitting } = form.formState;
  const photoUrl = form.watch('photoUrl');

  const onValid = async (character: CharacterValues) => {
    if (await send(addCharacter({ ...character, photoUrl: character.photoUrl.trim() }))) {
      dispatch(setAlert('Character Added', 'success'));
      void navigate('/outlines/characters/me');
    }
  };

  return (
    <section className="page character-form">
      <PageTitle title="Create Character" />
      <h1>Create Character</h1>
      <p className="lead">Give each character a card you can come back to while you write.</p>
      <form className="form card" onSubmit={form.handleSubmit(onValid)}>
        <FormSummary errors={summary} />
        <TextField
          label="Name"
          required
          maxLength={CHARACTER_NAME_MAX}
          autoComplete="off"
          error={errors.name?.message}
          {...form.register('name')}
        />
        <RichTextEditor
          label="Description"
          hint="Who are they, what do they want, and what stands in their way? Required."
          error={errors.desc?.message}
          onChange={(html) => form.setValue('desc', html, { shouldDirty: true })}
        />
        <PhotoUrlField value={photoUrl} error={errors.photoUrl?.message} {...form.register('photoUrl')} />
        <CheckboxField label="This character is the protagonist" {...form.register('protag')} />
        <div className="button-row">
          <button type="submit" className="btn btn--primary" disabled={isSubmitting}>
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

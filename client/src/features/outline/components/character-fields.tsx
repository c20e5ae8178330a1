import { CHARACTER_DESC_MAX, CHARACTER_NAME_MAX } from '@three-act/contract/limits';
import type { UseFormReturn } from 'react-hook-form';
import { CheckboxField } from '../../../components/ui/checkbox-field';
import { RichTextEditor } from '../../../components/ui/rich-text-editor';
import { TextField } from '../../../components/ui/text-field';
import { PhotoUrlField } from './photo-url-field';
import { useCharactersT } from '../character-words';

export interface CharacterValues {
  name: string;
  desc: string;
  photoUrl: string;
  protag: boolean;
}

/** A character's fields, as creating and editing one show them. */
export function CharacterFields({ form }: { form: UseFormReturn<CharacterValues> }) {
  const { t } = useCharactersT();
  const { errors } = form.formState;
  return (
    <>
      <TextField
        label={t('Name')}
        required
        maxLength={CHARACTER_NAME_MAX}
        autoComplete="off"
        error={errors.name?.message}
        {...form.register('name')}
      />
      <RichTextEditor
        label={t('Description')}
        hint={t('Who are they, what do they want, and what stands in their way? Required.')}
        error={errors.desc?.message}
        max={CHARACTER_DESC_MAX}
        initialContent={form.getValues('desc')}
        onChange={(html) => form.setValue('desc', html, { shouldDirty: true })}
        mentions
      />
      <PhotoUrlField value={form.watch('photoUrl')} error={errors.photoUrl?.message} {...form.register('photoUrl')} />
      <CheckboxField label={t('This character is the protagonist')} {...form.register('protag')} />
    </>
  );
}

import { NOTE_TEXT_MAX, NOTE_TITLE_MAX } from '@three-act/contract/limits';
import type { NoteBody } from '@three-act/contract/outlines';
import type { UseFormReturn } from 'react-hook-form';
import { useUiT } from '../../lib/ui-words';
import { MentionTextareaField } from './mention-textarea-field';
import { TextField } from './text-field';

/** A note's title and text, as adding one and editing one in place show them. */
export function NoteFields({ form, rows = 6 }: { form: UseFormReturn<NoteBody>; rows?: number }) {
  const { t } = useUiT();
  const { errors } = form.formState;
  return (
    <>
      <TextField
        label={t('Note title')}
        required
        maxLength={NOTE_TITLE_MAX}
        error={errors.noteTitle?.message}
        {...form.register('noteTitle')}
      />
      <MentionTextareaField
        label={t('Note text')}
        required
        count={{ length: form.watch('noteText').length, max: NOTE_TEXT_MAX }}
        rows={rows}
        error={errors.noteText?.message}
        {...form.register('noteText')}
        onMention={(text) => form.setValue('noteText', text, { shouldDirty: true })}
      />
    </>
  );
}

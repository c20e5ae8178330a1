import { CODEX_FIELD_LONG_TEXT_MAX, CODEX_FIELD_TEXT_MAX } from '@three-act/contract/limits';
import type { TemplateField } from '@three-act/contract/codex';
import { memo } from 'react';
import { SelectField } from '../../../components/ui/select-field';
import { TextareaField } from '../../../components/ui/textarea-field';
import { TextField } from '../../../components/ui/text-field';
import { useCodexT } from '../words';

interface SheetFieldInputProps {
  field: TemplateField;
  value: string;
  error?: string;
  onChange: (id: string, text: string) => void;
}

/** A yes-no field's values, and their labels in English (the keys of their labels). */
const YES_NO = ['yes', 'no'] as const;
const YES_NO_LABELS = { yes: 'Yes', no: 'No' } as const;

/** One field of a kind's sheet, drawn by its type: text, long text, number, date, yes/no, choice. */
export const SheetFieldInput = memo(function SheetFieldInput({ field, value, error, onChange }: SheetFieldInputProps) {
  const { t } = useCodexT();
  const set = (text: string) => onChange(field.id, text);
  switch (field.type) {
    case 'longText':
      return (
        <TextareaField
          label={field.name}
          rows={3}
          error={error}
          count={{ length: value.length, max: CODEX_FIELD_LONG_TEXT_MAX }}
          value={value}
          onChange={(event) => set(event.target.value)}
        />
      );
    case 'number':
      return (
        <TextField
          label={field.name}
          type="number"
          inputMode="decimal"
          step="any"
          error={error}
          value={value}
          onChange={(event) => set(event.target.value)}
        />
      );
    case 'date':
      return (
        <TextField
          label={field.name}
          type="date"
          error={error}
          value={value}
          onChange={(event) => set(event.target.value)}
        />
      );
    case 'yesNo':
      return (
        <SelectField
          label={field.name}
          error={error}
          placeholder={t('Not set')}
          value={value}
          onChange={(event) => set(event.target.value)}
          options={YES_NO.map((answer) => ({ value: answer, label: t(YES_NO_LABELS[answer]) }))}
        />
      );
    case 'choice':
      return (
        <SelectField
          label={field.name}
          error={error}
          placeholder={t('Not chosen')}
          value={value}
          onChange={(event) => set(event.target.value)}
          options={field.choices ?? []}
        />
      );
    case 'text':
      return (
        <TextField
          label={field.name}
          maxLength={CODEX_FIELD_TEXT_MAX}
          autoComplete="off"
          error={error}
          value={value}
          onChange={(event) => set(event.target.value)}
        />
      );
  }
});

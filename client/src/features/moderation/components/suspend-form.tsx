import { useState } from 'react';
import { RadioGroup } from '../../../components/ui/radio-group';
import { TextareaField } from '../../../components/ui/textarea-field';
import { SUSPENSION_REASON_MAX, SUSPENSION_DAYS } from '@three-act/contract/moderation';
import { useModerationT } from '../words';

type Days = (typeof SUSPENSION_DAYS)[number] | null;

const CHOICES: { value: string; days: Days }[] = [
  ...SUSPENSION_DAYS.map((days) => ({ value: String(days), days })),
  { value: 'lifted', days: null },
];

interface SuspendFormProps {
  /** The writer's name, for the labels. */
  name: string;
  onSuspend: (days: Days, reason: string) => Promise<boolean>;
}

/**
 * "Suspend the author…": how long and why, both required. The writer keeps reading Brainstorm and
 * reads this reason when they try to post, comment, like, vote or report.
 */
export function SuspendForm({ name, onSuspend }: SuspendFormProps) {
  const { t } = useModerationT();
  const [choice, setChoice] = useState('7');
  const [reason, setReason] = useState('');
  const [pending, setPending] = useState(false);
  const days = CHOICES.find((option) => option.value === choice)?.days ?? null;
  return (
    <details className="suspend-form">
      <summary>{t('Suspend {{name}}…', { name })}</summary>
      <form
        onSubmit={async (event) => {
          event.preventDefault();
          setPending(true);
          try {
            if (await onSuspend(days, reason.trim())) setReason('');
          } finally {
            setPending(false);
          }
        }}
      >
        <RadioGroup
          className="suspend-form__days"
          legend={t('How long')}
          name="days"
          options={CHOICES.map(({ value, days }) => ({
            value,
            label: days === null ? t('Until lifted') : t('{{count}} days', { count: days }),
          }))}
          value={choice}
          onChange={setChoice}
        />
        <TextareaField
          label={t('Reason (the writer reads it)')}
          rows={2}
          required
          maxLength={SUSPENSION_REASON_MAX}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
        />
        <button type="submit" className="btn btn--danger" disabled={pending || !reason.trim()}>
          {t('Suspend')}
        </button>
      </form>
    </details>
  );
}

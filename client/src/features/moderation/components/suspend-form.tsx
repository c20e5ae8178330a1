import { useState } from 'react';
import { RadioGroup } from '../../../components/ui/radio-group';
import { TextareaField } from '../../../components/ui/textarea-field';
import { countOf } from '../../../lib/text';
import { SUSPENSION_REASON_MAX, SUSPENSION_DAYS } from '@three-act/contract/moderation';

type Days = (typeof SUSPENSION_DAYS)[number] | null;

const CHOICES: { value: string; label: string; days: Days }[] = [
  ...SUSPENSION_DAYS.map((days) => ({ value: String(days), label: countOf(days, 'day', 'days'), days })),
  { value: 'lifted', label: 'Until lifted', days: null },
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
  const [choice, setChoice] = useState('7');
  const [reason, setReason] = useState('');
  const [pending, setPending] = useState(false);
  const days = CHOICES.find((option) => option.value === choice)?.days ?? null;
  return (
    <details className="suspend-form">
      <summary>Suspend {name}…</summary>
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
          legend="How long"
          name="days"
          options={CHOICES}
          value={choice}
          onChange={setChoice}
        />
        <TextareaField
          label="Reason (the writer reads it)"
          rows={2}
          required
          maxLength={SUSPENSION_REASON_MAX}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
        />
        <button type="submit" className="btn btn--danger" disabled={pending || !reason.trim()}>
          Suspend
        </button>
      </form>
    </details>
  );
}

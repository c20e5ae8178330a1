import { useState } from 'react';
import { REMOVAL_REASON_MAX } from '@three-act/contract/limits';
import { useUiT } from '../../lib/ui-words';
import { TextareaField } from './textarea-field';

/** What the form says, where the item is not deleted (a beat sheet taken off the shelf). */
export interface RemovalWording {
  /** The form's name. */
  name: string;
  explain: string;
  reasonLabel: string;
  submit: string;
}

interface RemovalFormProps {
  /** "post" or "comment", for the words. */
  what: string;
  onRemove: (reason: string) => void;
  onCancel: () => void;
  /** Other words than a delete's. */
  wording?: RemovalWording;
}

/**
 * A moderator's delete of someone else's post or comment: the reason first (the author reads it in
 * their notifications), then the delete for good. Used by the queue and the Brainstorm pages alike.
 */
export function RemovalForm({ what, onRemove, onCancel, wording }: RemovalFormProps) {
  const { t } = useUiT();
  const [reason, setReason] = useState('');
  // Whole sentences per kind ("Remove this post", "Remove this comment"): keys of `common`.
  const words = wording ?? {
    name: t(`Remove this ${what}`),
    explain: t(
      `The ${what} is deleted for good. Its author is told, with your reason; the writers who reported it learn that it was removed.`,
    ),
    reasonLabel: t('Reason (the author reads it)'),
    submit: t(`Delete ${what}`),
  };
  return (
    <form
      className="report-form"
      aria-label={words.name}
      onSubmit={(event) => {
        event.preventDefault();
        onRemove(reason.trim());
      }}
    >
      <p className="report-form__explain">{words.explain}</p>
      <TextareaField
        label={words.reasonLabel}
        rows={2}
        required
        maxLength={REMOVAL_REASON_MAX}
        value={reason}
        onChange={(event) => setReason(event.target.value)}
      />
      <div className="button-row">
        <button type="button" className="btn btn--secondary" onClick={onCancel}>
          {t('Cancel')}
        </button>
        <button type="submit" className="btn btn--danger" disabled={!reason.trim()}>
          {words.submit}
        </button>
      </div>
    </form>
  );
}

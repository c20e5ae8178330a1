import { useState } from 'react';
import { REMOVAL_REASON_MAX } from '@three-act/contract/notifications';
import { TextareaField } from './textarea-field';

interface RemovalFormProps {
  /** "post" or "comment", for the words. */
  what: string;
  onRemove: (reason: string) => void;
  onCancel: () => void;
}

/**
 * A moderator's delete of someone else's post or comment: the reason first (the author reads it in
 * their notifications), then the delete for good. Used by the queue and the Brainstorm pages alike.
 */
export function RemovalForm({ what, onRemove, onCancel }: RemovalFormProps) {
  const [reason, setReason] = useState('');
  return (
    <form
      className="report-form"
      aria-label={`Remove this ${what}`}
      onSubmit={(event) => {
        event.preventDefault();
        onRemove(reason.trim());
      }}
    >
      <p className="report-form__explain">
        The {what} is deleted for good. Its author is told, with your reason; the writers who reported it learn that it
        was removed.
      </p>
      <TextareaField
        label="Reason (the author reads it)"
        rows={2}
        required
        maxLength={REMOVAL_REASON_MAX}
        value={reason}
        onChange={(event) => setReason(event.target.value)}
      />
      <div className="button-row">
        <button type="button" className="btn btn--secondary" onClick={onCancel}>
          Cancel
        </button>
        <button type="submit" className="btn btn--danger" disabled={!reason.trim()}>
          Delete {what}
        </button>
      </div>
    </form>
  );
}

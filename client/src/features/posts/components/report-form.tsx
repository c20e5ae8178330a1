import { useState } from 'react';
import { RadioGroup } from '../../../components/ui/radio-group';
import { TextareaField } from '../../../components/ui/textarea-field';
import { REPORT_DETAILS_MAX, REPORT_REASONS, type ReportReason } from '@three-act/contract/posts-list';
import type { ReportBody } from '@three-act/contract/posts';
import { usePostsT } from '../words';

const REASON_LABELS: Record<ReportReason, string> = {
  spam: 'Spam or advertising',
  harassment: 'Harassment or hate',
  'off-topic': 'Off-topic',
  explicit: 'Sexual or explicit content',
  other: 'Something else',
};

interface ReportFormProps {
  onSend: (report: ReportBody) => void;
  onCancel: () => void;
  /** How the report is taken back where it is not by the flag (the shelf's beat sheets); English is translated here. */
  takeBack?: string;
}

/**
 * Why the writer reports, and what a report does: it asks the moderators to look, and five reports
 * from verified writers (or one from a moderator) hide the item until they do. Pressing the flag
 * again takes the report back.
 */
export function ReportForm({
  onSend,
  onCancel,
  takeBack = 'Press the flag again to take your report back.',
}: ReportFormProps) {
  const { t } = usePostsT();
  const [reason, setReason] = useState<ReportReason>('spam');
  const [details, setDetails] = useState('');
  return (
    <form
      className="report-form"
      aria-label={t('Report to the moderators')}
      onSubmit={(event) => {
        event.preventDefault();
        onSend(details.trim() ? { reason, details: details.trim() } : { reason });
      }}
    >
      <p className="report-form__explain">
        {t(
          'A report asks the moderators to look at this. Five reports from verified writers, or one from a moderator, hide it until they decide.',
        )}{' '}
        {t(takeBack)}
      </p>
      <RadioGroup
        legend={t('Why are you reporting it?')}
        name="reason"
        options={REPORT_REASONS.map((value) => ({ value, label: t(REASON_LABELS[value]) }))}
        value={reason}
        onChange={setReason}
        optionClassName="report-form__reason"
      />
      <TextareaField
        label={t('Details for the moderators (optional)')}
        rows={2}
        maxLength={REPORT_DETAILS_MAX}
        value={details}
        onChange={(event) => setDetails(event.target.value)}
      />
      <div className="button-row">
        <button type="button" className="btn btn--secondary" onClick={onCancel}>
          {t('Cancel')}
        </button>
        <button type="submit" className="btn btn--danger">
          {t('Send report')}
        </button>
      </div>
    </form>
  );
}

import { useState } from 'react';
import type { ReportBody } from '@three-act/contract/posts';
import { RemovalForm } from '../../../components/ui/removal-form';
import { ReportForm } from './report-form';

interface ItemFormsOptions {
  what: 'post' | 'comment';
  /** Whether the viewer wrote the item (their delete confirms; a moderator's asks for a reason). */
  own: boolean;
  reportedByMe: boolean;
  /** The author's confirm question before their own delete. */
  confirmDelete: string;
  onReport: (report?: ReportBody) => void;
  onDelete: (reason?: string) => void;
}

/**
 * The flag and the delete of a post or comment card: the flag opens the report form (or takes the
 * viewer's report back); the delete confirms the author's own, and asks a moderator for the reason
 * the author will read. `forms` is drawn under the card's buttons.
 */
export function useItemForms({ what, own, reportedByMe, confirmDelete, onReport, onDelete }: ItemFormsOptions) {
  const [open, setOpen] = useState<'report' | 'remove' | null>(null);
  const close = () => setOpen(null);
  const toggle = (form: 'report' | 'remove') => setOpen(open === form ? null : form);
  return {
    flag: () => (reportedByMe ? onReport() : toggle('report')),
    remove: () => (own ? window.confirm(confirmDelete) && onDelete() : toggle('remove')),
    forms: (
      <>
        {open === 'remove' && (
          <RemovalForm
            what={what}
            onRemove={(reason) => {
              close();
              onDelete(reason);
            }}
            onCancel={close}
          />
        )}
        {open === 'report' && (
          <ReportForm
            onSend={(report) => {
              close();
              onReport(report);
            }}
            onCancel={close}
          />
        )}
      </>
    ),
  };
}

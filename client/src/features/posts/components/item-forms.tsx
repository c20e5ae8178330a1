import { useId, useState, type ReactNode } from 'react';
import type { TFunction } from 'i18next';
import type { ReportBody } from '@three-act/contract/posts';
import { RemovalForm, type RemovalWording } from '../../../components/ui/removal-form';
import { usePostsT } from '../words';
import { ReportForm } from './report-form';

interface ItemFormsOptions {
  what: 'post' | 'comment';
  /** Whether the viewer wrote the item (their delete confirms; a moderator's asks for a reason). */
  own: boolean;
  reportedByMe: boolean;
  /** The author's confirm question before their own delete (English: translated here). */
  confirmDelete: string;
  onReport: (report?: ReportBody) => void;
  onDelete: (reason?: string) => void;
  /**
   * "Use in my story" (decision 157): its form, drawn when its button is pressed; `close` closes it
   * and gives the button the focus back. None: no button (the list's previews, what reports hid).
   */
  inStoryForm?: (close: () => void) => ReactNode;
}

/**
 * The flag, the delete and "Use in my story" of a post or comment card: the flag opens the report
 * form (or takes the viewer's report back); the delete confirms the author's own, and asks a
 * moderator for the reason the author will read; "Use in my story" opens its form. `forms` is drawn
 * under the card's buttons, `inStoryButton` among them.
 */
export function useItemForms({
  what,
  own,
  reportedByMe,
  confirmDelete,
  onReport,
  onDelete,
  inStoryForm,
}: ItemFormsOptions) {
  const { t } = usePostsT();
  const [open, setOpen] = useState<'report' | 'remove' | 'use' | null>(null);
  // Found by id when its form closes (a ref read in a callback the form is drawn with is a render-time read).
  const inStoryButtonId = useId();
  const close = () => setOpen(null);
  const toggle = (form: 'report' | 'remove' | 'use') => setOpen(open === form ? null : form);
  const closeInStory = () => {
    setOpen(null);
    document.getElementById(inStoryButtonId)?.focus();
  };
  return {
    inStoryButton: inStoryForm && (
      <button
        id={inStoryButtonId}
        type="button"
        className="btn btn--secondary"
        aria-expanded={open === 'use'}
        onClick={() => toggle('use')}
      >
        {t('Use in my story')}
      </button>
    ),
    flag: () => (reportedByMe ? onReport() : toggle('report')),
    remove: () => (own ? window.confirm(t(confirmDelete)) && onDelete() : toggle('remove')),
    forms: (
      <>
        {open === 'remove' && (
          <RemovalForm
            what={what}
            wording={removalWording(t, what)}
            onRemove={(reason) => {
              close();
              onDelete(reason);
            }}
            onCancel={close}
          />
        )}
        {open === 'use' && inStoryForm?.(closeInStory)}
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

/** A moderator's delete form, in Brainstorm's words (the shared form's own are English). */
function removalWording(t: TFunction<'posts'>, what: 'post' | 'comment'): RemovalWording {
  const reasonLabel = t('Reason (the author reads it)');
  return what === 'post'
    ? {
        name: t('Remove this post'),
        explain: t(
          'The post is deleted for good. Its author is told, with your reason; the writers who reported it learn that it was removed.',
        ),
        reasonLabel,
        submit: t('Delete post'),
      }
    : {
        name: t('Remove this comment'),
        explain: t(
          'The comment is deleted for good. Its author is told, with your reason; the writers who reported it learn that it was removed.',
        ),
        reasonLabel,
        submit: t('Delete comment'),
      };
}

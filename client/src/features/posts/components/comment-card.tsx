import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Avatar } from '../../../components/ui/avatar';
import { formatListDate } from '../../../lib/format-date';
import type { Comment } from '@three-act/contract/posts';
import type { ReportBody } from '@three-act/contract/posts';
import { EditedMark } from './edited-mark';
import { useItemForms } from './item-forms';
import { ToggleButton } from './toggle-button';
import { canRemove, type Actor as Viewer } from '@three-act/contract/roles';
import { usePostsT } from '../words';

const FLAGGED_NOTICE = '[This comment has been flagged by the community and is awaiting moderation]';

interface CommentCardProps {
  comment: Comment;
  viewer: Viewer;
  onVote: () => void;
  /** Takes the viewer's report back, or (with why) reports: the flag opens the report form first. */
  onReport: (report?: ReportBody) => void;
  /** Deletes it: the author's after a confirm; a moderator's with the reason they give. */
  onDelete: (reason?: string) => void;
  /** The author's edit: shows an Edit button that calls this. */
  onEdit: () => void;
  /** The edit form, drawn in place of the text while the author edits. */
  editor?: ReactNode;
  /** Shows a Reply button (top-level comments, for verified writers). */
  onReply?: () => void;
  /** Its replies and the reply form, drawn under it. */
  children?: ReactNode;
  /** "Use in my story"'s form: a button opens it, except on what reports hid from the viewer. */
  inStoryForm?: (close: () => void) => ReactNode;
}

export const DELETE_COMMENT_CONFIRM = 'Delete this suggestion? This cannot be undone.';

export function CommentCard({
  comment,
  viewer,
  onVote,
  onReport,
  onDelete,
  onEdit,
  editor,
  onReply,
  children,
  inStoryForm,
}: CommentCardProps) {
  const { t } = usePostsT();
  // The server sends the text of a flagged comment only to its author and moderators.
  const showText = !comment.flagged || comment.text !== null;
  const reply = comment.parent !== null;
  // What reports hid is for its author to use, not for the moderators who read it (decision 157).
  const usable = !comment.flagged || comment.user === viewer.id;
  const { flag, remove, inStoryButton, forms } = useItemForms({
    what: 'comment',
    own: comment.user === viewer.id,
    reportedByMe: comment.reportedByMe,
    confirmDelete: DELETE_COMMENT_CONFIRM,
    onReport,
    onDelete,
    inStoryForm: usable ? inStoryForm : undefined,
  });
  return (
    <article
      className={`comment-card card${reply ? ' comment-card--reply' : ''}`}
      aria-label={
        reply ? t('Reply by {{name}}', { name: comment.name }) : t('Comment by {{name}}', { name: comment.name })
      }
    >
      <Link to={`/profile/${comment.user}`} className="post-card__author">
        <Avatar src={comment.avatar} name={comment.name} size="small" />
        <span className="post-card__name">{comment.name}</span>
      </Link>
      <div className="post-card__body">
        {comment.flagged && <p className="comment-card__flagged">{t(FLAGGED_NOTICE)}</p>}
        {comment.flagged && showText && (
          <p className="muted comment-card__why">
            {t('You can still read it because you wrote it or moderate Brainstorm:')}
          </p>
        )}
        {editor || (showText && <p className="post-card__text">{comment.text}</p>)}
        <p className="post-card__date">
          {t('Posted at {{date}}', { date: formatListDate(comment.date) })}
          <EditedMark editedAt={comment.editedAt} />
        </p>
        <div className="post-card__actions">
          <ToggleButton kind="vote" pressed={comment.votedByMe} count={comment.voteCount} onToggle={onVote} />
          <ToggleButton kind="report" pressed={comment.reportedByMe} count={comment.reportCount} onToggle={flag} />
          {inStoryButton}
          {onReply && (
            <button type="button" className="btn btn--secondary" onClick={onReply}>
              {t('Reply')}
            </button>
          )}
          {!editor && comment.user === viewer.id && (
            <button type="button" className="btn btn--secondary" onClick={onEdit}>
              {t('Edit')}
            </button>
          )}
          {canRemove(viewer, comment.user) && (
            <button type="button" className="btn btn--danger post-card__delete" onClick={remove}>
              {t('Delete')}
            </button>
          )}
        </div>
        {forms}
        {children}
      </div>
    </article>
  );
}

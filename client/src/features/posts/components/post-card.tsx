import type { ReactNode } from 'react';
import { Trans } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Avatar } from '../../../components/ui/avatar';
import { formatDetailDate, formatListDate } from '../../../lib/format-date';
import type { PostSummary } from '@three-act/contract/posts';
import { previewText } from '../post-text';
import type { ReportBody } from '@three-act/contract/posts';
import { EditedMark } from './edited-mark';
import { useItemForms } from './item-forms';
import { ToggleButton } from './toggle-button';
import { canRemove, type Actor as Viewer } from '@three-act/contract/roles';
import { usePostsT } from '../words';

interface PostCardProps {
  post: PostSummary;
  viewer: Viewer;
  /** The list shows a preview and the Discussion link; the detail page shows the whole text. */
  variant: 'list' | 'detail';
  onLike: () => void;
  /** Takes the viewer's report back, or (with why) reports: the flag opens the report form first. */
  onReport: (report?: ReportBody) => void;
  /** Deletes it: the author's after a confirm; a moderator's with the reason they give. */
  onDelete: (reason?: string) => void;
  /** The author's edit: shows an Edit button that calls this (the detail page only). */
  onEdit?: () => void;
  /** The edit form, drawn in place of the text while the author edits. */
  editor?: ReactNode;
  /** "Use in my story"'s form (the detail page): a button opens it, except on what reports hid from the viewer. */
  inStoryForm?: (close: () => void) => ReactNode;
}

const DELETE_POST_CONFIRM = 'Delete this post and its suggestions? This cannot be undone.';

export function PostCard({
  post,
  viewer,
  variant,
  onLike,
  onReport,
  onDelete,
  onEdit,
  editor,
  inStoryForm,
}: PostCardProps) {
  const { t } = usePostsT();
  const isList = variant === 'list';
  // What reports hid is for its author to use, not for the moderators who read it (decision 157).
  const usable = !post.flagged || post.user === viewer.id;
  const { flag, remove, inStoryButton, forms } = useItemForms({
    what: 'post',
    own: post.user === viewer.id,
    reportedByMe: post.reportedByMe,
    confirmDelete: DELETE_POST_CONFIRM,
    onReport,
    onDelete,
    inStoryForm: usable ? inStoryForm : undefined,
  });
  const { preview, truncated } = isList ? previewText(post.text) : { preview: post.text, truncated: false };

  return (
    <article className="post-card card" aria-label={t('Post by {{name}}', { name: post.name })}>
      <Link to={`/profile/${post.user}`} className="post-card__author">
        <Avatar src={post.avatar} name={post.name} />
        <span className="post-card__name">{post.name}</span>
      </Link>
      <div className="post-card__body">
        {post.flagged && (
          <p className="post-card__flagged" role="note">
            {t('This post has 5 or more reports: it is hidden from Brainstorm until a moderator reviews it.')}
          </p>
        )}
        {/* Plain text: React escapes it, and white-space: pre-wrap keeps the writer's line breaks. */}
        {editor || <p className="post-card__text">{preview}</p>}
        {truncated && (
          <p className="post-card__hint">
            <Trans
              t={t}
              i18nKey="This is a preview. Click <strong>Discussion</strong> to read the whole post."
              components={{ strong: <strong /> }}
            />
          </p>
        )}
        <p className="post-card__date">
          {isList
            ? t('Posted at {{date}}', { date: formatListDate(post.date) })
            : t('Posted on {{date}}', { date: formatDetailDate(post.date) })}
          <EditedMark editedAt={post.editedAt} />
        </p>
        <div className="post-card__actions">
          <ToggleButton kind="like" pressed={post.likedByMe} count={post.likeCount} onToggle={onLike} />
          {isList && (
            <Link to={`/post/${post._id}`} className="btn btn--secondary post-card__discussion">
              {t('Discussion')}
              <span className="count-badge" aria-label={t('{{count}} comments', { count: post.commentCount })}>
                {post.commentCount}
              </span>
            </Link>
          )}
          <ToggleButton kind="report" pressed={post.reportedByMe} count={post.reportCount} onToggle={flag} />
          {inStoryButton}
          {onEdit && !editor && post.user === viewer.id && (
            <button type="button" className="btn btn--secondary" onClick={onEdit}>
              {t('Edit')}
            </button>
          )}
          {canRemove(viewer, post.user) && (
            <button type="button" className="btn btn--danger post-card__delete" onClick={remove}>
              {t('Delete')}
            </button>
          )}
        </div>
        {forms}
      </div>
    </article>
  );
}

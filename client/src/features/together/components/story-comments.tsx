import type { Anchor, StoryComment, StoryThread } from '@three-act/contract/comments';
import { STORY_COMMENT_MAX } from '@three-act/contract/limits';
import { memo, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useFeedback } from '../../../app/alerts/use-feedback';
import { formatListDate } from '../../../lib/format-date';
import {
  useAddStoryCommentMutation,
  useChangeStoryCommentMutation,
  useDeleteStoryCommentMutation,
  useGetStoryCommentsQuery,
} from '../comments-api';
import { useTogetherT } from '../words';

/** The longest quote an anchor keeps (the contract's limit). */
const QUOTE_MAX = 500;

/** What a thread can be on (decision 190). */
type CommentKind = StoryThread['target']['kind'];

interface StoryCommentsProps {
  story: string;
  /** What the comments are on, and its id (a beat's id or Three Act field, a scene's, an entry's). */
  kind: CommentKind;
  target: string;
  /** "beat 8", a scene's title, an entry's name: names its comments. */
  label: string;
  /** The `name` of a text box whose selection a new comment quotes when sent (a beat's answer). */
  field?: string;
  /** The story owner's id: they may delete any comment. */
  owner: string;
  /** The signed-in writer's id: they edit and delete their own comments. */
  me: string;
}

/**
 * "Comments (n)" on a beat, a scene or a codex entry (issue 35, decision 190): its open threads and
 * their replies, a reply box, Resolve, Edit (its author), Delete (its author or the owner), the
 * resolved threads behind "Show resolved (n)" with Reopen, and a new comment, anchored to the text
 * selected in `field` when it is sent. It takes ids, never the text commented on, so typing in a
 * beat does not render it again.
 */
export const StoryComments = memo(function StoryComments({
  story,
  kind,
  target,
  label,
  field,
  owner,
  me,
}: StoryCommentsProps) {
  const { t } = useTogetherT();
  const panelId = useId();
  const [open, setOpen] = useState(false);
  const [showResolved, setShowResolved] = useState(false);
  const { data } = useGetStoryCommentsQuery(story);
  const [threads, resolved] = useMemo(() => {
    const here = (data ?? []).filter(
      (thread) => thread.target.kind === kind && (thread.target._id === target || thread.target.key === target),
    );
    return [here.filter((thread) => !thread.resolvedAt), here.filter((thread) => thread.resolvedAt)];
  }, [data, kind, target]);
  const may = useMemo(
    () => ({
      edit: (comment: StoryComment) => comment.author?._id === me,
      delete: (comment: StoryComment) => me === owner || comment.author?._id === me,
    }),
    [me, owner],
  );

  return (
    <section className={`story-comments story-comments--${kind}`} aria-label={t('Comments on {{label}}', { label })}>
      <button
        type="button"
        className="link-button story-comments__toggle"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((shown) => !shown)}
      >
        {threads.length === 0 ? t('Comment') : t('Comments ({{number}})', { number: threads.length })}
      </button>
      {open && (
        <div id={panelId} className="story-comments__panel">
          {threads.length > 0 && (
            <ul className="story-comments__threads">
              {threads.map((thread) => (
                <Thread key={thread._id} story={story} thread={thread} may={may} />
              ))}
            </ul>
          )}
          {resolved.length > 0 && (
            <button
              type="button"
              className="link-button story-comments__show-resolved"
              aria-pressed={showResolved}
              onClick={() => setShowResolved((shown) => !shown)}
            >
              {showResolved ? t('Hide resolved') : t('Show resolved ({{number}})', { number: resolved.length })}
            </button>
          )}
          {showResolved && resolved.length > 0 && (
            <ul className="story-comments__threads story-comments__threads--resolved" aria-label={t('Resolved')}>
              {resolved.map((thread) => (
                <Thread key={thread._id} story={story} thread={thread} may={may} />
              ))}
            </ul>
          )}
          <NewComment story={story} kind={kind} target={target} field={field} />
        </div>
      )}
    </section>
  );
});

/** What the signed-in writer may do with a comment. */
interface May {
  edit: (comment: StoryComment) => boolean;
  delete: (comment: StoryComment) => boolean;
}

/** What is selected in the text box named `field`, as an anchor; null when nothing is. */
function selectionIn(field: string | undefined): Anchor | null {
  if (!field) return null;
  const box = Array.from(document.getElementsByName(field)).find(
    (element): element is HTMLTextAreaElement => element instanceof HTMLTextAreaElement,
  );
  if (!box || box.selectionStart === box.selectionEnd) return null;
  const start = Math.min(box.selectionStart, box.selectionEnd);
  const end = Math.min(Math.max(box.selectionStart, box.selectionEnd), start + QUOTE_MAX);
  return { start, end, quote: box.value.slice(start, end) };
}

/** One thread: its first comment, its replies, and what a member can do with it (Resolve, or Reopen once resolved). */
function Thread({ story, thread, may }: { story: string; thread: StoryThread; may: May }) {
  const { t } = useTogetherT();
  const feedback = useFeedback();
  const [changeStoryComment, changing] = useChangeStoryCommentMutation();
  const resolved = thread.resolvedAt !== null;
  const toggle = () => void feedback(changeStoryComment({ story, comment: thread._id, resolved: !resolved }));
  return (
    <li className={resolved ? 'story-comments__thread story-comments__thread--resolved' : 'story-comments__thread'}>
      {resolved && <p className="story-comments__resolved">{t('Resolved')}</p>}
      <Comment story={story} comment={thread} may={may} />
      {thread.replies.length > 0 && (
        <ul className="story-comments__replies">
          {thread.replies.map((reply) => (
            <li key={reply._id}>
              <Comment story={story} comment={reply} may={may} />
            </li>
          ))}
        </ul>
      )}
      {!resolved && (
        <CommentBox
          label={t('Your reply')}
          send={t('Reply')}
          onSend={(text, add) => add({ story, parent: thread._id, text })}
        />
      )}
      <button type="button" className="btn btn--secondary" disabled={changing.isLoading} onClick={toggle}>
        {resolved ? t('Reopen') : t('Resolve')}
      </button>
    </li>
  );
}

/** A comment: who wrote it and when, what it quotes, its text; Edit for its author, Delete for its author or the owner. */
function Comment({ story, comment, may }: { story: string; comment: StoryComment; may: May }) {
  const { t } = useTogetherT();
  const feedback = useFeedback();
  const [deleteStoryComment, deleting] = useDeleteStoryCommentMutation();
  const [editing, setEditing] = useState(false);
  const editButton = useRef<HTMLButtonElement>(null);
  const remove = () =>
    window.confirm(t('Delete this comment?')) && void feedback(deleteStoryComment({ story, comment: comment._id }));
  const doneEditing = () => {
    setEditing(false);
    // Back to the Edit button the writer left from, once it is there again.
    requestAnimationFrame(() => editButton.current?.focus());
  };
  return (
    <article className="story-comments__comment">
      <p className="story-comments__byline">
        <span className="story-comments__author">{comment.author?.name ?? t('A former member')}</span>{' '}
        <time dateTime={comment.createdAt}>{formatListDate(comment.createdAt)}</time>
        {comment.editedAt && <span className="story-comments__edited"> · {t('edited')}</span>}
      </p>
      {comment.anchor && <blockquote className="story-comments__quote">{comment.anchor.quote}</blockquote>}
      {editing ? (
        <EditComment story={story} comment={comment} onDone={doneEditing} />
      ) : (
        <>
          <p className="story-comments__text">{comment.text}</p>
          <p className="story-comments__actions">
            {may.edit(comment) && (
              <button type="button" ref={editButton} className="link-button" onClick={() => setEditing(true)}>
                {t('Edit')}
              </button>
            )}
            {may.delete(comment) && (
              <button type="button" className="link-button" disabled={deleting.isLoading} onClick={remove}>
                {t('Delete')}
              </button>
            )}
          </p>
        </>
      )}
    </article>
  );
}

/** Its author's comment in a box, with Save and Cancel (Escape cancels too); not a form, as it may sit in one. */
function EditComment({ story, comment, onDone }: { story: string; comment: StoryComment; onDone: () => void }) {
  const { t } = useTogetherT();
  const id = useId();
  const feedback = useFeedback();
  const [changeStoryComment, changing] = useChangeStoryCommentMutation();
  const [text, setText] = useState(comment.text);
  const save = async () => {
    if (!text.trim()) return;
    if (text === comment.text || (await feedback(changeStoryComment({ story, comment: comment._id, text })))) onDone();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      // Only the edit: not the scene's panel or anything else around it.
      event.preventDefault();
      event.stopPropagation();
      onDone();
    }
  };
  return (
    <div className="story-comments__box" onKeyDown={onKeyDown}>
      <label className="field__label" htmlFor={id}>
        {t('Edit your comment')}
      </label>
      <textarea
        id={id}
        className="field__input"
        rows={2}
        maxLength={STORY_COMMENT_MAX}
        // Opened by its own Edit button: the text is what comes next.
        autoFocus
        value={text}
        onChange={(event) => setText(event.target.value)}
      />
      <span className="button-row">
        <button
          type="button"
          className="btn btn--primary btn--small"
          disabled={changing.isLoading || !text.trim()}
          onClick={() => void save()}
        >
          {t('Save')}
        </button>
        <button type="button" className="btn btn--secondary btn--small" onClick={onDone}>
          {t('Cancel')}
        </button>
      </span>
    </div>
  );
}

/** A new thread, anchored to the text selected in `field` when it is sent. */
function NewComment({
  story,
  kind,
  target,
  field,
}: {
  story: string;
  kind: CommentKind;
  target: string;
  field: string | undefined;
}) {
  const { t } = useTogetherT();
  return (
    <CommentBox
      label={t('New comment')}
      send={t('Add comment')}
      onSend={(text, add) => {
        const anchor = selectionIn(field);
        const on = kind === 'beat' ? { beat: target } : kind === 'scene' ? { scene: target } : { entry: target };
        return add({ story, ...on, text, ...(anchor ? { anchor } : {}) });
      }}
    />
  );
}

type AddComment = ReturnType<typeof useAddStoryCommentMutation>[0];

/**
 * A comment's text box and its button; not a form, as it may sit in one (the act's). Emptied once
 * the comment is saved.
 */
function CommentBox({
  label,
  send,
  onSend,
}: {
  label: string;
  send: string;
  onSend: (text: string, add: AddComment) => ReturnType<AddComment>;
}) {
  const id = useId();
  const feedback = useFeedback();
  const [addStoryComment, adding] = useAddStoryCommentMutation();
  const [text, setText] = useState('');
  const submit = async () => {
    if (!text.trim()) return;
    if (await feedback(onSend(text, addStoryComment))) setText('');
  };
  return (
    <div className="story-comments__box">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <textarea
        id={id}
        className="field__input"
        rows={2}
        maxLength={STORY_COMMENT_MAX}
        value={text}
        onChange={(event) => setText(event.target.value)}
      />
      <button
        type="button"
        className="btn btn--secondary"
        disabled={adding.isLoading || !text.trim()}
        onClick={() => void submit()}
      >
        {send}
      </button>
    </div>
  );
}

import type { Anchor, StoryComment, StoryThread } from '@three-act/contract/comments';
import { STORY_COMMENT_MAX } from '@three-act/contract/comments';
import { memo, useId, useMemo, useState } from 'react';
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

interface BeatCommentsProps {
  story: string;
  /** The beat's id: its threads are the story's threads on it. */
  beat: string;
  /** "beat 8": names its comments. */
  label: string;
  /** The `name` of the beat's answer box: a new comment quotes what is selected in it when sent. */
  field: string;
  /** The story owner's id: they may delete any comment. */
  owner: string;
  /** The signed-in writer's id: they may delete their own comments. */
  me: string;
}

/**
 * "Comments (n)" under a beat (issue 35, decision 190): its open threads, their replies, a reply box,
 * Resolve and Delete, and a new comment, anchored to the text selected in the beat when it is sent.
 * It takes ids, never the beat's text, so typing in the beat does not render it again.
 */
export const BeatComments = memo(function BeatComments({ story, beat, label, field, owner, me }: BeatCommentsProps) {
  const { t } = useTogetherT();
  const panelId = useId();
  const [open, setOpen] = useState(false);
  const { data } = useGetStoryCommentsQuery(story);
  const threads = useMemo(
    () =>
      (data ?? []).filter(
        ({ target, resolvedAt }) =>
          target.kind === 'beat' && (target._id === beat || target.key === beat) && !resolvedAt,
      ),
    [data, beat],
  );
  const mayDelete = (comment: StoryComment) => me === owner || comment.author?._id === me;

  return (
    <section className="beat-comments" aria-label={t('Comments on {{label}}', { label })}>
      <button
        type="button"
        className="link-button beat-comments__toggle"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((shown) => !shown)}
      >
        {threads.length === 0 ? t('Comment') : t('Comments ({{number}})', { number: threads.length })}
      </button>
      {open && (
        <div id={panelId} className="beat-comments__panel">
          {threads.length > 0 && (
            <ul className="beat-comments__threads">
              {threads.map((thread) => (
                <Thread key={thread._id} story={story} thread={thread} mayDelete={mayDelete} />
              ))}
            </ul>
          )}
          <NewComment story={story} beat={beat} field={field} />
        </div>
      )}
    </section>
  );
});

/** What is selected in the beat's answer box, as an anchor; null when nothing is. */
function selectionIn(field: string): Anchor | null {
  const box = Array.from(document.getElementsByName(field)).find(
    (element): element is HTMLTextAreaElement => element instanceof HTMLTextAreaElement,
  );
  if (!box || box.selectionStart === box.selectionEnd) return null;
  const start = Math.min(box.selectionStart, box.selectionEnd);
  const end = Math.min(Math.max(box.selectionStart, box.selectionEnd), start + QUOTE_MAX);
  return { start, end, quote: box.value.slice(start, end) };
}

/** One thread: its first comment, its replies, and what a member can do with it. */
function Thread({
  story,
  thread,
  mayDelete,
}: {
  story: string;
  thread: StoryThread;
  mayDelete: (comment: StoryComment) => boolean;
}) {
  const { t } = useTogetherT();
  const feedback = useFeedback();
  const [changeStoryComment, changing] = useChangeStoryCommentMutation();
  const resolve = () => void feedback(changeStoryComment({ story, comment: thread._id, resolved: true }));
  return (
    <li className="beat-comments__thread">
      <Comment story={story} comment={thread} mayDelete={mayDelete(thread)} />
      {thread.replies.length > 0 && (
        <ul className="beat-comments__replies">
          {thread.replies.map((reply) => (
            <li key={reply._id}>
              <Comment story={story} comment={reply} mayDelete={mayDelete(reply)} />
            </li>
          ))}
        </ul>
      )}
      <CommentBox
        label={t('Your reply')}
        send={t('Reply')}
        onSend={(text, add) => add({ story, parent: thread._id, text })}
      />
      <button type="button" className="btn btn--secondary" disabled={changing.isLoading} onClick={resolve}>
        {t('Resolve')}
      </button>
    </li>
  );
}

/** A comment: who wrote it and when, what it quotes of the beat, and its text. */
function Comment({ story, comment, mayDelete }: { story: string; comment: StoryComment; mayDelete: boolean }) {
  const { t } = useTogetherT();
  const feedback = useFeedback();
  const [deleteStoryComment, deleting] = useDeleteStoryCommentMutation();
  const remove = () =>
    window.confirm(t('Delete this comment?')) && void feedback(deleteStoryComment({ story, comment: comment._id }));
  return (
    <article className="beat-comments__comment">
      <p className="beat-comments__byline">
        <span className="beat-comments__author">{comment.author?.name ?? t('A former member')}</span>{' '}
        <time dateTime={comment.createdAt}>{formatListDate(comment.createdAt)}</time>
      </p>
      {comment.anchor && <blockquote className="beat-comments__quote">{comment.anchor.quote}</blockquote>}
      <p className="beat-comments__text">{comment.text}</p>
      {mayDelete && (
        <button type="button" className="link-button" disabled={deleting.isLoading} onClick={remove}>
          {t('Delete')}
        </button>
      )}
    </article>
  );
}

/** A new thread on the beat, anchored to the text selected in it when it is sent. */
function NewComment({ story, beat, field }: { story: string; beat: string; field: string }) {
  const { t } = useTogetherT();
  return (
    <CommentBox
      label={t('New comment')}
      send={t('Add comment')}
      onSend={(text, add) => {
        const anchor = selectionIn(field);
        return add({ story, beat, text, ...(anchor ? { anchor } : {}) });
      }}
    />
  );
}

type AddComment = ReturnType<typeof useAddStoryCommentMutation>[0];

/**
 * A comment's text box and its button; not a form, as it sits in the act's form. Emptied once the
 * comment is saved.
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
    <div className="beat-comments__box">
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

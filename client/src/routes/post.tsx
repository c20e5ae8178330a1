import { useState, type ReactNode } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { commentBody, postBody, type Comment } from '@three-act/contract/posts';
import { useAppDispatch, useAppSelector } from '../app/hooks';
import { setAlert } from '../app/alerts/alert-slice';
import { PageTitle } from '../components/layout/page-title';
import { Spinner } from '../components/ui/spinner';
import { useFailureAlert, useFeedback } from '../app/alerts/use-feedback';
import { selectCurrentUser } from '../features/auth/auth-slice';
import { UseInStoryForm } from '../features/outline/components/use-in-story';
import { CommentCard } from '../features/posts/components/comment-card';
import { PostCard } from '../features/posts/components/post-card';
import { TextForm, type TextFormProps } from '../features/posts/components/text-form';
import { WriterGate } from '../features/posts/components/writer-gate';
import {
  useAddCommentMutation,
  useDeleteCommentMutation,
  useDeletePostMutation,
  useEditCommentMutation,
  useEditPostMutation,
  useGetPostQuery,
  useToggleCommentReportMutation,
  useToggleLikeMutation,
  useToggleReportMutation,
  useToggleVoteMutation,
  reportWeight,
} from '../features/posts/posts-api';
import { usePostsT } from '../features/posts/words';

const LIST = '/posts';

export function PostDetail() {
  const { t } = usePostsT();
  const { id = '' } = useParams();
  const user = useAppSelector(selectCurrentUser);
  // A discussion moves on while the writer is away: each visit asks again.
  const { currentData: post, isFetching, error } = useGetPostQuery(id, { refetchOnMountOrArgChange: true });
  const [toggleLike] = useToggleLikeMutation();
  const [toggleReport] = useToggleReportMutation();
  const [deletePost] = useDeletePostMutation();
  const [addComment] = useAddCommentMutation();
  const [deleteComment] = useDeleteCommentMutation();
  const [toggleVote] = useToggleVoteMutation();
  const [toggleCommentReport] = useToggleCommentReportMutation();
  const [editPost] = useEditPostMutation();
  const [editComment] = useEditCommentMutation();
  // What the writer is changing (the post's or a comment's id) and which comment they answer.
  const [editing, setEditing] = useState<string | null>(null);
  const [replyingTo, setReplyingTo] = useState<string | null>(null);
  const feedback = useFeedback();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  useFailureAlert(error);

  const back = (
    <Link to={LIST} className="btn btn--secondary back-link">
      {t('BACK')}
    </Link>
  );

  if (!user || (!post && isFetching)) return <Spinner />;
  if (!post) {
    return (
      <section className="page page--narrow">
        <PageTitle title={t('Post Not Found')} />
        {back}
        <h1>{t('Post Not Found')}</h1>
        <p className="lead">{t('This post does not exist any more, or it is waiting for a moderator.')}</p>
      </section>
    );
  }

  const viewer = { id: user._id, role: user.role };
  const weight = reportWeight(user);
  const commentArg = (commentId: string) => ({ postId: post._id, commentId, userId: user._id });
  const done = (message: string) => () => {
    setEditing(null);
    setReplyingTo(null);
    dispatch(setAlert(message, 'success'));
  };
  const topLevel = post.comments.filter((comment) => comment.parent === null);
  /** The author's edit form for the post or a comment, while that one is being edited. */
  const editor = (
    id: string,
    form: Pick<TextFormProps<unknown>, 'label' | 'rows' | 'schema' | 'initial' | 'save'> & { saved: string },
  ) =>
    editing === id && (
      <TextForm
        {...form}
        placeholder=""
        submitLabel={t('Save changes')}
        draft={{ writer: user._id, key: `edit:${id}` }}
        onSaved={done(form.saved)}
        onCancel={() => setEditing(null)}
      />
    );

  const commentCard = (comment: Comment) => (
    <CommentCard
      key={comment._id}
      comment={comment}
      viewer={viewer}
      onVote={() => void feedback(toggleVote(commentArg(comment._id)))}
      onReport={(report) => void feedback(toggleCommentReport({ ...commentArg(comment._id), report, weight }))}
      onDelete={(reason) =>
        void feedback(deleteComment({ postId: post._id, commentId: comment._id, reason }), t('Response deleted'))
      }
      onEdit={() => setEditing(comment._id)}
      editor={editor(comment._id, {
        label: t('Your suggestion'),
        rows: 4,
        schema: commentBody,
        initial: comment.text ?? '',
        save: (text) => editComment({ postId: post._id, commentId: comment._id, text }),
        saved: t('Response Updated'),
      })}
      onReply={comment.parent === null && user.emailVerified ? () => setReplyingTo(comment._id) : undefined}
      inStoryForm={(close) => <UseInStoryForm idea={{ postId: post._id, commentId: comment._id }} onClose={close} />}
    >
      {comment.parent === null && (
        <Replies
          replies={post.comments.filter((item) => item.parent === comment._id)}
          render={commentCard}
          form={
            replyingTo === comment._id && (
              <TextForm
                label={t('Your reply to {{name}}', { name: comment.name })}
                placeholder={t('Build on the idea, or ask about it…')}
                submitLabel={t('Post reply')}
                rows={3}
                draft={{ writer: user._id, key: `reply:${comment._id}` }}
                schema={commentBody}
                save={(text) => addComment({ postId: post._id, text, parent: comment._id })}
                onSaved={done(t('Reply Added'))}
                onCancel={() => setReplyingTo(null)}
              />
            )
          }
        />
      )}
    </CommentCard>
  );

  return (
    <div className="page discussion">
      <PageTitle title={t('Discussion with {{name}}', { name: post.name })} />
      {back}
      <h1 className="discussion__title">{t('Discussion')}</h1>
      <PostCard
        post={post}
        viewer={viewer}
        variant="detail"
        onLike={() => void feedback(toggleLike({ postId: post._id, userId: user._id }))}
        onReport={(report) => void feedback(toggleReport({ postId: post._id, userId: user._id, report, weight }))}
        onDelete={async (reason) => {
          if (await feedback(deletePost({ postId: post._id, reason }), t('Post Removed'))) void navigate(LIST);
        }}
        onEdit={() => setEditing(post._id)}
        inStoryForm={(close) => <UseInStoryForm idea={{ postId: post._id }} onClose={close} />}
        editor={editor(post._id, {
          label: t('Your plot idea or question'),
          rows: 6,
          schema: postBody,
          initial: post.text,
          save: (text) => editPost({ postId: post._id, text }),
          saved: t('Post Updated'),
        })}
      />

      <WriterGate user={user} action={t('comment')}>
        <section className="card discussion__form" aria-labelledby="comment-heading">
          <h2 id="comment-heading">{t('Leave a suggestion')}</h2>
          <TextForm
            label={t('Your suggestion')}
            placeholder={t('What could happen next? Offer an idea, a question or a twist…')}
            submitLabel={t('Submit')}
            rows={4}
            draft={{ writer: user._id, key: `comment:${post._id}` }}
            schema={commentBody}
            save={(text) => addComment({ postId: post._id, text })}
            onSaved={() => dispatch(setAlert(t('Response Added'), 'success'))}
          />
        </section>
      </WriterGate>

      <section className="comment-list" aria-labelledby="comments-heading">
        <h2 id="comments-heading">{t('{{count}} suggestions', { count: post.comments.length })}</h2>
        {topLevel.map(commentCard)}
      </section>
    </div>
  );
}

interface RepliesProps {
  replies: Comment[];
  render: (comment: Comment) => ReactNode;
  form: ReactNode;
}

/** A comment's replies, oldest first as the server sends them, then the reply form when open. */
function Replies({ replies, render, form }: RepliesProps) {
  if (replies.length === 0 && !form) return null;
  return (
    <div className="comment-replies">
      {replies.map(render)}
      {form}
    </div>
  );
}

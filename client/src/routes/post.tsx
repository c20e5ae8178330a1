import { Link, useNavigate, useParams } from 'react-router-dom';
import { commentBody } from '@three-act/contract/posts';
import { useAppDispatch, useAppSelector } from '../app/hooks';
import { setAlert } from '../features/alert/alert-slice';
import { PageTitle } from '../components/layout/page-title';
import { Spinner } from '../components/ui/spinner';
import { useFailureAlert, useFeedback } from '../features/alert/use-feedback';
import { selectCurrentUser } from '../features/auth/auth-slice';
import { CommentCard } from '../features/posts/components/comment-card';
import { PostCard } from '../features/posts/components/post-card';
import { TextForm } from '../features/posts/components/text-form';
import { VerifyNotice } from '../features/posts/components/verify-notice';
import {
  useAddCommentMutation,
  useDeleteCommentMutation,
  useDeletePostMutation,
  useGetPostQuery,
  useToggleCommentReportMutation,
  useToggleLikeMutation,
  useToggleReportMutation,
  useToggleVoteMutation,
} from '../features/posts/posts-api';

export function PostDetail() {
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
  const feedback = useFeedback();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  useFailureAlert(error);

  const back = (
    <Link to="/posts" className="btn btn--secondary back-link">
      BACK
    </Link>
  );

  if (!user || (!post && isFetching)) return <Spinner />;
  if (!post) {
    return (
      <section className="page page--narrow">
        <PageTitle title="Post Not Found" />
        {back}
        <h1>Post Not Found</h1>
        <p className="lead">This post does not exist any more, or it is waiting for a moderator.</p>
      </section>
    );
  }

  const viewer = { id: user._id, role: user.role };
  const commentArg = (commentId: string) => ({ postId: post._id, commentId, userId: user._id });

  return (
    <div className="page discussion">
      <PageTitle title={`Discussion with ${post.name}`} />
      {back}
      <h1 className="discussion__title">Discussion</h1>
      <PostCard
        post={post}
        viewer={viewer}
        variant="detail"
        onLike={() => void feedback(toggleLike({ postId: post._id, userId: user._id }))}
        onReport={() => void feedback(toggleReport({ postId: post._id, userId: user._id }))}
        onDelete={async () => {
          if (await feedback(deletePost(post._id), 'Post Removed')) void navigate('/posts');
        }}
      />

      {user.emailVerified ? (
        <section className="card discussion__form" aria-labelledby="comment-heading">
          <h2 id="comment-heading">Leave a suggestion</h2>
          <TextForm
            label="Your suggestion"
            placeholder="What could happen next? Offer an idea, a question or a twist…"
            submitLabel="Submit"
            rows={4}
            schema={commentBody}
            save={(text) => addComment({ postId: post._id, text })}
            onSaved={() => dispatch(setAlert('Response Added', 'success'))}
          />
        </section>
      ) : (
        <VerifyNotice action="comment" />
      )}

      <section className="comment-list" aria-labelledby="comments-heading">
        <h2 id="comments-heading">
          {post.comments.length === 1 ? '1 suggestion' : `${post.comments.length} suggestions`}
        </h2>
        {post.comments.map((comment) => (
          <CommentCard
            key={comment._id}
            comment={comment}
            viewer={viewer}
            onVote={() => void feedback(toggleVote(commentArg(comment._id)))}
            onReport={() => void feedback(toggleCommentReport(commentArg(comment._id)))}
            onDelete={() =>
              void feedback(deleteComment({ postId: post._id, commentId: comment._id }), 'Response deleted')
            }
          />
        ))}
      </section>
    </div>
  );
}

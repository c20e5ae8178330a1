import { useEffect } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../app/hooks';
import { PageTitle } from '../components/layout/page-title';
import { Spinner } from '../components/ui/spinner';
import { alertErrors, setAlert } from '../features/alert/alert-slice';
import { selectCurrentUser } from '../features/auth/auth-slice';
import { CommentCard } from '../features/posts/components/comment-card';
import { PostCard } from '../features/posts/components/post-card';
import { TextForm } from '../features/posts/components/text-form';
import { VerifyNotice } from '../features/posts/components/verify-notice';
import {
  addComment,
  deleteComment,
  deletePost,
  fetchPost,
  selectPosts,
  toggleCommentReport,
  toggleLike,
  toggleReport,
  toggleVote,
} from '../features/posts/posts-slice';
import type { ApiError } from '../lib/api-error';

export function PostDetail() {
  const { id = '' } = useParams();
  const user = useAppSelector(selectCurrentUser);
  const { post, postStatus } = useAppSelector(selectPosts);
  const dispatch = useAppDispatch();
  const navigate = useNavigate();

  useEffect(() => {
    void dispatch(fetchPost(id));
  }, [dispatch, id]);

  const back = (
    <Link to="/posts" className="btn btn--secondary back-link">
      BACK
    </Link>
  );

  if (!user || (postStatus !== 'failed' && post?._id !== id)) return <Spinner />;
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
  const run = async (action: Promise<unknown>, success?: string) => {
    try {
      await action;
      if (success) dispatch(setAlert(success, 'success'));
      return true;
    } catch (errors) {
      dispatch(alertErrors(errors as ApiError[]));
      return false;
    }
  };
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
        onLike={() => void run(dispatch(toggleLike({ postId: post._id, userId: user._id })).unwrap())}
        onReport={() => void run(dispatch(toggleReport({ postId: post._id, userId: user._id })).unwrap())}
        onDelete={async () => {
          if (await run(dispatch(deletePost(post._id)).unwrap(), 'Post Removed')) void navigate('/posts');
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
            onSubmit={(text) => run(dispatch(addComment({ postId: post._id, text })).unwrap(), 'Response Added')}
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
            onVote={() => void run(dispatch(toggleVote(commentArg(comment._id))).unwrap())}
            onReport={() => void run(dispatch(toggleCommentReport(commentArg(comment._id))).unwrap())}
            onDelete={() =>
              void run(
                dispatch(deleteComment({ postId: post._id, commentId: comment._id })).unwrap(),
                'Response deleted',
              )
            }
          />
        ))}
      </section>
    </div>
  );
}

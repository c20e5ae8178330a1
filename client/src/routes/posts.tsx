import { useEffect, useRef } from 'react';
import { useAppDispatch, useAppSelector } from '../app/hooks';
import { PageTitle } from '../components/layout/page-title';
import { Spinner } from '../components/ui/spinner';
import { alertErrors, setAlert } from '../features/alert/alert-slice';
import { selectCurrentUser } from '../features/auth/auth-slice';
import { PostCard } from '../features/posts/components/post-card';
import { StarIcon } from '../features/posts/components/icons';
import { TextForm } from '../features/posts/components/text-form';
import { VerifyNotice } from '../features/posts/components/verify-notice';
import {
  addPost,
  deletePost,
  fetchMorePosts,
  fetchPosts,
  selectPosts,
  toggleLike,
  toggleReport,
} from '../features/posts/posts-slice';
import type { ApiError } from '../lib/api-error';

export function Posts() {
  const user = useAppSelector(selectCurrentUser);
  const { posts, nextCursor, listStatus, moreStatus } = useAppSelector(selectPosts);
  const dispatch = useAppDispatch();
  const sentinel = useRef<HTMLDivElement>(null);

  useEffect(() => {
    void dispatch(fetchPosts());
  }, [dispatch]);

  const loadingMore = moreStatus === 'pending';
  const loadMore = () => {
    if (nextCursor && !loadingMore) void dispatch(fetchMorePosts(nextCursor));
  };

  // Load the next page as the end of the list scrolls into view; the button below is the fallback.
  useEffect(() => {
    const target = sentinel.current;
    if (!target || !nextCursor || loadingMore || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) void dispatch(fetchMorePosts(nextCursor));
      },
      { rootMargin: '400px 0px' },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [dispatch, nextCursor, loadingMore]);

  if (!user) return <Spinner />;
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

  return (
    <div className="page brainstorm">
      <PageTitle title="Brainstorming" />
      <h1>Brainstorming</h1>
      <p className="lead">Stuck on a plot point? Share it here and let other writers help you think it through.</p>
      <p className="brainstorm__explain">
        <span className="brainstorm__star" aria-hidden="true">
          <StarIcon filled />
        </span>
        <span>
          The star is the <strong>Brainstorm Button</strong>. Press it on posts and suggestions that spark an idea: the
          most-starred posts rise to the top of the list, and the most-starred suggestions lead each discussion. Press
          it again to take your star back.
        </span>
      </p>

      {user.emailVerified ? (
        <section className="card brainstorm__form" aria-labelledby="new-post-heading">
          <h2 id="new-post-heading">Start a brainstorm</h2>
          <TextForm
            label="Your plot idea or question"
            placeholder="Paste your outline here, or explain the idea you are working on and what you would like help with…"
            submitLabel="Post"
            rows={6}
            onSubmit={(text) => run(dispatch(addPost(text)).unwrap(), 'Post Added')}
          />
        </section>
      ) : (
        <VerifyNotice action="start a brainstorm and comment" />
      )}

      <section className="post-list" aria-label="Posts">
        {listStatus === 'pending' && posts.length === 0 && <Spinner label="Loading posts" />}
        {listStatus === 'succeeded' && posts.length === 0 && (
          <p className="muted">No posts yet. Be the first to share an idea.</p>
        )}
        {posts.map((post) => (
          <PostCard
            key={post._id}
            post={post}
            viewer={viewer}
            variant="list"
            onLike={() => void run(dispatch(toggleLike({ postId: post._id, userId: user._id })).unwrap())}
            onReport={() => void run(dispatch(toggleReport({ postId: post._id, userId: user._id })).unwrap())}
            onDelete={() => void run(dispatch(deletePost(post._id)).unwrap(), 'Post Removed')}
          />
        ))}
      </section>

      <div ref={sentinel} className="post-list__end">
        {nextCursor && (
          <button type="button" className="btn btn--secondary" onClick={loadMore} disabled={loadingMore}>
            {loadingMore ? 'Loading…' : 'Load more'}
          </button>
        )}
        {!nextCursor && listStatus === 'succeeded' && posts.length > 0 && (
          <p className="muted">You have reached the end of the list.</p>
        )}
      </div>
    </div>
  );
}

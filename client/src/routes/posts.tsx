import { useEffect, useRef } from 'react';
import { Trans } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../app/hooks';
import { setAlert } from '../app/alerts/alert-slice';
import { BrainstormTabs } from '../components/layout/brainstorm-tabs';
import { PageTitle } from '../components/layout/page-title';
import { Spinner } from '../components/ui/spinner';
import { ASKED_EACH_VISIT } from '../lib/api';
import { useFailureAlert, useFeedback } from '../app/alerts/use-feedback';
import { selectCurrentUser } from '../features/auth/auth-slice';
import { PostCard } from '../features/posts/components/post-card';
import { PostFilters } from '../features/posts/components/post-filters';
import { postsQueryOf } from '../features/posts/posts-query';
import { SearchSummary } from '../features/posts/components/search-summary';
import { StarIcon } from '../features/posts/components/icons';
import { TextForm } from '../features/posts/components/text-form';
import { WriterGate } from '../features/posts/components/writer-gate';
import {
  allPosts,
  useAddPostMutation,
  useDeletePostMutation,
  useGetPostsInfiniteQuery,
  useToggleLikeMutation,
  useToggleReportMutation,
  reportWeight,
} from '../features/posts/posts-api';
import { useListPlace } from '../features/posts/use-list-place';
import { usePostsT } from '../features/posts/words';

/** The address's post draft ("Ask Brainstorm for feedback"), and where the new post's unsent text is kept. */
const DRAFT = 'draft';
const NEW_POST = 'post:new';
/** The new post's rule, loaded when the form first checks: the list's first paint goes without zod (decision 193). */
const postBodyLater = () => import('@three-act/contract/posts').then((module) => module.postBody);

export function Posts() {
  const { t } = usePostsT();
  const user = useAppSelector(selectCurrentUser);
  const [search, setSearch] = useSearchParams();
  const query = postsQueryOf(search);
  // Brainstorm moves fast: every visit asks for the list again (the cached one shows meanwhile).
  const list = useGetPostsInfiniteQuery(query, ASKED_EACH_VISIT);
  const [addPost] = useAddPostMutation();
  const [deletePost] = useDeletePostMutation();
  const [toggleLike] = useToggleLikeMutation();
  const [toggleReport] = useToggleReportMutation();
  const feedback = useFeedback();
  const dispatch = useAppDispatch();
  const sentinel = useRef<HTMLDivElement>(null);

  const posts = allPosts(list.data);
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = list;
  useListPlace({
    pageCount: list.data?.pages.length ?? 0,
    loaded: list.isSuccess,
    hasNextPage,
    isFetchingNextPage,
    fetchNextPage,
  });

  // Load the next page as the end of the list scrolls into view; the button below is the fallback.
  useEffect(() => {
    const target = sentinel.current;
    if (!target || !hasNextPage || isFetchingNextPage || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) void fetchNextPage();
      },
      { rootMargin: '400px 0px' },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [fetchNextPage, hasNextPage, isFetchingNextPage]);

  useFailureAlert(list.error);

  if (!user) return <Spinner />;
  const viewer = { id: user._id, role: user.role };
  const loaded = list.isSuccess;

  return (
    <div className="page brainstorm">
      <PageTitle title={t('Brainstorming')} />
      <h1>{t('Brainstorming')}</h1>
      <BrainstormTabs />
      <p className="lead">
        {t('Stuck on a plot point? Share it here and let other writers help you think it through.')}
      </p>
      <p className="brainstorm__explain">
        <span className="brainstorm__star" aria-hidden="true">
          <StarIcon filled />
        </span>
        <span>
          <Trans
            t={t}
            i18nKey="The star is the <strong>Brainstorm Button</strong>. Press it on posts and suggestions that spark an idea: the most-starred posts rise to the top of the list, and the most-starred suggestions lead each discussion. Press it again to take your star back."
            components={{ strong: <strong /> }}
          />
        </span>
      </p>

      <WriterGate user={user} action={t('start a brainstorm and comment')}>
        <section className="card brainstorm__form" aria-labelledby="new-post-heading">
          <h2 id="new-post-heading">{t('Start a brainstorm')}</h2>
          <TextForm
            label={t('Your plot idea or question')}
            placeholder={t(
              'Paste your outline here, or explain the idea you are working on and what you would like help with…',
            )}
            submitLabel={t('Post')}
            rows={6}
            draft={{ writer: user._id, key: NEW_POST }}
            schema={postBodyLater}
            save={addPost}
            onSaved={() => {
              dispatch(setAlert(t('Post Added'), 'success'));
              if (search.has(DRAFT)) setSearch(listOnly(search), { replace: true, preventScrollReset: true });
            }}
            // "Ask Brainstorm for feedback" on a shared story starts the post with its link.
            initial={search.get(DRAFT) ?? ''}
          />
        </section>
      </WriterGate>

      <PostFilters query={query} />
      <SearchSummary query={query} found={list.currentData?.pages[0]?.found ?? null} />
      <section className="post-list" aria-label={t('Posts')}>
        {list.isLoading && <Spinner label={t('Loading posts')} />}
        {loaded && posts.length === 0 && <p className="muted">{t(emptyMessage(query))}</p>}
        {posts.map((post) => (
          <PostCard
            key={post._id}
            post={post}
            viewer={viewer}
            variant="list"
            onLike={() => void feedback(toggleLike({ postId: post._id, userId: user._id }))}
            onReport={(report) =>
              void feedback(toggleReport({ postId: post._id, userId: user._id, report, weight: reportWeight(user) }))
            }
            onDelete={(reason) => void feedback(deletePost({ postId: post._id, reason }), t('Post Removed'))}
          />
        ))}
      </section>

      <div ref={sentinel} className="post-list__end">
        {hasNextPage && (
          <button
            type="button"
            className="btn btn--secondary"
            onClick={() => void fetchNextPage()}
            disabled={isFetchingNextPage}
          >
            {isFetchingNextPage ? t('Loading…') : t('Load more')}
          </button>
        )}
        {!hasNextPage && loaded && posts.length > 0 && (
          <p className="muted">{t('You have reached the end of the list.')}</p>
        )}
      </div>
    </div>
  );
}

/** The empty list's words, in English (translated where shown). */
function emptyMessage({ q, author }: ReturnType<typeof postsQueryOf>): string {
  if (q) return 'No post or comment matches that search. Try fewer or shorter words.';
  if (author) return 'You have not started a brainstorm yet.';
  return 'No posts yet. Be the first to share an idea.';
}

/** The address without the post draft it was opened with. */
function listOnly(search: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(search);
  next.delete(DRAFT);
  return next;
}

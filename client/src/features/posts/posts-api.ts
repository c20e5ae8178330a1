import { REPORT_THRESHOLD } from '@three-act/contract/limits';
import {
  type Comment,
  type Post,
  type PostSummary,
  type ReportBody,
  type ReportRef,
  type UserRef,
} from '@three-act/contract/posts';
import { parsePostsFound, type PostsFound, type PostSort } from '@three-act/contract/posts-list';
import type { InfiniteData } from '@reduxjs/toolkit/query';
import { api } from '../../app/api';
import { nextCursorOf, onSuccess, queryParams, type ApiMeta, type CacheDispatch } from '../../lib/api';

interface PostsPage {
  posts: PostSummary[];
  nextCursor: string | null;
  /** On a search's or My posts' first page: how many posts the list holds (decision 167). */
  found: PostsFound | null;
}

/** Which Brainstorm list: a sort, a search and one writer's posts (`me` for the viewer's own). */
export interface PostsQuery {
  sort?: PostSort;
  q?: string;
  author?: string;
}

type PostsList = InfiniteData<PostsPage, string | null>;

interface PostRef {
  postId: string;
}
/** Toggles need the viewer's id to read "pressed" out of the list the server answers. */
interface ToggleArg extends PostRef {
  userId: string;
  /** A report's reason and details (reports only; none when taking a report back). */
  report?: ReportBody;
  /** How much the viewer's report counts toward hiding (`reportWeight`); reports only. */
  weight?: number;
}

/** What a report by this viewer counts toward hiding, as the server weighs it (decision 137). */
export const reportWeight = (viewer: { role: string; emailVerified: boolean }) =>
  viewer.role === 'mod' || viewer.role === 'admin' ? REPORT_THRESHOLD : viewer.emailVerified ? 1 : 0;
interface CommentToggleArg extends ToggleArg {
  commentId: string;
}

type ToggleKind = 'like' | 'vote' | 'report';

/** Where each toggle keeps its state on a post or comment (a post in the list has no lists, only counts). */
const TOGGLE_FIELDS = {
  like: { list: 'likes', count: 'likeCount', mine: 'likedByMe' },
  vote: { list: 'votes', count: 'voteCount', mine: 'votedByMe' },
  report: { list: 'reports', count: 'reportCount', mine: 'reportedByMe' },
} as const;

const mine = (list: ReportRef[], userId: string) => list.some((entry) => entry.user === userId);

/**
 * Sets a toggle on a post or comment: from the server's list when `refs` is given, else flipped
 * at once (the optimistic guess, undone if the server refuses). A like or vote counts its rows; a
 * report count is what counts toward hiding, so it moves by the viewer's `weight`.
 */
function applyToggle(
  target: PostSummary | Comment,
  kind: ToggleKind,
  userId: string,
  refs: ReportRef[] | null,
  weight = 1,
): void {
  const fields = TOGGLE_FIELDS[kind];
  // The three toggles share one shape under different names; index them by those names.
  const item = target as unknown as Record<string, unknown>;
  const was = item[fields.mine] as boolean;
  const pressed = refs ? mine(refs, userId) : !was;
  const moved = pressed === was ? 0 : pressed ? weight : -weight;
  const count = refs && kind !== 'report' ? refs.length : (item[fields.count] as number) + moved;
  item[fields.mine] = pressed;
  item[fields.count] = count;
  const list = item[fields.list] as ReportRef[] | undefined;
  if (list) {
    item[fields.list] = refs ?? (pressed ? [...list, { user: userId }] : list.filter((entry) => entry.user !== userId));
  }
  if (kind === 'report') item.flagged = count >= REPORT_THRESHOLD;
}

const postPath = (id: string) => encodeURIComponent(id);

export const postsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Brainstorm, page by page: the next cursor comes from the `Link` header. */
    getPosts: build.infiniteQuery<PostsPage, PostsQuery, string | null>({
      infiniteQueryOptions: {
        initialPageParam: null,
        getNextPageParam: (lastPage) => lastPage.nextCursor,
      },
      query: ({ queryArg, pageParam }) => ({
        url: '/posts',
        params: queryParams({ ...queryArg, cursor: pageParam }),
      }),
      transformResponse: (posts: PostSummary[], meta: ApiMeta | undefined) => ({
        posts,
        nextCursor: nextCursorOf(meta?.link),
        found: parsePostsFound(meta?.postsFound),
      }),
      // The pages read stay a while after the list is left, so Back finds them all (decision 167).
      keepUnusedDataFor: 30 * 60,
    }),
    getPost: build.query<Post, string>({
      query: (id) => ({ url: `/posts/${postPath(id)}` }),
      providesTags: (_post, _error, id) => [{ type: 'Post', id }],
    }),
    addPost: build.mutation<Post, string>({
      query: (text) => ({ url: '/posts', method: 'POST', data: { text } }),
      onQueryStarted: (_text, { dispatch, queryFulfilled }) =>
        onSuccess(queryFulfilled, (post) => showNewPost(dispatch, post)),
    }),
    /** The author's new text: the answer is the post, set wherever it is shown. */
    editPost: build.mutation<Post, PostRef & { text: string }>({
      query: ({ postId, text }) => ({ url: `/posts/${postPath(postId)}`, method: 'PUT', data: { text } }),
      onQueryStarted: ({ postId }, { dispatch, queryFulfilled }) =>
        onSuccess(queryFulfilled, ({ text, editedAt }) => {
          changePost(dispatch, postId, (post) => Object.assign(post, { text, editedAt }));
        }),
    }),
    /** The author's delete, or a moderator's with the reason the author is told. */
    deletePost: build.mutation<void, PostRef & { reason?: string }>({
      query: ({ postId, reason }) => ({
        url: `/posts/${postPath(postId)}`,
        method: 'DELETE',
        data: reason ? { reason } : undefined,
      }),
      onQueryStarted: ({ postId }, { dispatch, queryFulfilled }) =>
        onSuccess(queryFulfilled, () => dropPost(dispatch, postId)),
    }),
    toggleLike: build.mutation<UserRef[], ToggleArg>({
      query: ({ postId }) => ({ url: `/posts/like/${postPath(postId)}`, method: 'PUT' }),
      onQueryStarted: (arg, lifecycle) => togglePost('like', arg, lifecycle),
    }),
    toggleReport: build.mutation<ReportRef[], ToggleArg>({
      query: ({ postId, report }) => ({ url: `/posts/report/${postPath(postId)}`, method: 'PUT', data: report ?? {} }),
      onQueryStarted: (arg, lifecycle) => togglePost('report', arg, lifecycle),
    }),
    /** A comment, or with `parent` a reply to a top-level comment. */
    addComment: build.mutation<Comment[], PostRef & { text: string; parent?: string }>({
      query: ({ postId, text, parent }) => ({
        url: `/posts/comment/${postPath(postId)}`,
        method: 'PUT',
        data: parent ? { text, parent } : { text },
      }),
      onQueryStarted: ({ postId }, { dispatch, queryFulfilled }) => setComments(postId, dispatch, queryFulfilled),
    }),
    deleteComment: build.mutation<Comment[], PostRef & { commentId: string; reason?: string }>({
      query: ({ postId, commentId, reason }) => ({
        url: `/posts/comment/${postPath(postId)}/${encodeURIComponent(commentId)}`,
        method: 'DELETE',
        data: reason ? { reason } : undefined,
      }),
      onQueryStarted: ({ postId }, { dispatch, queryFulfilled }) => setComments(postId, dispatch, queryFulfilled),
    }),
    editComment: build.mutation<Comment, PostRef & { commentId: string; text: string }>({
      query: ({ postId, commentId, text }) => ({
        url: `/posts/comment/${postPath(postId)}/${encodeURIComponent(commentId)}`,
        method: 'PUT',
        data: { text },
      }),
      onQueryStarted: ({ postId, commentId }, { dispatch, queryFulfilled }) =>
        onSuccess(queryFulfilled, (edited) => {
          dispatch(
            postsApi.util.updateQueryData('getPost', postId, (post: Post) => {
              post.comments = post.comments.map((comment) => (comment._id === commentId ? edited : comment));
            }),
          );
        }),
    }),
    toggleVote: build.mutation<UserRef[], CommentToggleArg>({
      query: ({ postId, commentId }) => ({
        url: `/posts/comment/${postPath(postId)}/vote/${encodeURIComponent(commentId)}`,
        method: 'PUT',
      }),
      onQueryStarted: (arg, lifecycle) => toggleComment('vote', arg, lifecycle),
    }),
    toggleCommentReport: build.mutation<ReportRef[], CommentToggleArg>({
      query: ({ postId, commentId, report }) => ({
        url: `/posts/comment/${postPath(postId)}/report/${encodeURIComponent(commentId)}`,
        method: 'PUT',
        data: report ?? {},
      }),
      onQueryStarted: (arg, lifecycle) => toggleComment('report', arg, lifecycle),
    }),
  }),
});

type Dispatch = CacheDispatch;
interface Lifecycle {
  dispatch: Dispatch;
  queryFulfilled: Promise<{ data: ReportRef[] }>;
}

/** Changes every loaded Brainstorm list (each sort, search and author is its own); returns the undo. */
function changeLists(dispatch: Dispatch, change: (list: PostsList, query: PostsQuery) => void): () => void {
  const patches = dispatch((inner: Dispatch, getState: () => unknown) =>
    postsApi.util
      .selectCachedArgsForQuery(getState() as Parameters<typeof postsApi.util.selectCachedArgsForQuery>[0], 'getPosts')
      .map((query) => inner(postsApi.util.updateQueryData('getPosts', query, (list) => change(list, query)))),
  );
  return () => {
    for (const patch of patches) patch.undo();
  };
}

/**
 * The writer sees their new post at the top of every list it belongs in: each unsearched list of
 * everyone's posts or theirs (it is the newest and the latest active; Top ranks it on the next load).
 */
function showNewPost(dispatch: Dispatch, post: Post): void {
  // A new post has no likes nor reports yet: its lists of them are the viewer's own (none), as a list sends them.
  const { comments: _comments, ...summary } = post;
  changeLists(dispatch, (list, query) => {
    const belongs = !query.q && (!query.author || query.author === 'me' || query.author === post.user);
    const first = list.pages[0];
    if (!belongs || !first) return;
    first.posts.unshift(summary);
    // A count past the cap ("1000+") stays as it is.
    if (first.found && !first.found.more) first.found.count += 1;
  });
}

function dropPost(dispatch: Dispatch, id: string): void {
  changeLists(dispatch, (list) => {
    const held = list.pages.some((page) => page.posts.some((post) => post._id === id));
    for (const page of list.pages) page.posts = page.posts.filter((post) => post._id !== id);
    const found = list.pages[0]?.found;
    if (held && found && !found.more && found.count > 0) found.count -= 1;
  });
}

/** Changes a post wherever it is shown, in the Brainstorm list and as the open discussion; returns the undo. */
function changePost(dispatch: Dispatch, postId: string, change: (post: PostSummary | Post) => void): () => void {
  const undoLists = changeLists(dispatch, (list) => {
    for (const page of list.pages) page.posts.filter((post) => post._id === postId).forEach(change);
  });
  const detail = dispatch(postsApi.util.updateQueryData('getPost', postId, (post: Post) => change(post)));
  return () => {
    undoLists();
    detail.undo();
  };
}

/** A like or report shows at once; the server's answer then sets it, or a failure takes it back. */
async function togglePost(
  kind: ToggleKind,
  { postId, userId, weight }: ToggleArg,
  { dispatch, queryFulfilled }: Lifecycle,
): Promise<void> {
  const undo = changePost(dispatch, postId, (post) => applyToggle(post, kind, userId, null, weight));
  try {
    const { data } = await queryFulfilled;
    changePost(dispatch, postId, (post) => applyToggle(post, kind, userId, data, weight));
  } catch {
    undo();
  }
}

async function toggleComment(
  kind: ToggleKind,
  arg: CommentToggleArg,
  { dispatch, queryFulfilled }: Lifecycle,
): Promise<void> {
  const change = (refs: ReportRef[] | null): { undo: () => void } =>
    dispatch(
      postsApi.util.updateQueryData('getPost', arg.postId, (post: Post) => {
        const comment = post.comments.find((item) => item._id === arg.commentId);
        if (comment) applyToggle(comment, kind, arg.userId, refs, arg.weight);
      }),
    );
  const guess = change(null);
  try {
    change((await queryFulfilled).data);
  } catch {
    guess.undo();
  }
}

function setComments(postId: string, dispatch: Dispatch, queryFulfilled: Promise<{ data: Comment[] }>): Promise<void> {
  return onSuccess(queryFulfilled, (data) => {
    dispatch(
      postsApi.util.updateQueryData('getPost', postId, (post: Post) => {
        post.comments = data;
      }),
    );
    changePost(dispatch, postId, (post) => {
      post.commentCount = data.length;
    });
  });
}

/** Every loaded page's posts, each once: a post added here may come round again further down. */
export function allPosts(data: PostsList | undefined): PostSummary[] {
  const seen = new Set<string>();
  return (data?.pages ?? []).flatMap((page) =>
    page.posts.filter((post) => !seen.has(post._id) && Boolean(seen.add(post._id))),
  );
}

export const {
  useGetPostsInfiniteQuery,
  useGetPostQuery,
  useAddPostMutation,
  useEditPostMutation,
  useDeletePostMutation,
  useToggleLikeMutation,
  useToggleReportMutation,
  useAddCommentMutation,
  useDeleteCommentMutation,
  useEditCommentMutation,
  useToggleVoteMutation,
  useToggleCommentReportMutation,
} = postsApi;

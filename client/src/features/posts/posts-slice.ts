import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { ApiError } from '../../lib/api-error';
import { apiThunkCreator } from '../../lib/api-thunk';
import * as api from './posts-api';
import type { PostsPage } from './posts-api';
import type { Comment, Post, PostSummary, UserRef } from '@three-act/contract/posts';

/** Posts and comments with this many reports are hidden (the server withholds them too). */
export const HIDE_AT_REPORTS = 5;

type Status = 'idle' | 'pending' | 'succeeded' | 'failed';

export interface PostsState {
  posts: PostSummary[];
  nextCursor: string | null;
  listStatus: Status;
  moreStatus: Status;
  post: Post | null;
  postStatus: Status;
  errors: ApiError[];
}

export const initialPostsState: PostsState = {
  posts: [],
  nextCursor: null,
  listStatus: 'idle',
  moreStatus: 'idle',
  post: null,
  postStatus: 'idle',
  errors: [],
};

const apiThunk = apiThunkCreator<{ posts: PostsState }>();

interface PostRef {
  postId: string;
}
/** Toggles need the viewer's id to read "pressed" out of the list the server answers. */
interface ToggleArg extends PostRef {
  userId: string;
}
interface CommentToggleArg extends ToggleArg {
  commentId: string;
}

export const fetchPosts = apiThunk<PostsPage, void>('posts/fetchPosts', () => api.getPosts());
export const fetchMorePosts = apiThunk<PostsPage, string>('posts/fetchMorePosts', (cursor) => api.getPosts(cursor));
export const fetchPost = apiThunk<Post, string>('posts/fetchPost', (id) => api.getPost(id));
export const addPost = apiThunk<Post, string>('posts/addPost', (text) => api.createPost(text));
export const deletePost = apiThunk<string, string>('posts/deletePost', async (id) => {
  await api.removePost(id);
  return id;
});
export const toggleLike = apiThunk<UserRef[], ToggleArg>('posts/toggleLike', ({ postId }) => api.putLike(postId));
export const toggleReport = apiThunk<UserRef[], ToggleArg>('posts/toggleReport', ({ postId }) => api.putReport(postId));
export const addComment = apiThunk<Comment[], PostRef & { text: string }>('posts/addComment', ({ postId, text }) =>
  api.putComment(postId, text),
);
export const deleteComment = apiThunk<Comment[], PostRef & { commentId: string }>(
  'posts/deleteComment',
  ({ postId, commentId }) => api.removeComment(postId, commentId),
);
export const toggleVote = apiThunk<UserRef[], CommentToggleArg>('posts/toggleVote', ({ postId, commentId }) =>
  api.putVote(postId, commentId),
);
export const toggleCommentReport = apiThunk<UserRef[], CommentToggleArg>(
  'posts/toggleCommentReport',
  ({ postId, commentId }) => api.putCommentReport(postId, commentId),
);

const mine = (list: UserRef[], userId: string) => list.some((entry) => entry.user === userId);

/** Applies a change to the post wherever it is shown: in the list and as the open post. */
function updatePost(state: PostsState, postId: string, change: (post: PostSummary) => void) {
  const item = state.posts.find((post) => post._id === postId);
  if (item) change(item);
  if (state.post?._id === postId) change(state.post);
}

function setComments(state: PostsState, postId: string, list: Comment[]) {
  if (state.post?._id === postId) state.post.comments = list;
  updatePost(state, postId, (post) => {
    post.commentCount = list.length;
  });
}

function updateComment(state: PostsState, arg: CommentToggleArg, change: (comment: Comment) => void) {
  const comment = state.post?._id === arg.postId ? state.post.comments.find((c) => c._id === arg.commentId) : undefined;
  if (comment) change(comment);
}

const postsSlice = createSlice({
  name: 'posts',
  initialState: initialPostsState,
  reducers: {
    postCleared(state) {
      state.post = null;
      state.postStatus = 'idle';
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(fetchPosts.pending, (state) => {
        state.listStatus = 'pending';
        state.errors = [];
      })
      .addCase(fetchPosts.fulfilled, (state, action) => {
        state.listStatus = 'succeeded';
        state.posts = action.payload.posts;
        state.nextCursor = action.payload.nextCursor;
      })
      .addCase(fetchPosts.rejected, (state, action) => {
        state.listStatus = 'failed';
        state.errors = action.payload ?? [];
      })
      .addCase(fetchMorePosts.pending, (state) => {
        state.moreStatus = 'pending';
      })
      .addCase(fetchMorePosts.fulfilled, (state, action: PayloadAction<PostsPage>) => {
        state.moreStatus = 'succeeded';
        // A post added on this page may come round again further down the ranking.
        const shown = new Set(state.posts.map((post) => post._id));
        state.posts.push(...action.payload.posts.filter((post) => !shown.has(post._id)));
        state.nextCursor = action.payload.nextCursor;
      })
      .addCase(fetchMorePosts.rejected, (state, action) => {
        state.moreStatus = 'failed';
        state.errors = action.payload ?? [];
      })
      .addCase(fetchPost.pending, (state, action) => {
        state.postStatus = 'pending';
        if (state.post?._id !== action.meta.arg) state.post = null;
      })
      .addCase(fetchPost.fulfilled, (state, action) => {
        state.postStatus = 'succeeded';
        state.post = action.payload;
      })
      .addCase(fetchPost.rejected, (state, action) => {
        state.postStatus = 'failed';
        state.post = null;
        state.errors = action.payload ?? [];
      })
      .addCase(addPost.fulfilled, (state, action) => {
        // The writer sees their new post at the top; the server ranks it on the next load.
        const { comments: _comments, likes: _likes, reports: _reports, ...summary } = action.payload;
        state.posts.unshift(summary);
      })
      .addCase(deletePost.fulfilled, (state, action) => {
        state.posts = state.posts.filter((post) => post._id !== action.payload);
        if (state.post?._id === action.payload) state.post = null;
      })
      .addCase(toggleLike.fulfilled, (state, action) => {
        const { postId, userId } = action.meta.arg;
        updatePost(state, postId, (post) => {
          post.likeCount = action.payload.length;
          post.likedByMe = mine(action.payload, userId);
        });
        if (state.post?._id === postId) state.post.likes = action.payload;
      })
      .addCase(toggleReport.fulfilled, (state, action) => {
        const { postId, userId } = action.meta.arg;
        updatePost(state, postId, (post) => {
          post.reportCount = action.payload.length;
          post.reportedByMe = mine(action.payload, userId);
          post.flagged = post.reportCount >= HIDE_AT_REPORTS;
        });
        if (state.post?._id === postId) state.post.reports = action.payload;
      })
      .addCase(addComment.fulfilled, (state, action) => {
        setComments(state, action.meta.arg.postId, action.payload);
      })
      .addCase(deleteComment.fulfilled, (state, action) => {
        setComments(state, action.meta.arg.postId, action.payload);
      })
      .addCase(toggleVote.fulfilled, (state, action) => {
        updateComment(state, action.meta.arg, (comment) => {
          comment.votes = action.payload;
          comment.voteCount = action.payload.length;
          comment.votedByMe = mine(action.payload, action.meta.arg.userId);
        });
      })
      .addCase(toggleCommentReport.fulfilled, (state, action) => {
        updateComment(state, action.meta.arg, (comment) => {
          comment.reports = action.payload;
          comment.reportCount = action.payload.length;
          comment.reportedByMe = mine(action.payload, action.meta.arg.userId);
          comment.flagged = comment.reportCount >= HIDE_AT_REPORTS;
        });
      });
  },
});

export const { postCleared } = postsSlice.actions;
export const postsReducer = postsSlice.reducer;

export const selectPosts = (state: { posts: PostsState }) => state.posts;
export const selectCurrentPost = (state: { posts: PostsState }) => state.posts.post;

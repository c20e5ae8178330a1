import { apiClient } from '../../lib/api-client';

export interface UserRef {
  user: string;
}

/** A post as the list sends it: counts and the viewer's own like/report, no comments. */
export interface PostSummary {
  _id: string;
  text: string;
  name: string;
  avatar: string;
  user: string;
  likeCount: number;
  reportCount: number;
  commentCount: number;
  likedByMe: boolean;
  reportedByMe: boolean;
  flagged: boolean;
  date: string;
}

export interface Comment {
  _id: string;
  /** null when the comment is flagged and the viewer is neither its author nor a moderator. */
  text: string | null;
  name: string;
  avatar: string;
  user: string;
  votes: UserRef[];
  reports: UserRef[];
  voteCount: number;
  reportCount: number;
  votedByMe: boolean;
  reportedByMe: boolean;
  flagged: boolean;
  date: string;
}

export interface Post extends PostSummary {
  likes: UserRef[];
  reports: UserRef[];
  comments: Comment[];
}

export interface PostsPage {
  posts: PostSummary[];
  nextCursor: string | null;
}

/** The server announces the next page in a `Link: <…?cursor=…>; rel="next"` header. */
export function nextCursorOf(link: unknown): string | null {
  if (typeof link !== 'string') return null;
  const url = /<([^>]+)>;\s*rel="next"/.exec(link)?.[1];
  return url ? new URL(url, 'http://local').searchParams.get('cursor') : null;
}

export async function getPosts(cursor?: string): Promise<PostsPage> {
  const response = await apiClient.get<PostSummary[]>('/posts', { params: cursor ? { cursor } : undefined });
  return { posts: response.data, nextCursor: nextCursorOf(response.headers?.link) };
}

export async function getPost(id: string): Promise<Post> {
  const { data } = await apiClient.get<Post>(`/posts/${encodeURIComponent(id)}`);
  return data;
}

export async function createPost(text: string): Promise<Post> {
  const { data } = await apiClient.post<Post>('/posts', { text });
  return data;
}

export async function removePost(id: string): Promise<void> {
  await apiClient.delete(`/posts/${encodeURIComponent(id)}`);
}

export async function putLike(id: string): Promise<UserRef[]> {
  const { data } = await apiClient.put<UserRef[]>(`/posts/like/${encodeURIComponent(id)}`);
  return data;
}

export async function putReport(id: string): Promise<UserRef[]> {
  const { data } = await apiClient.put<UserRef[]>(`/posts/report/${encodeURIComponent(id)}`);
  return data;
}

export async function putComment(postId: string, text: string): Promise<Comment[]> {
  const { data } = await apiClient.put<Comment[]>(`/posts/comment/${encodeURIComponent(postId)}`, { text });
  return data;
}

export async function removeComment(postId: string, commentId: string): Promise<Comment[]> {
  const { data } = await apiClient.delete<Comment[]>(
    `/posts/comment/${encodeURIComponent(postId)}/${encodeURIComponent(commentId)}`,
  );
  return data;
}

export async function putVote(postId: string, commentId: string): Promise<UserRef[]> {
  const { data } = await apiClient.put<UserRef[]>(
    `/posts/comment/${encodeURIComponent(postId)}/vote/${encodeURIComponent(commentId)}`,
  );
  return data;
}

export async function putCommentReport(postId: string, commentId: string): Promise<UserRef[]> {
  const { data } = await apiClient.put<UserRef[]>(
    `/posts/comment/${encodeURIComponent(postId)}/report/${encodeURIComponent(commentId)}`,
  );
  return data;
}

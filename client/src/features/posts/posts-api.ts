import type { Comment, Post, PostSummary, UserRef } from '@three-act/contract/posts';
import { apiClient } from '../../lib/api-client';

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

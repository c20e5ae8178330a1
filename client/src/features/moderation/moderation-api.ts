import type { AdminUser, FlaggedComment, FlaggedPost, LogEntry } from '@three-act/contract/moderation';
import type { Role } from '@three-act/contract/roles';
import { apiClient } from '../../lib/api-client';

export interface UsersPage {
  users: AdminUser[];
  nextCursor: string | null;
}

export type ItemType = 'post' | 'comment';

const collection = (type: ItemType) => (type === 'post' ? 'posts' : 'comments');

export async function getFlaggedPosts(): Promise<FlaggedPost[]> {
  const { data } = await apiClient.get<FlaggedPost[]>('/moderation/posts');
  return data;
}

export async function getFlaggedComments(): Promise<FlaggedComment[]> {
  const { data } = await apiClient.get<FlaggedComment[]>('/moderation/comments');
  return data;
}

export async function getModerationLog(): Promise<LogEntry[]> {
  const { data } = await apiClient.get<LogEntry[]>('/moderation/log');
  return data;
}

export async function removeFlagged(type: ItemType, id: string): Promise<void> {
  await apiClient.delete(`/moderation/${collection(type)}/${encodeURIComponent(id)}`);
}

export async function clearReports(type: ItemType, id: string): Promise<void> {
  await apiClient.put(`/moderation/${collection(type)}/${encodeURIComponent(id)}/clear-reports`);
}

const cursorOf = (link: unknown) => {
  if (typeof link !== 'string') return null;
  const url = /<([^>]+)>;\s*rel="next"/.exec(link)?.[1];
  return url ? new URL(url, 'http://local').searchParams.get('cursor') : null;
};

export async function getUsers(search: string, cursor?: string): Promise<UsersPage> {
  const params: Record<string, string> = {};
  if (search) params.q = search;
  if (cursor) params.cursor = cursor;
  const response = await apiClient.get<AdminUser[]>('/admin/users', { params });
  return { users: response.data, nextCursor: cursorOf(response.headers?.link) };
}

export async function putRole(id: string, role: Role): Promise<AdminUser> {
  const { data } = await apiClient.put<AdminUser>(`/admin/users/${encodeURIComponent(id)}/role`, { role });
  return data;
}

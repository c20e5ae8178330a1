import { PAGE_SIZE } from '@three-act/contract/limits';
import type { Profile, SocialField, WorkBody } from '@three-act/contract/profile';
import { apiClient } from '../../lib/api-client';

/** What the profile form sends: genres as the comma-separated text the writer typed. */
export interface ProfilePayload extends Record<SocialField, string> {
  status: string;
  genres: string;
  company: string;
  website: string;
  location: string;
  bio: string;
  amazonauthor: string;
}

/** Guards against a misrouted answer (e.g. index.html from a proxy) being taken as a profile. */
function asProfile(data: unknown): Profile {
  const profile = data as Partial<Profile> | null;
  if (
    typeof profile !== 'object' ||
    profile === null ||
    typeof profile._id !== 'string' ||
    !Array.isArray(profile.works)
  ) {
    throw new Error('Unexpected answer instead of a profile');
  }
  return profile as Profile;
}

export async function getOwnProfile(): Promise<Profile> {
  const { data } = await apiClient.get<Profile>('/profile/me');
  return asProfile(data);
}

/** Creates the profile or updates it; `created` tells which (201 or 200). */
export async function postProfile(payload: ProfilePayload): Promise<{ profile: Profile; created: boolean }> {
  const response = await apiClient.post<Profile>('/profile', payload);
  return { profile: asProfile(response.data), created: response.status === 201 };
}

export async function putWork(payload: WorkBody): Promise<Profile> {
  const { data } = await apiClient.put<Profile>('/profile/works', payload);
  return asProfile(data);
}

export async function deleteWorkById(id: string): Promise<Profile> {
  const { data } = await apiClient.delete<Profile>(`/profile/works/${encodeURIComponent(id)}`);
  return asProfile(data);
}

export async function getProfiles(page: number, limit = PAGE_SIZE): Promise<Profile[]> {
  const { data } = await apiClient.get<Profile[]>('/profile', { params: { page, limit } });
  if (!Array.isArray(data)) throw new Error('Unexpected answer instead of a list of profiles');
  return data.map(asProfile);
}

export async function getProfileByUser(userId: string): Promise<Profile> {
  const { data } = await apiClient.get<Profile>(`/profile/user/${encodeURIComponent(userId)}`);
  return asProfile(data);
}

/** Sends the file itself as the body; the server reads its real type from the bytes. */
export async function putAvatar(file: Blob): Promise<{ avatar: string }> {
  const { data } = await apiClient.put<{ avatar: string }>('/profile/avatar', file, {
    headers: { 'Content-Type': file.type && file.type.startsWith('image/') ? file.type : 'application/octet-stream' },
  });
  return data;
}

export async function deleteAvatar(): Promise<{ avatar: string }> {
  const { data } = await apiClient.delete<{ avatar: string }>('/profile/avatar');
  return data;
}

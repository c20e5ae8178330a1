import type { User } from '@three-act/contract/users';
import { apiClient } from '../../lib/api-client';

export interface RegisterPayload {
  name: string;
  email: string;
  password: string;
  ageVerify: boolean;
  tosAgree: boolean;
}

export interface Credentials {
  email: string;
  password: string;
}

interface TokenAnswer {
  token: string;
}

interface MessageAnswer {
  msg: string;
}

// The token in these answers is for non-browser clients; the browser keeps the session
// in the HttpOnly cookie the same answer sets, so the token is deliberately dropped.

export async function getCurrentUser(): Promise<User> {
  const { data } = await apiClient.get<User>('/auth');
  // Guard against a misrouted answer (e.g. index.html from a proxy) being taken as a session.
  if (typeof data !== 'object' || data === null || typeof data._id !== 'string') {
    throw new Error('Unexpected answer from GET /api/auth');
  }
  return data;
}

export async function registerUser(payload: RegisterPayload): Promise<void> {
  await apiClient.post<TokenAnswer>('/users', payload);
}

export async function loginUser(credentials: Credentials): Promise<void> {
  await apiClient.post<TokenAnswer>('/auth', credentials);
}

export async function logoutUser(): Promise<void> {
  await apiClient.post('/auth/logout');
}

export async function verifyEmailToken(token: string): Promise<MessageAnswer> {
  const { data } = await apiClient.put<MessageAnswer>(`/auth/verify/${encodeURIComponent(token)}`);
  return data;
}

export async function resendVerificationEmail(): Promise<MessageAnswer> {
  const { data } = await apiClient.put<MessageAnswer>('/auth/resend');
  return data;
}

/** Deletes the account and everything the user owns (profile, outline, posts…). */
export async function deleteOwnAccount(): Promise<MessageAnswer> {
  const { data } = await apiClient.delete<MessageAnswer>('/profile');
  return data;
}

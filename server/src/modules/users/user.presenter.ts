import type { AuthUser } from '../../lib/auth-user';

export function avatarUrl(user: { id: string; avatarUpdatedAt: Date | null }): string {
  const version = user.avatarUpdatedAt ? `?v=${user.avatarUpdatedAt.getTime()}` : '';
  return `/api/users/${user.id}/avatar${version}`;
}

/** The user as clients see it (docs/product.md#accounts-and-sessions): no password hash, no token, ever. */
export function toUserJson(user: Omit<AuthUser, 'sessionId'>) {
  return {
    _id: user.id,
    name: user.name,
    email: user.email,
    avatar: avatarUrl(user),
    role: user.role,
    emailVerified: user.emailVerified,
    date: user.createdAt.toISOString(),
  };
}

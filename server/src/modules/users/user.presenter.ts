import { activeSuspension, type AuthUser } from '../../lib/auth-user';

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
    suspension: suspensionJson(user),
  };
}

/** The suspension in force, as clients see it: `until` null means until a moderator lifts it. */
export function suspensionJson(user: Pick<AuthUser, 'suspendedAt' | 'suspendedUntil' | 'suspensionReason'>) {
  const suspension = activeSuspension(user);
  return suspension ? { until: suspension.until?.toISOString() ?? null, reason: suspension.reason } : null;
}

import type { Language } from '@three-act/contract/languages';
import type { Role } from '@three-act/contract/roles';

/** The signed-in user of a request, as `identify` loads it from the session (docs/decisions/002-token-storage.md). */
export interface AuthUser {
  id: string;
  name: string;
  email: string;
  role: Role;
  emailVerified: boolean;
  avatarUpdatedAt: Date | null;
  createdAt: Date;
  /** Set while a moderator's suspension is (or was) in place; see `activeSuspension`. */
  suspendedAt: Date | null;
  suspendedUntil: Date | null;
  suspensionReason: string | null;
  /** The account's language (decision 187); null follows the request's Accept-Language. */
  language: Language | null;
  sessionId: string;
}

/** The suspension in force now: until when (null: until a moderator lifts it) and why; null when none. */
export function activeSuspension(
  user: Partial<Pick<AuthUser, 'suspendedAt' | 'suspendedUntil' | 'suspensionReason'>>,
  now = Date.now(),
): { until: Date | null; reason: string } | null {
  if (!user.suspendedAt) return null;
  if (user.suspendedUntil && user.suspendedUntil.getTime() <= now) return null;
  return { until: user.suspendedUntil ?? null, reason: user.suspensionReason ?? '' };
}

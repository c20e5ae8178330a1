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
  sessionId: string;
}

import { eq } from 'drizzle-orm';
import type { AppDeps } from '../../deps';
import { users } from '../../db/schema';
import type { SessionService } from '../auth/session.service';

export function createAccountService({ db }: AppDeps, sessions: SessionService) {
  return {
    /**
     * Ends every session, then removes the user and, by cascade, everything they own or wrote
     * (docs/product.md#accounts-and-sessions).
     */
    async deleteAccount(userId: string): Promise<void> {
      await sessions.endAllSessions(userId);
      await db.delete(users).where(eq(users.id, userId));
    },
  };
}

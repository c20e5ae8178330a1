import { eq } from 'drizzle-orm';
import type { AppDeps } from '../../deps';
import { storyInvitations, users } from '../../db/schema';
import type { SessionService } from '../auth/session.service';

export function createAccountService({ db }: AppDeps, sessions: SessionService) {
  return {
    /**
     * Ends every session, then removes the user and, by cascade, everything they own or wrote
     * (docs/product.md#accounts-and-sessions): their memberships of others' stories too, and the
     * invitations others sent to their address (decision 189), which would otherwise keep it.
     */
    async deleteAccount(userId: string): Promise<void> {
      await sessions.endAllSessions(userId);
      await db.transaction(async (tx) => {
        const [user] = await tx.select({ email: users.email }).from(users).where(eq(users.id, userId));
        if (user) await tx.delete(storyInvitations).where(eq(storyInvitations.email, user.email));
        await tx.delete(users).where(eq(users.id, userId));
      });
    },
  };
}

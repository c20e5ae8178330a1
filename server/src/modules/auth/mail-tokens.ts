import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { verificationTokens, type MailTokenPurpose } from '../../db/schema';
import { randomToken, sha256 } from '../../lib/tokens';

export interface UsedToken {
  userId: string;
  newEmail: string | null;
}

/**
 * The single-use links the app mails (docs/decisions/122-account-links.md): random, stored only as
 * a SHA-256, one live link per user and purpose (a newer one makes the older invalid).
 */
export function createMailTokens(db: Db) {
  return {
    /** A new token for this purpose; the user's earlier ones of the same purpose stop working. */
    async issue(userId: string, purpose: MailTokenPurpose, ttlMs: number, newEmail?: string): Promise<string> {
      const token = randomToken();
      await db.transaction(async (tx) => {
        await tx
          .delete(verificationTokens)
          .where(and(eq(verificationTokens.userId, userId), eq(verificationTokens.purpose, purpose)));
        await tx.insert(verificationTokens).values({
          userId,
          purpose,
          newEmail,
          tokenHash: sha256(token),
          expiresAt: new Date(Date.now() + ttlMs),
        });
      });
      return token;
    },

    /** Uses a token up: its row is deleted in the statement that reads it. Null when unknown, used or expired. */
    async consume(purpose: MailTokenPurpose, token: string): Promise<UsedToken | null> {
      const [used] = await db
        .delete(verificationTokens)
        .where(and(eq(verificationTokens.tokenHash, sha256(token)), eq(verificationTokens.purpose, purpose)))
        .returning({
          userId: verificationTokens.userId,
          newEmail: verificationTokens.newEmail,
          expiresAt: verificationTokens.expiresAt,
        });
      if (!used || used.expiresAt.getTime() <= Date.now()) return null;
      return { userId: used.userId, newEmail: used.newEmail };
    },

    /** The change of address a user is waiting on, if any. */
    async pendingEmail(userId: string): Promise<string | null> {
      const [row] = await db
        .select({ newEmail: verificationTokens.newEmail, expiresAt: verificationTokens.expiresAt })
        .from(verificationTokens)
        .where(and(eq(verificationTokens.userId, userId), eq(verificationTokens.purpose, 'email')))
        .limit(1);
      return row && row.expiresAt.getTime() > Date.now() ? row.newEmail : null;
    },
  };
}

export type MailTokens = ReturnType<typeof createMailTokens>;

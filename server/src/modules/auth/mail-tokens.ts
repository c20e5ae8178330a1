import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { verificationTokens, type MailTokenPurpose } from '../../db/schema';
import { randomToken, sha256 } from '../../lib/tokens';

export interface UsedToken {
  userId: string;
  newEmail: string | null;
  /** The fingerprint of the password an e-mail change was asked under (decision 148). */
  credentials: string | null;
}

/**
 * The single-use links the app mails (docs/decisions/122-account-links.md): random, stored only as
 * a SHA-256, one live link per user and purpose (a newer one makes the older invalid).
 */
export function createMailTokens(db: Db) {
  return {
    /** A new token for this purpose; the user's earlier ones of the same purpose stop working. */
    async issue(
      userId: string,
      purpose: MailTokenPurpose,
      ttlMs: number,
      { newEmail, credentials }: { newEmail?: string; credentials?: string } = {},
    ): Promise<string> {
      const token = randomToken();
      await db.transaction(async (tx) => {
        await tx
          .delete(verificationTokens)
          .where(and(eq(verificationTokens.userId, userId), eq(verificationTokens.purpose, purpose)));
        await tx.insert(verificationTokens).values({
          userId,
          purpose,
          newEmail,
          credentials,
          tokenHash: sha256(token),
          expiresAt: new Date(Date.now() + ttlMs),
        });
      });
      return token;
    },

    /**
     * Uses a token up: its row is deleted in the statement that reads it. Null when unknown, used or
     * expired, or (with `userId`) another user's, which is then left as it was.
     */
    async consume(purpose: MailTokenPurpose, token: string, userId?: string): Promise<UsedToken | null> {
      const [used] = await db
        .delete(verificationTokens)
        .where(
          and(
            eq(verificationTokens.tokenHash, sha256(token)),
            eq(verificationTokens.purpose, purpose),
            userId === undefined ? undefined : eq(verificationTokens.userId, userId),
          ),
        )
        .returning({
          userId: verificationTokens.userId,
          newEmail: verificationTokens.newEmail,
          credentials: verificationTokens.credentials,
          expiresAt: verificationTokens.expiresAt,
        });
      if (!used || used.expiresAt.getTime() <= Date.now()) return null;
      return { userId: used.userId, newEmail: used.newEmail, credentials: used.credentials };
    },

    /** Whether a live or expired token of this purpose exists, whoever's it is. */
    async exists(purpose: MailTokenPurpose, token: string): Promise<boolean> {
      const rows = await db
        .select({ id: verificationTokens.id })
        .from(verificationTokens)
        .where(and(eq(verificationTokens.tokenHash, sha256(token)), eq(verificationTokens.purpose, purpose)))
        .limit(1);
      return rows.length > 0;
    },

    /**
     * Makes the user's links of these purposes (all of them by default) invalid; answers how many
     * there were.
     */
    async revoke(userId: string, purposes?: readonly MailTokenPurpose[]): Promise<number> {
      const gone = await db
        .delete(verificationTokens)
        .where(
          and(
            eq(verificationTokens.userId, userId),
            purposes ? inArray(verificationTokens.purpose, [...purposes]) : undefined,
          ),
        )
        .returning({ id: verificationTokens.id });
      return gone.length;
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

import { eq, sql } from 'drizzle-orm';
import type { AppDeps } from '../../deps';
import { users, verificationTokens } from '../../db/schema';
import { HttpError } from '../../lib/http-error';
import { verificationMail } from '../../lib/mailer';
import { randomToken, sha256 } from '../../lib/tokens';
import { promoteListedAdmin } from '../users/admin-emails';

export const VERIFICATION_TTL_MS = 48 * 60 * 60 * 1000;

export function createVerificationService({ db, config, mailer, logger }: AppDeps) {
  const service = {
    /** Replaces any earlier token (a resend makes older links invalid) and mails the new link. */
    async sendVerification(user: { id: string; name: string; email: string }): Promise<void> {
      const token = randomToken();
      await db.transaction(async (tx) => {
        await tx.delete(verificationTokens).where(eq(verificationTokens.userId, user.id));
        await tx.insert(verificationTokens).values({
          userId: user.id,
          tokenHash: sha256(token),
          expiresAt: new Date(Date.now() + VERIFICATION_TTL_MS),
        });
      });
      const link = `${config.appUrl}/verify/${token}`;
      try {
        await mailer.send(verificationMail(user.email, user.name, link));
      } catch (error) {
        // The account exists either way; the writer can ask for another mail from /resend.
        logger.error({ err: error, userId: user.id }, 'verification mail could not be sent');
      }
    },

    /** The resend page's rule: only an unverified address gets another link. */
    async resendVerification(user: { id: string; name: string; email: string; emailVerified: boolean }): Promise<void> {
      if (user.emailVerified) throw HttpError.badRequest('Your e-mail address is already verified');
      await service.sendVerification(user);
    },

    /** Single use: the token row is deleted in the same statement that reads it. */
    async verifyEmail(token: string): Promise<void> {
      const [used] = await db
        .delete(verificationTokens)
        .where(eq(verificationTokens.tokenHash, sha256(token)))
        .returning({ userId: verificationTokens.userId, expiresAt: verificationTokens.expiresAt });
      if (!used || used.expiresAt.getTime() <= Date.now()) {
        throw HttpError.badRequest('This verification link is invalid or has expired');
      }
      await db
        .update(users)
        .set({ emailVerified: sql`true` })
        .where(eq(users.id, used.userId));
      // The mailbox is proven: an ADMIN_EMAILS address gets its role now.
      await promoteListedAdmin(db, config.adminEmails, used.userId);
    },
  };
  return service;
}

export type VerificationService = ReturnType<typeof createVerificationService>;

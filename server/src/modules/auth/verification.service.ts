import { eq, sql } from 'drizzle-orm';
import type { AppDeps } from '../../deps';
import { users } from '../../db/schema';
import { HttpError } from '../../lib/http-error';
import type { Language } from '../../lib/i18n';
import { verificationMail } from '../../lib/mails';
import { promoteListedAdmin } from '../users/admin-emails';
import type { SessionService } from './session.service';
import type { MailTokens } from './mail-tokens';

const VERIFICATION_TTL_MS = 48 * 60 * 60 * 1000;

export function createVerificationService(
  { db, config, mailer, logger }: AppDeps,
  tokens: MailTokens,
  sessions: Pick<SessionService, 'caughtUp'>,
) {
  const service = {
    /**
     * Replaces any earlier token (a resend makes older links invalid) and mails the new link, in
     * `language`: the account's, else the request's (decision 187).
     */
    async sendVerification(user: { id: string; name: string; email: string }, language: Language): Promise<void> {
      const token = await tokens.issue(user.id, 'verify', VERIFICATION_TTL_MS);
      try {
        await mailer.send(verificationMail(user.email, user.name, `${config.appUrl}/verify/${token}`, language));
      } catch (error) {
        // The account exists either way; the writer can ask for another mail from /resend.
        logger.error({ err: error, userId: user.id }, 'verification mail could not be sent');
      }
    },

    /** The resend page's rule: only an unverified address gets another link. */
    async resendVerification(
      user: { id: string; name: string; email: string; emailVerified: boolean },
      language: Language,
    ): Promise<void> {
      if (user.emailVerified) throw HttpError.badRequest('Your e-mail address is already verified');
      await service.sendVerification(user, language);
    },

    async verifyEmail(token: string): Promise<void> {
      const used = await tokens.consume('verify', token);
      if (!used) throw HttpError.badRequest('This verification link is invalid or has expired');
      // The address's owner has proven the mailbox: every link made before, an e-mail change asked
      // by whoever signed up with it first included, stops working (decision 148).
      await tokens.revoke(used.userId);
      await service.markVerified(used.userId);
    },

    /** The mailbox is proven (a verification, a reset or an e-mail change); an ADMIN_EMAILS address gets its role now. */
    async markVerified(userId: string): Promise<void> {
      await db
        .update(users)
        .set({ emailVerified: sql`true` })
        .where(eq(users.id, userId));
      await promoteListedAdmin(db, config.adminEmails, userId);
      await sessions.caughtUp();
    },
  };
  return service;
}

export type VerificationService = ReturnType<typeof createVerificationService>;

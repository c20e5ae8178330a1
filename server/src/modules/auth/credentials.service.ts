import { INVALID_EMAIL_LINK, INVALID_RESET_LINK } from '@three-act/contract/auth';
import { and, eq, inArray } from 'drizzle-orm';
import type { AppDeps } from '../../deps';
import { users, verificationTokens } from '../../db/schema';
import { isUniqueViolation } from '../../lib/db-errors';
import { HttpError } from '../../lib/http-error';
import { emailChangeMail, emailChangeNotice, emailTakenMail, passwordResetMail } from '../../lib/mails';
import { checkPassword, hashPassword } from '../../lib/passwords';
import type { AuthUser } from '../../lib/auth-user';
import type { MailTokens } from './mail-tokens';
import type { SessionService } from './session.service';
import type { VerificationService } from './verification.service';

const RESET_TTL_MS = 60 * 60 * 1000;
const EMAIL_CHANGE_TTL_MS = 24 * 60 * 60 * 1000;

/**
 * Mails that go out after the answer (the route runs it once the answer is sent), so its timing
 * does not tell whether an address has an account. It never rejects: a failure is logged.
 */
export type Delivery = () => Promise<void>;

/**
 * Password reset and change, and e-mail change (docs/decisions/122-account-links.md). The password
 * checks here run inside the routes' password gate and sign-in limits.
 */
export function createCredentialsService(
  { db, config, mailer, logger }: AppDeps,
  {
    sessions,
    tokens,
    verification,
  }: { sessions: SessionService; tokens: MailTokens; verification: VerificationService },
) {
  const quietly =
    (task: () => Promise<void>): Delivery =>
    async () => {
      try {
        await task();
      } catch (error) {
        logger.error({ err: error }, 'account mail could not be sent');
      }
    };

  const accountByEmail = async (email: string) =>
    (await db.select({ id: users.id }).from(users).where(eq(users.email, email)).limit(1))[0];

  /** Refuses (400 on `path`) unless `password` is the user's current one. */
  async function confirmPassword(userId: string, password: string, path: string): Promise<void> {
    const [row] = await db.select({ hash: users.passwordHash }).from(users).where(eq(users.id, userId)).limit(1);
    if (!row || !(await checkPassword(password, row.hash))) {
      throw HttpError.badRequest('That is not your current password', path);
    }
  }

  return {
    /** Mails a reset link if an account has this address; nothing otherwise. */
    resetDelivery: (email: string): Delivery =>
      quietly(async () => {
        const account = await accountByEmail(email);
        if (!account) return;
        const token = await tokens.issue(account.id, 'reset', RESET_TTL_MS);
        await mailer.send(passwordResetMail(email, `${config.appUrl}/reset/${token}`));
      }),

    /**
     * A new password by a mailed link: every session ends, the address counts as verified (the
     * writer proved the mailbox), and a new session starts for this browser.
     */
    async resetPassword(token: string, password: string, userAgent?: string): Promise<string> {
      const used = await tokens.consume('reset', token);
      if (!used) throw HttpError.badRequest(INVALID_RESET_LINK);
      const passwordHash = await hashPassword(password, config.bcryptCost);
      await db.update(users).set({ passwordHash }).where(eq(users.id, used.userId));
      await sessions.endAllSessions(used.userId);
      await verification.markVerified(used.userId);
      return sessions.startSession(used.userId, userAgent);
    },

    /** A new password for a signed-in writer who knows the current one; every other session ends. */
    async changePassword(user: AuthUser, currentPassword: string, password: string): Promise<void> {
      await confirmPassword(user.id, currentPassword, 'currentPassword');
      const passwordHash = await hashPassword(password, config.bcryptCost);
      await db.update(users).set({ passwordHash }).where(eq(users.id, user.id));
      await sessions.endOtherSessions(user.id, user.sessionId);
    },

    /**
     * Asks to move the account to `email`. Nothing changes yet: the answer and the pending change
     * are the same whether or not the address is taken; the mails that differ go out later.
     */
    async requestEmailChange(user: AuthUser, password: string, email: string): Promise<Delivery> {
      if (email === user.email) throw HttpError.badRequest('This is already your e-mail address', 'email');
      await confirmPassword(user.id, password, 'password');
      // A token is kept even when the address is taken (it is never mailed), so the pending change
      // the settings page shows does not tell either.
      const token = await tokens.issue(user.id, 'email', EMAIL_CHANGE_TTL_MS, email);
      return quietly(async () => {
        const taken = await accountByEmail(email);
        const link = `${config.appUrl}/confirm-email/${token}`;
        await mailer.send(taken ? emailTakenMail(email, config.appUrl) : emailChangeMail(email, user.name, link));
        await mailer.send(emailChangeNotice(user.email, email, config.appUrl));
      });
    },

    /** The mailed link of an e-mail change: the address changes and counts as verified. */
    async confirmEmailChange(token: string): Promise<void> {
      const used = await tokens.consume('email', token);
      if (!used?.newEmail) throw HttpError.badRequest(INVALID_EMAIL_LINK);
      try {
        await db.update(users).set({ email: used.newEmail }).where(eq(users.id, used.userId));
        await sessions.caughtUp();
      } catch (error) {
        if (isUniqueViolation(error)) throw HttpError.badRequest('This address now belongs to another account');
        throw error;
      }
      // Links mailed to the old address (a reset, a verification) must not act on the account any more.
      await db
        .delete(verificationTokens)
        .where(
          and(eq(verificationTokens.userId, used.userId), inArray(verificationTokens.purpose, ['verify', 'reset'])),
        );
      await verification.markVerified(used.userId);
    },
  };
}

import { INVALID_EMAIL_CANCEL_LINK, INVALID_EMAIL_LINK, INVALID_RESET_LINK } from '@three-act/contract/auth';
import { eq } from 'drizzle-orm';
import type { AppDeps } from '../../deps';
import { users } from '../../db/schema';
import { isUniqueViolation } from '../../lib/db-errors';
import { HttpError } from '../../lib/http-error';
import type { Language } from '../../lib/i18n';
import { emailChangeMail, emailChangeNotice, emailTakenMail, passwordResetMail } from '../../lib/mails';
import { checkPassword, hashPassword } from '../../lib/passwords';
import type { AuthUser } from '../../lib/auth-user';
import { sha256 } from '../../lib/tokens';
import type { MailTokens } from './mail-tokens';
import type { SessionService } from './session.service';
import type { VerificationService } from './verification.service';

const RESET_TTL_MS = 60 * 60 * 1000;
const EMAIL_CHANGE_TTL_MS = 24 * 60 * 60 * 1000;

/** A pending e-mail change is these two links: the confirmation to the new address, the cancel link to the old. */
const EMAIL_CHANGE = ['email', 'email-cancel'] as const;

/**
 * What an e-mail change's link is bound to (decision 148): a fingerprint of the password hash it
 * was asked under. A new password (changed or reset) has a new salt, so the link stops working.
 */
const credentialsOf = (passwordHash: string) => sha256(`email-change:${passwordHash}`);

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
    (await db.select({ id: users.id, language: users.language }).from(users).where(eq(users.email, email)).limit(1))[0];

  const passwordHashOf = async (userId: string) =>
    (await db.select({ hash: users.passwordHash }).from(users).where(eq(users.id, userId)).limit(1))[0]?.hash;

  /** Refuses (400 on `path`) unless `password` is the user's current one; answers its hash. */
  async function confirmPassword(userId: string, password: string, path: string): Promise<string> {
    const hash = await passwordHashOf(userId);
    if (!hash || !(await checkPassword(password, hash))) {
      throw HttpError.badRequest('That is not your current password', path);
    }
    return hash;
  }

  return {
    /** Mails a reset link if an account has this address (in its language, else the request's); nothing otherwise. */
    resetDelivery: (email: string, language: Language): Delivery =>
      quietly(async () => {
        const account = await accountByEmail(email);
        if (!account) return;
        const token = await tokens.issue(account.id, 'reset', RESET_TTL_MS);
        await mailer.send(passwordResetMail(email, `${config.appUrl}/reset/${token}`, account.language ?? language));
      }),

    /**
     * A new password by a mailed link: every session ends, every other mailed link (a pending
     * e-mail change too, decision 148) stops working, the address counts as verified (the writer
     * proved the mailbox), and a new session starts for this browser.
     */
    async resetPassword(token: string, password: string, userAgent?: string): Promise<string> {
      const used = await tokens.consume('reset', token);
      if (!used) throw HttpError.badRequest(INVALID_RESET_LINK);
      const passwordHash = await hashPassword(password, config.bcryptCost);
      await db.update(users).set({ passwordHash }).where(eq(users.id, used.userId));
      await sessions.endAllSessions(used.userId);
      await tokens.revoke(used.userId);
      await verification.markVerified(used.userId);
      return sessions.startSession(used.userId, userAgent);
    },

    /**
     * A new password for a signed-in writer who knows the current one; every other session and a
     * pending e-mail change end (decision 148).
     */
    /** Refuses (400 on `password`) unless it is the user's current password: asked again before the account is deleted. */
    async confirmPassword(user: AuthUser, password: string): Promise<void> {
      await confirmPassword(user.id, password, 'password');
    },

    async changePassword(user: AuthUser, currentPassword: string, password: string): Promise<void> {
      await confirmPassword(user.id, currentPassword, 'currentPassword');
      const passwordHash = await hashPassword(password, config.bcryptCost);
      await db.update(users).set({ passwordHash }).where(eq(users.id, user.id));
      await sessions.endOtherSessions(user.id, user.sessionId);
      await tokens.revoke(user.id, EMAIL_CHANGE);
    },

    /** "Sign out every other device" also ends a pending e-mail change (decision 148). */
    async endOtherDevices(user: AuthUser): Promise<void> {
      await sessions.endOtherSessions(user.id, user.sessionId);
      await tokens.revoke(user.id, EMAIL_CHANGE);
    },

    /** The writer cancels their pending e-mail change in the settings; false when none was pending. */
    cancelEmailChange: async (userId: string): Promise<boolean> => (await tokens.revoke(userId, EMAIL_CHANGE)) > 0,

    /** The "this was not me" link of the notice to the old address: the pending change ends. */
    async cancelEmailChangeByLink(token: string): Promise<void> {
      const used = await tokens.consume('email-cancel', token);
      if (!used) throw HttpError.badRequest(INVALID_EMAIL_CANCEL_LINK);
      await tokens.revoke(used.userId, EMAIL_CHANGE);
    },

    /**
     * Asks to move the account to `email` (verified accounts only: the route's access). Nothing
     * changes yet: the answer and the pending change are the same whether or not the address is
     * taken; the mails that differ go out later. The confirmation link is bound to the current
     * password; the notice to the old address carries a link that cancels the change. The mails
     * speak `language` (the writer's, decision 187); one to another account's address, its own.
     */
    async requestEmailChange(user: AuthUser, password: string, email: string, language: Language): Promise<Delivery> {
      if (email === user.email) throw HttpError.badRequest('This is already your e-mail address', 'email');
      const hash = await confirmPassword(user.id, password, 'password');
      // A token is kept even when the address is taken (it is never mailed), so the pending change
      // the settings page shows does not tell either.
      const token = await tokens.issue(user.id, 'email', EMAIL_CHANGE_TTL_MS, {
        newEmail: email,
        credentials: credentialsOf(hash),
      });
      const cancelToken = await tokens.issue(user.id, 'email-cancel', EMAIL_CHANGE_TTL_MS);
      return quietly(async () => {
        const taken = await accountByEmail(email);
        const link = `${config.appUrl}/confirm-email/${token}`;
        await mailer.send(
          taken
            ? emailTakenMail(email, config.appUrl, taken.language ?? language)
            : emailChangeMail(email, user.name, link, language),
        );
        await mailer.send(
          emailChangeNotice(user.email, email, config.appUrl, `${config.appUrl}/cancel-email/${cancelToken}`, language),
        );
      });
    },

    /**
     * The mailed link of an e-mail change, opened by the account signed in (decision 148): another
     * account's link answers 404 and stays as it was; a link asked under an earlier password is
     * invalid. The address changes and counts as verified.
     */
    async confirmEmailChange(user: AuthUser, token: string): Promise<void> {
      const used = await tokens.consume('email', token, user.id);
      if (!used) {
        if (await tokens.exists('email', token))
          throw HttpError.notFound('This link is for another account: sign in to that one');
        throw HttpError.badRequest(INVALID_EMAIL_LINK);
      }
      const hash = await passwordHashOf(user.id);
      if (!used.newEmail || !hash || used.credentials !== credentialsOf(hash)) {
        await tokens.revoke(user.id, EMAIL_CHANGE);
        throw HttpError.badRequest(INVALID_EMAIL_LINK);
      }
      try {
        await db.update(users).set({ email: used.newEmail }).where(eq(users.id, used.userId));
        await sessions.caughtUp();
      } catch (error) {
        if (isUniqueViolation(error)) throw HttpError.badRequest('This address now belongs to another account');
        throw error;
      }
      // Links mailed to the old address (a reset, a verification, the cancel link) must not act on the account any more.
      await tokens.revoke(used.userId);
      await verification.markVerified(used.userId);
    },
  };
}

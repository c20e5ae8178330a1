import { eq } from 'drizzle-orm';
import { isModerator, type Role } from '@three-act/contract/roles';
import { imitatesStaff, STAFF_NAME_MESSAGE } from '@three-act/contract/users';
import type { AppDeps } from '../../deps';
import { users } from '../../db/schema';
import { isUniqueViolation } from '../../lib/db-errors';
import { HttpError } from '../../lib/http-error';
import type { Language } from '../../lib/i18n';
import { signupTakenMail } from '../../lib/mails';
import { hashPassword } from '../../lib/passwords';
import type { SessionService } from '../auth/session.service';
import type { VerificationService } from '../auth/verification.service';
import { present } from '../../lib/invariant';
import { authUserColumns } from '../auth/session.service';
import { toUserJson } from './user.presenter';

export interface Registration {
  name: string;
  email: string;
  password: string;
}

export function createUsersService(
  { db, config, mailer }: AppDeps,
  sessions: SessionService,
  verification: VerificationService,
) {
  return {
    /**
     * Creates the account with the request's `language` (null when the browser named none of ours),
     * mails the verification link in it (else in English) and signs the writer in.
     */
    async registerUser(
      { name, email, password }: Registration,
      userAgent: string | undefined,
      language: Language | null = null,
    ): Promise<string> {
      // Everyone signs up as a writer (an ADMIN_EMAILS address is promoted once verified).
      if (imitatesStaff(name)) throw HttpError.badRequest(STAFF_NAME_MESSAGE, 'name');
      const passwordHash = await hashPassword(password, config.bcryptCost);
      let inserted;
      try {
        [inserted] = await db
          .insert(users)
          .values({ name, email, passwordHash, role: 'user', language })
          .returning({ id: users.id, name: users.name, email: users.email });
      } catch (error) {
        if (isUniqueViolation(error)) {
          // The spec signs a new writer in at once, so the answer must differ from a free address's;
          // the owner hears of the attempt (bounded by the sign-up limit, which counts refusals).
          const [owner] = await db
            .select({ language: users.language })
            .from(users)
            .where(eq(users.email, email))
            .limit(1);
          await mailer.send(signupTakenMail(email, config.appUrl, owner?.language ?? language ?? 'en'));
          throw HttpError.badRequest('User already exists', 'email');
        }
        throw error;
      }
      const user = present(inserted, 'the new user');
      await verification.sendVerification(user, language ?? 'en');
      return sessions.startSession(user.id, userAgent);
    },

    /** The writer's new name: posts, comments and the profile read it from the user, so they all show it. */
    /** A new name; a writer's may not pose as the staff (decision 148), a moderator's or admin's may. */
    async rename(renamer: { id: string; role: Role }, name: string) {
      if (!isModerator(renamer) && imitatesStaff(name)) throw HttpError.badRequest(STAFF_NAME_MESSAGE, 'name');
      const [user] = await db.update(users).set({ name }).where(eq(users.id, renamer.id)).returning(authUserColumns);
      await sessions.caughtUp();
      return toUserJson(present(user, 'the renamed user'));
    },

    /** The account's language (decision 187), or null to follow the browser's; answers what is kept. */
    async setLanguage(userId: string, language: Language | null) {
      const [user] = await db
        .update(users)
        .set({ language })
        .where(eq(users.id, userId))
        .returning({ language: users.language });
      await sessions.caughtUp();
      return { language: present(user, 'the user').language };
    },
  };
}

import type { AppDeps } from './deps';
import { createAuthService } from './modules/auth/auth.service';
import { createSessionService } from './modules/auth/session.service';
import { createVerificationService } from './modules/auth/verification.service';
import { createAdminService } from './modules/moderation/admin.service';
import { createModerationService } from './modules/moderation/moderation.service';
import { createOutlinesService } from './modules/outlines/outlines.service';
import { createPostsService } from './modules/posts/posts.service';
import { createProfileService } from './modules/profile/profile.service';
import { createAccountService } from './modules/users/account.service';
import { createAvatarService } from './modules/users/avatar.service';
import { createUsersService } from './modules/users/users.service';
import { BCRYPT_THREADS } from './lib/passwords';
import { createSessionCookie } from './lib/session-cookie';
import { memoryStores, sharedStores } from './middleware/limit-stores';
import { createLimits } from './middleware/rate-limit';
import { TOO_MANY_SIGN_INS, TOO_MANY_UPLOADS, workGate } from './middleware/work-gate';

/** Every service, built once per app; routes receive them instead of building their own. */
export function createServices(deps: AppDeps) {
  const sessions = createSessionService(deps.db, deps.config.jwtSecret);
  const verification = createVerificationService(deps);
  const { config, redis, logger } = deps;
  return {
    limits: createLimits(
      redis
        ? sharedStores({ redis, prefix: config.redisPrefix, failOpenMs: config.redisFailOpenSeconds * 1000, logger })
        : memoryStores,
    ),
    sessionCookie: createSessionCookie(deps.config.appUrl),
    // One bcrypt budget for every route that checks or hashes a password.
    passwordGate: workGate({ concurrent: BCRYPT_THREADS, perClient: 64, waiting: 256, tooMany: TOO_MANY_SIGN_INS }),
    // One image decode at a time, so sharp leaves libuv's other threads to file reads.
    imageGate: workGate({ concurrent: 1, perClient: 2, waiting: 8, tooMany: TOO_MANY_UPLOADS }),
    sessions,
    verification,
    auth: createAuthService(deps, sessions),
    users: createUsersService(deps, sessions, verification),
    accounts: createAccountService(deps, sessions),
    outlines: createOutlinesService(deps),
    posts: createPostsService(deps),
    moderation: createModerationService(deps),
    admin: createAdminService(deps.db),
    profile: createProfileService(deps),
    avatars: createAvatarService(deps),
  };
}

export type Services = ReturnType<typeof createServices>;

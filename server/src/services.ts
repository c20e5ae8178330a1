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
import { createSessionCookie } from './lib/session-cookie';
import { passwordGate } from './middleware/password-gate';

/** Every service, built once per app; routes receive them instead of building their own. */
export function createServices(deps: AppDeps) {
  const sessions = createSessionService(deps.db, deps.config.jwtSecret);
  const verification = createVerificationService(deps);
  return {
    sessionCookie: createSessionCookie(deps.config.appUrl),
    // One bcrypt budget for every route that checks or hashes a password.
    passwordGate: passwordGate({ concurrent: 1, perClient: 64, waiting: 256 }),
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

import { sql } from 'drizzle-orm';
import type { AppDeps } from './deps';
import { createAuthService } from './modules/auth/auth.service';
import { createCredentialsService } from './modules/auth/credentials.service';
import { createMailTokens } from './modules/auth/mail-tokens';
import { AUTH_CHANNEL, createSessionCache } from './modules/auth/session-cache';
import { createSessionService } from './modules/auth/session.service';
import { createVerificationService } from './modules/auth/verification.service';
import { createBeatSheetsService } from './modules/beat-sheets/beat-sheets.service';
import { createBoardService } from './modules/board/board.service';
import { createCodexService } from './modules/codex/codex.service';
import { createRelationshipsService } from './modules/codex/relationships.service';
import { createAdminService } from './modules/moderation/admin.service';
import { createModerationService } from './modules/moderation/moderation.service';
import { createNotificationsService } from './modules/notifications/notifications.service';
import { createSuspensionService } from './modules/moderation/suspension.service';
import { createStoryShares } from './modules/stories/story-share';
import { createMembersService } from './modules/together/members.service';
import { createCommentsService } from './modules/together/comments.service';
import { createLive, LIVE_CHANNEL } from './modules/together/live/live-server';
import { createCharactersService } from './modules/outlines/characters.service';
import { createOutlinesService } from './modules/outlines/outlines.service';
import { createStoriesService } from './modules/stories/stories.service';
import { createStoryStructureService } from './modules/stories/story-structure.service';
import { createPostsService } from './modules/posts/posts.service';
import { createIdeasService } from './modules/posts/ideas.service';
import { createProfileService } from './modules/profile/profile.service';
import { createAccountService } from './modules/users/account.service';
import { createAvatarService } from './modules/users/avatar.service';
import { createExportService } from './modules/users/export.service';
import { createUsersService } from './modules/users/users.service';
import { BCRYPT_THREADS } from './lib/passwords';
import { createSessionCookie } from './lib/session-cookie';
import { memoryStores, sharedStores } from './middleware/limit-stores';
import { draftKey } from './modules/auth/draft-key';
import { createLimits, signInLimits } from './middleware/rate-limit';
import { saveBytesLimit } from './middleware/save-bytes-limit';
import { TOO_MANY_SIGN_INS, TOO_MANY_UPLOADS, workGate } from './middleware/work-gate';

/** Every service, built once per app; routes receive them instead of building their own. */
export function createServices(deps: AppDeps) {
  const sessionCache = createSessionCache((payload) =>
    deps.db.execute(sql`SELECT pg_notify(${AUTH_CHANNEL}, ${payload})`),
  );
  const sessions = createSessionService(deps.db, deps.config.jwtSecret, sessionCache);
  const sessionCookie = createSessionCookie(deps.config.appUrl);
  const board = createBoardService(deps);
  const codex = createCodexService(deps);
  const live = createLive(deps, {
    sessions,
    sessionCookie,
    writers: { saveSceneIn: board.saveSceneIn, updateEntryIn: codex.updateEntryIn },
  });
  // Without a listener (an app built on a bare database handle) the cache never serves. An ended
  // session is dropped from the cache first, then its live connections are checked (decision 192).
  deps.listen?.(AUTH_CHANNEL, {
    message: (payload) => {
      sessionCache.heard(payload);
      live.heardAuth(payload);
    },
    live: sessionCache.listening,
  });
  deps.listen?.(LIVE_CHANNEL, { message: live.heard, live: () => {} });
  const mailTokens = createMailTokens(deps.db);
  const verification = createVerificationService(deps, mailTokens, sessions);
  const outlines = createOutlinesService(deps);
  const profile = createProfileService(deps);
  const structures = createStoryStructureService(deps, outlines);
  const { config, redis, logger } = deps;
  const limits = createLimits(
    redis
      ? sharedStores({ redis, prefix: config.redisPrefix, failOpenMs: config.redisFailOpenSeconds * 1000, logger })
      : memoryStores,
  );
  return {
    limits,
    /** Every password check counts its failures here: sign-in, password change, e-mail change. */
    signInLimits: signInLimits(limits),
    /** Every route that saves a writer's text counts its bytes here (decision 151). */
    saveBytes: saveBytesLimit(limits),
    sessionCookie,
    /** Live co-editing on /api/collab (decision 192). */
    live,
    /** The key a writer's drafts are sealed with on their devices (decision 152). */
    draftKeyOf: (userId: string) => draftKey(deps.config.jwtSecret, userId),
    // One bcrypt budget for every route that checks or hashes a password.
    passwordGate: workGate({ concurrent: BCRYPT_THREADS, perClient: 64, waiting: 256, tooMany: TOO_MANY_SIGN_INS }),
    // One image decode at a time, so sharp leaves libuv's other threads to file reads.
    imageGate: workGate({ concurrent: 1, perClient: 2, waiting: 8, tooMany: TOO_MANY_UPLOADS }),
    sessions,
    mailTokens,
    verification,
    credentials: createCredentialsService(deps, { sessions, tokens: mailTokens, verification }),
    auth: createAuthService(deps, sessions),
    users: createUsersService(deps, sessions, verification),
    accounts: createAccountService(deps, sessions),
    outlines,
    characters: createCharactersService(deps, outlines),
    stories: createStoriesService(deps, outlines),
    structures,
    board,
    codex,
    relationships: createRelationshipsService(deps),
    shares: createStoryShares(deps.db, outlines),
    members: createMembersService(deps),
    comments: createCommentsService(deps),
    beatSheets: createBeatSheetsService(deps),
    posts: createPostsService(deps),
    ideas: createIdeasService(deps, structures),
    moderation: createModerationService(deps),
    admin: createAdminService(deps.db, sessions),
    suspensions: createSuspensionService(deps.db, sessions),
    notifications: createNotificationsService(deps.db, deps.config.jwtSecret),
    profile,
    exports: createExportService(deps, { structures, profile }),
    avatars: createAvatarService(deps, sessions),
  };
}

export type Services = ReturnType<typeof createServices>;

import { languageBody } from '@three-act/contract/languages';
import { EXPORT_MAX_BYTES } from '@three-act/contract/limits';
import { preferencesBody, preferencesSchema } from '@three-act/contract/notifications';
import { meSchema, registerBody, tokenSchema, updateMeBody, userSchema } from '@three-act/contract/users';
import type { Config } from '../../config';
import { defineRoute, type Route } from '../../http/route';
import { acceptedLanguage } from '../../lib/i18n';
import { writeZip } from '../../lib/zip-stream';
import { serverNewPassword } from '../../lib/passwords';
import { clientIp } from '../../middleware/rate-limit';
import type { Services } from '../../services';
import { toUserJson } from './user.presenter';

const RENAMES_PER_DAY = 10;

export function usersRoutes(
  { users: service, mailTokens, exports, sessionCookie, passwordGate, limits, notifications }: Services,
  config: Config,
): Route[] {
  const signupLimit = limits.limiter({
    name: 'signup',
    windowMs: 60 * 60 * 1000,
    limit: config.signupLimitPerHour,
    // Every attempt counts: 'User already exists' must not let one address test addresses at scale.
    key: clientIp,
    message: 'Too many sign-ups from this network; please try again later',
  });
  const exportLimit = limits.limiter({
    name: 'export',
    windowMs: 60 * 60 * 1000,
    limit: 5,
    key: (req) => req.user?.id ?? clientIp(req),
    message: 'Too many exports; please wait an hour and try again',
  });
  // A name shows on every post, comment and profile: renaming in a loop would make a writer hard to
  // follow and report (decision 149). Only renames that happen count.
  const renameLimit = limits.limiter({
    name: 'rename',
    windowMs: 24 * 60 * 60 * 1000,
    limit: RENAMES_PER_DAY,
    key: (req) => req.user?.id ?? clientIp(req),
    count: 'successes',
    message: `At most ${RENAMES_PER_DAY} name changes a day; please try again tomorrow`,
  });
  const tag = 'users';

  return [
    defineRoute({
      method: 'post',
      path: '/users',
      tag,
      summary: 'Sign up; also sets the session cookie',
      access: 'public',
      limit: [signupLimit],
      body: registerBody.extend({ password: serverNewPassword }),
      use: [passwordGate],
      responses: { 200: tokenSchema },
      errors: [429],
      handler: async ({ body, req, res }) => {
        const { name, email, password } = body;
        // The new account keeps the language the sign-up was made in, and its verification mail
        // speaks it (decision 187).
        sessionCookie.send(
          res,
          await service.registerUser({ name, email, password }, req.get('user-agent'), acceptedLanguage(req)),
        );
      },
    }),
    defineRoute({
      method: 'get',
      path: '/users/me',
      tag,
      summary: 'The signed-in user with the e-mail change waiting for confirmation',
      access: 'signed-in',
      responses: { 200: meSchema },
      handler: async ({ user }) => {
        const [pendingEmail, preferences] = await Promise.all([
          mailTokens.pendingEmail(user.id),
          notifications.preferences(user.id),
        ]);
        return { ...toUserJson(user), pendingEmail, ...preferences, language: user.language };
      },
    }),
    defineRoute({
      method: 'put',
      path: '/users/me/preferences',
      tag,
      summary: 'Turn the daily e-mail digest of unread notifications on or off',
      access: 'signed-in',
      body: preferencesBody,
      responses: { 200: preferencesSchema },
      handler: ({ user, body }) => notifications.setPreferences(user.id, body),
    }),
    defineRoute({
      method: 'put',
      path: '/users/me/language',
      tag,
      summary:
        "Choose the account's language for the app, the server's messages and the mails (null follows the browser's Accept-Language)",
      access: 'signed-in',
      body: languageBody,
      responses: { 200: languageBody },
      handler: ({ user, body }) => service.setLanguage(user.id, body.language),
    }),
    defineRoute({
      method: 'put',
      path: '/users/me',
      tag,
      summary:
        'Change the name shown on posts, comments and the profile (not while suspended; a writer’s may not pose as the staff)',
      access: 'signed-in',
      notSuspended: true,
      limit: [renameLimit],
      body: updateMeBody,
      responses: { 200: userSchema },
      errors: [429],
      handler: ({ user, body }) => service.rename(user, body.name),
    }),
    defineRoute({
      method: 'get',
      path: '/users/me/export',
      tag,
      summary:
        'Everything the user made and did, as a ZIP made while it downloads: three-act-export.json, a JSON and a Markdown file per story, the avatar; 413 when it would hold more than 100 MB',
      access: 'signed-in',
      limit: [exportLimit],
      responses: {
        200: { description: 'A ZIP download (Content-Disposition: attachment)', contentType: 'application/zip' },
      },
      errors: [413, 429],
      handler: async ({ user, res }) => {
        // The 413 of an export too large comes here, before any byte of the ZIP.
        const files = await exports.exportAccount(user);
        const day = new Date().toISOString().slice(0, 10);
        res.set({
          'Content-Type': 'application/zip',
          'Content-Disposition': `attachment; filename="three-act-export-${day}.zip"`,
        });
        // The estimate leaves room for JSON's escapes; rows saved during the export are bounded by the
        // save limit. Past this the download is cut off rather than grown without end.
        await writeZip(res, files, { maxBytes: EXPORT_MAX_BYTES + EXPORT_MAX_BYTES / 4 });
      },
    }),
  ];
}

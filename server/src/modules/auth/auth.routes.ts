import { verifyParams, loginBody } from '@three-act/contract/auth';
import { messageSchema } from '@three-act/contract/errors';
import { sessionUserSchema, tokenSchema } from '@three-act/contract/users';
import { defineRoute, type Route } from '../../http/route';
import { requestLanguage } from '../../lib/i18n';
import { clientIp, countFailures } from '../../middleware/rate-limit';
import type { Services } from '../../services';
import { toUserJson } from '../users/user.presenter';

export function authRoutes({
  auth,
  sessions,
  verification,
  sessionCookie,
  draftKeyOf,
  passwordGate,
  limits,
  signInLimits,
}: Services): Route[] {
  const resendLimit = limits.limiter({
    name: 'resend',
    windowMs: 30 * 60 * 1000,
    limit: 5,
    key: (req) => req.user?.id ?? clientIp(req),
    message: 'Too many verification e-mails requested; please wait 30 minutes',
  });
  const tag = 'auth';

  return [
    defineRoute({
      method: 'get',
      path: '/auth',
      tag,
      summary: 'The signed-in user, with the key their drafts are sealed with on a device',
      access: 'signed-in',
      responses: { 200: sessionUserSchema },
      handler: ({ user }) => ({ ...toUserJson(user), draftKey: draftKeyOf(user.id), language: user.language }),
    }),
    defineRoute({
      method: 'post',
      path: '/auth',
      tag,
      summary: 'Log in; also sets the session cookie',
      access: 'public',
      body: loginBody,
      use: [passwordGate],
      responses: { 200: tokenSchema },
      errors: [429],
      handler: async ({ body, req, res }) => {
        const { email, password } = body;
        const token = await countFailures({ req, account: email }, signInLimits, () =>
          auth.login(email, password, req.get('user-agent')),
        );
        sessionCookie.send(res, token);
      },
    }),
    defineRoute({
      method: 'post',
      path: '/auth/logout',
      tag,
      summary: 'End this session and clear the cookie',
      access: 'public',
      responses: { 204: { description: 'Signed out' } },
      handler: async ({ user, res }) => {
        if (user) await sessions.endSession(user.sessionId);
        sessionCookie.clear(res);
      },
    }),
    defineRoute({
      method: 'put',
      path: '/auth/verify/:token',
      tag,
      summary: 'Verify the e-mail address with the mailed token',
      access: 'public',
      params: verifyParams,
      responses: { 200: messageSchema },
      handler: async ({ params }) => {
        await verification.verifyEmail(params.token);
        return { msg: 'Email Verified' };
      },
    }),
    defineRoute({
      method: 'put',
      path: '/auth/resend',
      tag,
      summary: 'Mail a new verification link',
      access: 'signed-in',
      limit: [resendLimit],
      responses: { 200: messageSchema },
      errors: [400, 429],
      handler: async ({ user, req }) => {
        await verification.resendVerification(user, requestLanguage(req));
        return { msg: 'Verification Email Sent' };
      },
    }),
  ];
}

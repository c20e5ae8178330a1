import {
  cancelEmailParams,
  changeEmailBody,
  changePasswordBody,
  confirmEmailParams,
  FORGOT_MESSAGE,
  forgotBody,
  resetBody,
  resetParams,
  sessionParams,
  sessionSchema,
} from '@three-act/contract/auth';
import { messageSchema } from '@three-act/contract/errors';
import { tokenSchema } from '@three-act/contract/users';
import type { Request, Response } from 'express';
import { z } from 'zod';
import { defineRoute, type Route } from '../../http/route';
import { HttpError } from '../../lib/http-error';
import { requestLanguage } from '../../lib/i18n';
import { serverNewPassword } from '../../lib/passwords';
import { clientIp, countFailures } from '../../middleware/rate-limit';
import type { Services } from '../../services';
import type { Delivery } from './credentials.service';

const HOUR = 60 * 60 * 1000;

const UNVERIFIED_EMAIL_CHANGE =
  'Verify your e-mail address before changing it: open the link we mailed to it. A mistyped address cannot be verified; sign up again with the right one.';

/** Runs once the answer has gone, so the answer's timing cannot tell what the mails say. */
const afterAnswer = (res: Response, delivery: Delivery) => res.on('finish', () => void delivery());

/**
 * Password reset and change, e-mail change and the list of signed-in devices
 * (docs/decisions/122-account-links.md). Mounted beside authRoutes under /api/auth.
 */
export function accountRoutes({
  credentials,
  sessions,
  sessionCookie,
  passwordGate,
  limits,
  signInLimits,
}: Services): Route[] {
  // Counted for unknown addresses too, so the limit tells nothing either. After validation: the
  // key is the address as the contract reads it.
  const forgotPerAddress = limits.limiter({
    name: 'forgot-address',
    windowMs: HOUR,
    limit: 3,
    key: (req: Request) => (req.body as z.output<typeof forgotBody>).email,
    message: 'Too many reset e-mails asked for this address; please wait an hour',
  });
  const forgotPerNetwork = limits.limiter({
    name: 'forgot-network',
    windowMs: HOUR,
    limit: 20,
    key: clientIp,
    message: 'Too many reset e-mails asked from this network; please wait an hour',
  });
  const emailChangeLimit = limits.limiter({
    name: 'email-change',
    windowMs: HOUR,
    limit: 5,
    key: (req) => req.user?.id ?? clientIp(req),
    message: 'Too many e-mail changes asked; please wait an hour',
  });
  const tag = 'auth';

  return [
    defineRoute({
      method: 'post',
      path: '/auth/forgot',
      tag,
      summary:
        'Mail a password reset link (1 hour, single use) if an account has this address; the same answer either way',
      access: 'public',
      body: forgotBody,
      use: [forgotPerNetwork, forgotPerAddress],
      responses: { 200: messageSchema },
      errors: [429],
      handler: ({ body, req, res }) => {
        res.json({ msg: FORGOT_MESSAGE });
        afterAnswer(res, credentials.resetDelivery(body.email, requestLanguage(req)));
      },
    }),
    defineRoute({
      method: 'put',
      path: '/auth/reset/:token',
      tag,
      summary: 'Choose a new password with a mailed reset token: every other session ends; sets the session cookie',
      access: 'public',
      params: resetParams,
      body: resetBody.extend({ password: serverNewPassword }),
      use: [passwordGate],
      responses: { 200: tokenSchema },
      handler: async ({ params, body, req, res }) => {
        sessionCookie.send(res, await credentials.resetPassword(params.token, body.password, req.get('user-agent')));
      },
    }),
    defineRoute({
      method: 'put',
      path: '/auth/password',
      tag,
      summary: 'Change the password (the current one is checked and counted by the sign-in limits); other sessions end',
      access: 'signed-in',
      body: changePasswordBody.extend({ password: serverNewPassword }),
      use: [passwordGate],
      responses: { 200: messageSchema },
      errors: [429],
      handler: async ({ user, body, req }) => {
        const { currentPassword, password } = body;
        await countFailures({ req, account: user.email }, signInLimits, () =>
          credentials.changePassword(user, currentPassword, password),
        );
        return { msg: 'Password changed' };
      },
    }),
    defineRoute({
      method: 'put',
      path: '/auth/email',
      tag,
      summary:
        'Ask to change the e-mail address (verified accounts): a confirmation link goes to the new one, a notice with a cancel link to the old one',
      access: 'signed-in',
      body: changeEmailBody,
      use: [emailChangeLimit, passwordGate],
      responses: { 200: messageSchema },
      errors: [403, 429],
      handler: async ({ user, body, req, res }) => {
        // Whoever signed up first with someone else's address must not be able to move the account
        // before its owner proves the mailbox (decision 148).
        if (!user.emailVerified) throw HttpError.forbidden(UNVERIFIED_EMAIL_CHANGE);
        const { password, email } = body;
        const delivery = await countFailures({ req, account: user.email }, signInLimits, () =>
          credentials.requestEmailChange(user, password, email, requestLanguage(req)),
        );
        res.json({ msg: `We sent a link to ${email}: open it to use this address. Until then, nothing changes.` });
        afterAnswer(res, delivery);
      },
    }),
    defineRoute({
      method: 'put',
      path: '/auth/email/:token',
      tag,
      summary:
        'Confirm an e-mail change with the mailed token (24 hours, single use), signed in to the account that asked; a new password makes it invalid',
      access: 'signed-in',
      params: confirmEmailParams,
      responses: { 200: messageSchema },
      errors: [404],
      handler: async ({ user, params }) => {
        await credentials.confirmEmailChange(user, params.token);
        return { msg: 'Your e-mail address is changed' };
      },
    }),
    defineRoute({
      method: 'delete',
      path: '/auth/email',
      tag,
      summary: 'Cancel the pending e-mail change: its links stop working',
      access: 'signed-in',
      responses: { 200: messageSchema },
      handler: async ({ user }) => ({
        msg: (await credentials.cancelEmailChange(user.id))
          ? 'The e-mail change is cancelled'
          : 'No e-mail change was pending',
      }),
    }),
    defineRoute({
      method: 'put',
      path: '/auth/email/cancel/:token',
      tag,
      summary: 'Cancel a pending e-mail change with the link of the notice mailed to the old address (single use)',
      access: 'public',
      params: cancelEmailParams,
      responses: { 200: messageSchema },
      handler: async ({ params }) => {
        await credentials.cancelEmailChangeByLink(params.token);
        return {
          msg: 'The e-mail change is cancelled. Now change your password and sign out every other device in Settings.',
        };
      },
    }),
    defineRoute({
      method: 'get',
      path: '/auth/sessions',
      tag,
      summary: "The signed-in user's sessions (devices), most recently used first",
      access: 'signed-in',
      responses: { 200: z.array(sessionSchema) },
      handler: ({ user }) => sessions.listSessions(user.id, user.sessionId),
    }),
    defineRoute({
      method: 'delete',
      path: '/auth/sessions',
      tag,
      summary: 'End every session but this one, and a pending e-mail change',
      access: 'signed-in',
      responses: { 204: { description: 'The other sessions ended' } },
      handler: async ({ user }) => {
        await credentials.endOtherDevices(user);
      },
    }),
    defineRoute({
      method: 'delete',
      path: '/auth/sessions/:id',
      tag,
      summary: 'End one of your sessions (another user’s id answers 404)',
      access: 'signed-in',
      params: sessionParams,
      responses: { 204: { description: 'The session ended' } },
      errors: [404],
      handler: async ({ user, params, res }) => {
        if (!(await sessions.endOwnSession(user.id, params.id))) throw HttpError.notFound('Session not found');
        if (params.id === user.sessionId) sessionCookie.clear(res);
      },
    }),
  ];
}

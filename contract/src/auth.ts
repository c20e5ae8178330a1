import { z } from './zod';
import { LOGIN_PASSWORD_MAX, VERIFY_TOKEN_MAX, VERIFY_TOKEN_MIN } from './limits';
import { emailSchema, newPasswordSchema } from './users';

/** POST /api/auth */
export const loginBody = z.object({
  email: emailSchema,
  password: z
    .string({ error: 'Password is required' })
    .min(1, { error: 'Password is required' })
    .max(LOGIN_PASSWORD_MAX, { error: 'Password is required' }),
});
export type LoginBody = z.input<typeof loginBody>;

/** The token of a mailed link, in the path: a wrong length is refused with the link's own message. */
export const linkToken = (message: string) =>
  z.object({
    token: z.string().min(VERIFY_TOKEN_MIN, { error: message }).max(VERIFY_TOKEN_MAX, { error: message }),
  });

export const INVALID_VERIFY_LINK = 'This verification link is invalid or has expired';
export const INVALID_RESET_LINK = 'This reset link is invalid or has expired';
export const INVALID_EMAIL_LINK = 'This confirmation link is invalid or has expired';

/** PUT /api/auth/verify/{token} */
export const verifyParams = linkToken(INVALID_VERIFY_LINK);

/** POST /api/auth/forgot */
export const forgotBody = z.object({ email: emailSchema });
export type ForgotBody = z.input<typeof forgotBody>;

/** The answer to every well-formed POST /api/auth/forgot, whether or not the address has an account. */
export const FORGOT_MESSAGE =
  'If an account uses this address, a link to choose a new password is on its way. It works for 1 hour.';

/** PUT /api/auth/reset/{token} */
export const resetParams = linkToken(INVALID_RESET_LINK);
export const resetBody = z.object({ password: newPasswordSchema });
export type ResetBody = z.input<typeof resetBody>;

const currentPassword = (path: string) =>
  z
    .string({ error: `${path} is required` })
    .min(1, { error: `${path} is required` })
    .max(LOGIN_PASSWORD_MAX, { error: `${path} is required` });

/** PUT /api/auth/password */
export const changePasswordBody = z.object({
  currentPassword: currentPassword('Current password'),
  password: newPasswordSchema,
});
export type ChangePasswordBody = z.input<typeof changePasswordBody>;

/** PUT /api/auth/email */
export const changeEmailBody = z.object({ password: currentPassword('Password'), email: emailSchema });
export type ChangeEmailBody = z.input<typeof changeEmailBody>;

/** DELETE /api/profile: the account goes only with its password (decisions.md, "the spec's own rules"). */
export const deleteAccountBody = z.object({ password: currentPassword('Password') });
export type DeleteAccountBody = z.input<typeof deleteAccountBody>;

/** PUT /api/auth/email/{token} */
export const confirmEmailParams = linkToken(INVALID_EMAIL_LINK);

export const INVALID_EMAIL_CANCEL_LINK =
  'This link is invalid or has expired: the change may already be cancelled or confirmed';

/** PUT /api/auth/email/cancel/{token}: the "this was not me" link of the notice to the old address. */
export const cancelEmailParams = linkToken(INVALID_EMAIL_CANCEL_LINK);

/** One signed-in device, as GET /api/auth/sessions lists it. */
export const sessionSchema = z.object({
  _id: z.string(),
  createdAt: z.string(),
  lastSeenAt: z.string(),
  device: z.string().meta({ description: 'Browser and system read from the User-Agent, e.g. "Firefox on Android"' }),
  current: z.boolean(),
});
export type Session = z.infer<typeof sessionSchema>;

/** DELETE /api/auth/sessions/{id} */
export const sessionParams = z.object({ id: z.string() });

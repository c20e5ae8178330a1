import { z } from './zod';
import { LOGIN_PASSWORD_MAX, VERIFY_TOKEN_MAX, VERIFY_TOKEN_MIN } from './limits';
import { emailSchema } from './users';

/** POST /api/auth */
export const loginBody = z.object({
  email: emailSchema,
  password: z
    .string({ error: 'Password is required' })
    .min(1, { error: 'Password is required' })
    .max(LOGIN_PASSWORD_MAX, { error: 'Password is required' }),
});
export type LoginBody = z.input<typeof loginBody>;

/** PUT /api/auth/verify/{token} */
export const verifyParams = z.object({
  token: z
    .string()
    .min(VERIFY_TOKEN_MIN, { error: 'This verification link is invalid or has expired' })
    .max(VERIFY_TOKEN_MAX, { error: 'This verification link is invalid or has expired' }),
});

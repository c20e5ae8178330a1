import { newPasswordSchema, registerBody } from '@three-act/contract/users';
import { isCommonPassword } from '../../lib/passwords';

/** POST /api/users: the contract's rules plus the common-password list, which only the server holds. */
export const registerSchemas = {
  body: registerBody.extend({
    password: newPasswordSchema.refine((password) => !isCommonPassword(password), {
      error: 'This password is too common; please choose another',
    }),
  }),
};

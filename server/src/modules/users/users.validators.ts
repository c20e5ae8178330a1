import { newPasswordSchema, registerBody, updateMeBody } from '@three-act/contract/users';
import { isCommonPassword } from '../../lib/passwords';

/** A new password: the contract's rules plus the common-password list, which only the server holds. */
export const serverNewPassword = newPasswordSchema.refine((password) => !isCommonPassword(password), {
  error: 'This password is too common; please choose another',
});

/** POST /api/users */
export const registerSchemas = { body: registerBody.extend({ password: serverNewPassword }) };
/** PUT /api/users/me */
export const updateMeSchemas = { body: updateMeBody };

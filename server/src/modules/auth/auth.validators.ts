import {
  changeEmailBody,
  changePasswordBody,
  confirmEmailParams,
  forgotBody,
  loginBody,
  resetBody,
  resetParams,
  sessionParams,
  verifyParams,
} from '@three-act/contract/auth';
import { serverNewPassword } from '../users/users.validators';

export const loginSchemas = { body: loginBody };
export const verifySchemas = { params: verifyParams };
export const forgotSchemas = { body: forgotBody };
export const resetSchemas = { params: resetParams, body: resetBody.extend({ password: serverNewPassword }) };
export const changePasswordSchemas = { body: changePasswordBody.extend({ password: serverNewPassword }) };
export const changeEmailSchemas = { body: changeEmailBody };
export const confirmEmailSchemas = { params: confirmEmailParams };
export const sessionSchemas = { params: sessionParams };

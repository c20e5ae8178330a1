import { loginBody, verifyParams } from '@three-act/contract/auth';

export const loginSchemas = { body: loginBody };
export const verifySchemas = { params: verifyParams };

import { listUsersQuery, setRoleBody } from '@three-act/contract/moderation';

export const setRoleSchemas = { body: setRoleBody };
export const listUsersSchemas = { query: listUsersQuery };

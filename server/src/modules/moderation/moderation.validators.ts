import { removalBody } from '@three-act/contract/notifications';
import { listUsersQuery, setRoleBody, suspendBody } from '@three-act/contract/moderation';

export const setRoleSchemas = { body: setRoleBody };
export const listUsersSchemas = { query: listUsersQuery };
export const suspendSchemas = { body: suspendBody };
export const removalSchemas = { body: removalBody };

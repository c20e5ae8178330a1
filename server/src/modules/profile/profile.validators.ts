import { listProfilesQuery, profileBody, workBody } from '@three-act/contract/profile';

export const saveProfileSchemas = { body: profileBody };
export const addWorkSchemas = { body: workBody };
export const listProfilesSchemas = { query: listProfilesQuery };

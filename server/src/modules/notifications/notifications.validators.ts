import { listNotificationsQuery, markReadBody, preferencesBody } from '@three-act/contract/notifications';

export const listNotificationsSchemas = { query: listNotificationsQuery };
export const markReadSchemas = { body: markReadBody };
export const preferencesSchemas = { body: preferencesBody };

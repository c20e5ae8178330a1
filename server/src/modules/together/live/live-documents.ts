/** What the live server and its engine both know of a live document (decision 192). */

const DOCUMENT_NAME = /^story:([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/;

/** The story a live document is of (`story:<uuid>`), or undefined for any other name a client sends. */
export const storyOf = (documentName: string) => DOCUMENT_NAME.exec(documentName)?.[1];

/** A live document may grow to this many bytes of state; past it, its members are told and nothing more is taken. */
export const DOCUMENT_MAX_BYTES = 5 * 1024 * 1024;

/** The error and its causes (drizzle wraps the driver's error in `cause`). */
function* causes(error: unknown) {
  let current: unknown = error;
  for (let depth = 0; current && depth < 4; depth += 1) {
    yield current as { code?: unknown; message?: unknown };
    current = (current as { cause?: unknown }).cause;
  }
}

const hasCode = (error: unknown, code: string) => [...causes(error)].some((e) => e.code === code);

/** PostgreSQL's unique_violation, the same code on PGlite and on a server. */
export const isUniqueViolation = (error: unknown) => hasCode(error, '23505');

/** PostgreSQL's foreign_key_violation: the parent row went away between the check and the write. */
export const isForeignKeyViolation = (error: unknown) => hasCode(error, '23503');

/** Socket failures on the way to the database server. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);
/** PostgreSQL's own: shutting down, starting up, crashed, too many connections. */
const SERVER_CODES = new Set(['57P01', '57P02', '57P03', '53300']);
/** What node-postgres says when a connection ends or cannot be had in time. */
const DRIVER_MESSAGES =
  /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Connection ended/i;

/**
 * The database cannot be reached (stopped, restarting, network cut): the request should be
 * answered 503 and retried later, not 500 (docs/decisions/118-database-outages.md).
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  return [...causes(error)].some(
    ({ code, message }) =>
      (typeof code === 'string' && (NETWORK_CODES.has(code) || SERVER_CODES.has(code) || code.startsWith('08'))) ||
      (typeof message === 'string' && DRIVER_MESSAGES.test(message)),
  );
}

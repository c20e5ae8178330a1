import type { ErrorRequestHandler, RequestHandler, Response } from 'express';
import {
  ERROR_CODE_HEADER,
  errorBody,
  HttpError,
  codeOfStatus,
  type ApiError,
  type ErrorCode,
} from '../lib/http-error';
import { isDatabaseUnavailable } from '../lib/db-errors';
import type { Logger } from '../lib/logger';

interface BodyParserError {
  type?: string;
  /** The parser's limit in bytes, on `entity.too.large`. */
  limit?: number;
  code?: string;
  status?: number;
  expose?: boolean;
  message?: string;
}

const SERVICE_UNAVAILABLE = 'The service is temporarily unavailable; please try again shortly';
const RETRY_AFTER_OUTAGE_SECONDS = 5;

const MEGABYTE = 1024 * 1024;

const STATIC_FILE_ERROR: Record<number, string> = { 403: 'Forbidden', 404: 'No such file' };

const isClientStatus = (status: number | undefined): status is number =>
  status !== undefined && status >= 400 && status < 500;

export const apiNotFound: RequestHandler = (req) => {
  throw HttpError.notFound(`No API route for ${req.method} ${req.originalUrl.split('?')[0] ?? ''}`);
};

function answer(res: Response, status: number, errors: ApiError[], code: ErrorCode = codeOfStatus(status)) {
  res.status(status).set(ERROR_CODE_HEADER, code).json(errorBody(errors));
}

/** The one place that turns errors into answers. Unknown errors are logged with their stack and answered 500. */
export function errorHandler(logger: Logger): ErrorRequestHandler {
  return (error: unknown, req, res, _next) => {
    // A streamed answer (the account export's ZIP) that fails midway can only be cut off: the
    // client sees an incomplete download, the log says why.
    if (res.headersSent) {
      logger.error({ reqId: req.id, err: error, method: req.method, url: req.originalUrl }, 'failed mid-answer');
      res.destroy();
      return;
    }
    if (error instanceof HttpError) {
      res.set(error.headers);
      answer(res, error.status, error.errors, error.code);
      return;
    }
    const parserError = error as BodyParserError;
    if (parserError.type === 'entity.too.large') {
      // The limit of the parser that refused: 1 MB for the API's JSON, 12 MB for a story import or a full outline save.
      const limit = parserError.limit ? ` (limit ${+(parserError.limit / MEGABYTE).toFixed(1)} MB)` : '';
      answer(res, 413, [{ msg: `Request body is too large${limit}` }]);
      return;
    }
    if (parserError.type === 'entity.parse.failed') {
      answer(res, 400, [{ msg: 'Request body is not valid JSON' }]);
      return;
    }
    // The router decodes path parameters itself; "%E0%A4%A" or a lone "%" throws a URIError (status 400, not exposed).
    if (error instanceof URIError) {
      answer(res, 400, [{ msg: 'The address is not valid (bad percent-encoding)' }]);
      return;
    }
    // A missing or unreadable static file (express.static with fallthrough off, /assets and
    // /api/docs/assets): send wraps the fs error, whose message names the install's absolute path,
    // in a 404 or 403 it does not expose. A client error, answered and logged as one (no stack):
    // the status's own words, never the error's message.
    if (parserError.code?.startsWith('E') && isClientStatus(parserError.status)) {
      answer(res, parserError.status, [{ msg: STATIC_FILE_ERROR[parserError.status] ?? 'Bad request' }]);
      return;
    }
    if (parserError.expose && parserError.status && parserError.status >= 400 && parserError.status < 500) {
      answer(res, parserError.status, [{ msg: parserError.message ?? 'Bad request' }]);
      return;
    }
    if (isDatabaseUnavailable(error)) {
      // PostgreSQL is away (docs/decisions/118-database-outages.md): the client may retry shortly.
      logger.warn({ reqId: req.id, err: (error as Error).message }, 'database unavailable');
      res.set('Retry-After', String(RETRY_AFTER_OUTAGE_SECONDS));
      answer(res, 503, [{ msg: SERVICE_UNAVAILABLE }]);
      return;
    }
    logger.error({ reqId: req.id, err: error, method: req.method, url: req.originalUrl }, 'unhandled error');
    answer(res, 500, [{ msg: 'Something went wrong on our side; please try again' }]);
  };
}

import type { ErrorRequestHandler, RequestHandler } from 'express';
import { errorBody, HttpError } from '../lib/http-error';
import type { Logger } from '../lib/logger';

interface BodyParserError {
  type?: string;
  status?: number;
  expose?: boolean;
  message?: string;
}

export const apiNotFound: RequestHandler = (req) => {
  throw HttpError.notFound(`No API route for ${req.method} ${req.originalUrl.split("?")[0]}`);
};

/** The one place that turns errors into answers. Unknown errors are logged with their stack and answered 500. */
export function errorHandler(logger: Logger): ErrorRequestHandler {
  return (error: unknown, req, res, _next) => {
    if (error instanceof HttpError) {
      res.set(error.headers).status(error.status).json(errorBody(error.errors));
      return;
    }
    const parserError = error as BodyParserError;
    if (parserError.type === 'entity.too.large') {
      res.status(413).json(errorBody([{ msg: 'Request body is too large (limit 1 MB)' }]));
      return;
    }
    if (parserError.type === 'entity.parse.failed') {
      res.status(400).json(errorBody([{ msg: 'Request body is not valid JSON' }]));
      return;
    }
    // The router decodes path parameters itself; "%E0%A4%A" or a lone "%" throws a URIError (status 400, not exposed).
    if (error instanceof URIError) {
      res.status(400).json(errorBody([{ msg: 'The address is not valid (bad percent-encoding)' }]));
      return;
    }
    if (parserError.expose && parserError.status && parserError.status >= 400 && parserError.status < 500) {
      res.status(parserError.status).json(errorBody([{ msg: parserError.message ?? 'Bad request' }]));
      return;
    }
    logger.error({ err: error, method: req.method, url: req.originalUrl }, 'unhandled error');
    res.status(500).json(errorBody([{ msg: 'Something went wrong on our side; please try again' }]));
  };
}

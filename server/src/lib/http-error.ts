import type { ApiError, ErrorCode } from '@three-act/contract/errors';

export type { ApiError, ErrorCode };

const CODE_OF_STATUS: Record<number, ErrorCode> = {
  400: 'bad_request',
  401: 'unauthorized',
  403: 'forbidden',
  404: 'not_found',
  409: 'conflict',
  412: 'precondition_failed',
  413: 'payload_too_large',
  415: 'unsupported_media_type',
  429: 'rate_limited',
  503: 'unavailable',
  500: 'internal',
};

/** The machine-readable code of an answer with this status. */
export const codeOfStatus = (status: number): ErrorCode =>
  CODE_OF_STATUS[status] ?? (status >= 500 ? 'internal' : 'bad_request');

/**
 * Thrown by services; the one error handler turns it into `{ errors: [...] }` with this status.
 * `msg` is for people; `code` is for programs and travels in the `Error-Code` header, so the body
 * keeps the one shape every client already reads (docs/decisions/102-validation-with-zod.md).
 */
export class HttpError extends Error {
  readonly code: ErrorCode;

  constructor(
    readonly status: number,
    readonly errors: ApiError[],
    readonly headers: Record<string, string> = {},
    code?: ErrorCode,
  ) {
    super(errors.map((error) => error.msg).join('; '));
    this.code = code ?? codeOfStatus(status);
  }

  static badRequest(msg: string, path?: string) {
    return new HttpError(400, [path ? { msg, path } : { msg }]);
  }
  static unauthorized(msg = 'Please sign in to continue') {
    return new HttpError(401, [{ msg }]);
  }
  static forbidden(msg = 'You are not allowed to do that') {
    return new HttpError(403, [{ msg }]);
  }
  static notFound(msg = 'Not found') {
    return new HttpError(404, [{ msg }]);
  }
}

export const errorBody = (errors: ApiError[]) => ({ errors });

/** The header that carries an error answer's machine-readable code. */
export const ERROR_CODE_HEADER = 'Error-Code';

export interface ApiError {
  msg: string;
  path?: string;
}

/** Thrown by services; the one error handler turns it into `{ errors: [...] }` with this status. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly errors: ApiError[],
    readonly headers: Record<string, string> = {},
  ) {
    super(errors.map((error) => error.msg).join('; '));
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

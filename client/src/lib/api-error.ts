import axios from 'axios';

export interface ApiError {
  msg: string;
  path?: string;
}

export const NETWORK_ERROR_MSG = 'Network error, please try again.';
const GENERIC_ERROR_MSG = 'Something went wrong, please try again.';

function isApiError(value: unknown): value is ApiError {
  return typeof value === 'object' && value !== null && typeof (value as { msg?: unknown }).msg === 'string';
}

/**
 * Turns anything a request can throw into the list the UI shows.
 * The server answers `{ errors: [{ msg, path? }] }`; a few answers (404) carry `{ msg }`.
 */
export function toApiErrors(error: unknown): ApiError[] {
  if (!axios.isAxiosError(error)) {
    return [{ msg: GENERIC_ERROR_MSG }];
  }
  if (!error.response) {
    return [{ msg: NETWORK_ERROR_MSG }];
  }
  const data: unknown = error.response.data;
  if (typeof data === 'object' && data !== null) {
    const { errors } = data as { errors?: unknown };
    if (Array.isArray(errors)) {
      const list = errors.filter(isApiError).map(({ msg, path }) => (path ? { msg, path } : { msg }));
      if (list.length > 0) return list;
    }
    if (isApiError(data)) return [{ msg: data.msg }];
  }
  return [{ msg: error.response.statusText || GENERIC_ERROR_MSG }];
}

import axios from 'axios';

/**
 * The one axios instance of the app.
 *
 * The session lives in an HttpOnly cookie set by the server, so nothing here
 * touches a token. `X-Requested-With` is sent on every request because the
 * server's CSRF guard refuses cookie-authenticated writes without it.
 */
export const apiClient = axios.create({
  baseURL: '/api',
  headers: {
    'Content-Type': 'application/json',
    'X-Requested-With': 'XMLHttpRequest',
  },
});

type UnauthorizedHandler = () => void;

let unauthorizedHandler: UnauthorizedHandler | null = null;

/** The store registers what a 401 means (end the session); the client only reports it. */
export function setUnauthorizedHandler(handler: UnauthorizedHandler | null): void {
  unauthorizedHandler = handler;
}

apiClient.interceptors.response.use(
  (response) => response,
  (error: unknown) => {
    if (axios.isAxiosError(error) && error.response?.status === 401) {
      unauthorizedHandler?.();
    }
    return Promise.reject(error);
  },
);

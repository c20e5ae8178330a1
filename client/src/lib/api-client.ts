import axios from 'axios';
import { currentLanguage } from './i18n';

/**
 * The one axios instance of the app. RTK Query's base query (app/api.ts) sends every request
 * through it and turns a 401 into the end of the session; nothing else calls it.
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

// The server answers its messages in the interface's language (decision 187); a signed-in
// account's own language wins there, and the interface adopts it at sign-in.
apiClient.interceptors.request.use((config) => {
  config.headers.set('Accept-Language', currentLanguage());
  return config;
});

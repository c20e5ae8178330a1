import { injectApi } from './store';

/**
 * Loads the server-data layer (RTK Query's api, the axios client) and injects it into the store.
 * Called by the route layer before a page other than the landing page renders, and at start-up
 * when there is a session to ask about; the landing page of a visitor never calls it.
 */
export async function loadServerData(): Promise<void> {
  const { api } = await import('./api');
  injectApi(api);
}

import { api } from '../../app/api';

interface SiteConfig {
  contactEmail: string;
}

const DEFAULT_CONTACT_EMAIL = 'privacy@example.org';

const configApi = api.injectEndpoints({
  endpoints: (build) => ({
    // The address only changes when the server is reconfigured: kept for the whole visit.
    getConfig: build.query<SiteConfig, void>({
      query: () => ({ url: '/config' }),
      keepUnusedDataFor: Infinity,
    }),
  }),
});

/** The site's contact address (server `CONTACT_EMAIL`), with the default until it loads or when it fails. */
export function useContactEmail(): string {
  const { data } = configApi.useGetConfigQuery();
  return data?.contactEmail || DEFAULT_CONTACT_EMAIL;
}

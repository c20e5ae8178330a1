import { useEffect, useState } from 'react';
import { fetchSiteConfig } from './config-api';

export const DEFAULT_CONTACT_EMAIL = 'privacy@example.org';

// The address only changes when the server is reconfigured: ask once per page load.
let cached: Promise<string> | null = null;

function loadContactEmail(): Promise<string> {
  cached ??= fetchSiteConfig()
    .then(({ contactEmail }) => contactEmail || DEFAULT_CONTACT_EMAIL)
    .catch(() => {
      cached = null; // try again on the next page that needs it
      return DEFAULT_CONTACT_EMAIL;
    });
  return cached;
}

/** Test hook: forget the cached address. */
export function resetContactEmailCache(): void {
  cached = null;
}

/** The site's contact address (server `CONTACT_EMAIL`), with the default until it loads. */
export function useContactEmail(): string {
  const [email, setEmail] = useState(DEFAULT_CONTACT_EMAIL);
  useEffect(() => {
    let active = true;
    void loadContactEmail().then((value) => {
      if (active) setEmail(value);
    });
    return () => {
      active = false;
    };
  }, []);
  return email;
}

import { apiClient } from '../../lib/api-client';

export interface SiteConfig {
  contactEmail: string;
}

export async function fetchSiteConfig(): Promise<SiteConfig> {
  const { data } = await apiClient.get<SiteConfig>('/config');
  return data;
}

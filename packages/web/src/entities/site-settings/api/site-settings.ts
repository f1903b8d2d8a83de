import { isSiteSettings } from 'virtual:answer-checks';
import type { SiteSettings, SiteSettingsBody } from '@meteodeck/contract';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { getSiteSettings, siteSettingsQueryOptions } from '../../../lib/site-settings-query.ts';

export { getSiteSettings, siteSettingsQueryOptions };

export function useSiteSettings() {
  return useQuery(siteSettingsQueryOptions());
}

/** PUT /api/siteSettings (admin): changes the settings the body names; answers every setting. */
export function updateSiteSettings(body: SiteSettingsBody): Promise<SiteSettings> {
  return apiRequest('/api/siteSettings', isSiteSettings, { method: 'PUT', body });
}

import { isSiteSettings } from 'virtual:answer-checks';
import type { SiteSettings, SiteSettingsBody } from '@meteodeck/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** GET /api/siteSettings: the owner's settings of the site (public). */
export async function getSiteSettings(signal?: AbortSignal): Promise<SiteSettings> {
  return apiRequest('/api/siteSettings', isSiteSettings, signal === undefined ? {} : { signal });
}

export function siteSettingsQueryOptions() {
  return queryOptions({
    queryKey: ['siteSettings'],
    queryFn: ({ signal }) => getSiteSettings(signal),
    // They change when the owner saves them (the back office then refreshes them): read once a visit.
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function useSiteSettings() {
  return useQuery(siteSettingsQueryOptions());
}

/** PUT /api/siteSettings (admin): changes the settings the body names; answers every setting. */
export function updateSiteSettings(body: SiteSettingsBody): Promise<SiteSettings> {
  return apiRequest('/api/siteSettings', isSiteSettings, { method: 'PUT', body });
}

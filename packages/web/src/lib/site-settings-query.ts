import { isSiteSettings } from 'virtual:answer-checks';
import type { SiteSettings } from '@meteodeck/contract';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from './api-client.ts';

/**
 * GET /api/siteSettings, public: the owner's settings of the site. One query shared by the footer (entities
 * site-settings) and the default station (entities station), so a page asks once.
 */
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

import { isSiteSettings } from 'virtual:answer-checks';
import type { SiteSettings } from '@meteodeck/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/**
 * GET /api/siteSettings, public: the owner's settings of the site. One query shared by the footer and the
 * default station (which the app hands to the station entity), so a page asks once.
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

export function useSiteSettings() {
  return useQuery(siteSettingsQueryOptions());
}

/**
 * The station the site shows a visitor who has not chosen (setting `defaultStation`, with its current
 * reference); null when the site has no station. Shares the settings' query: the back office refreshes it
 * when they are saved.
 */
export function useDefaultStationSetting() {
  return useQuery({ ...siteSettingsQueryOptions(), select: (settings) => settings.defaultStation });
}

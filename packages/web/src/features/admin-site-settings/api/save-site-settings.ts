import type { SiteSettings, SiteSettingsBody } from '@meteodeck/contract';
import type { QueryClient } from '@tanstack/react-query';
import { siteSettingsQueryOptions } from '../../../entities/site-settings/index.ts';
import { updateSiteSettings } from './update-site-settings.ts';

/**
 * PUT /api/siteSettings (admins): saves the settings the body names, and keeps the answer (every setting)
 * as the settings' query, so the public footer and the default station show it at once.
 */
export async function saveSiteSettings(
  queryClient: QueryClient,
  body: SiteSettingsBody,
): Promise<SiteSettings> {
  const answer = await updateSiteSettings(body);
  queryClient.setQueryData(siteSettingsQueryOptions().queryKey, answer);
  return answer;
}

import { useQuery } from '@tanstack/react-query';
import { getSiteSettings, siteSettingsQueryOptions } from '../../../lib/site-settings-query.ts';

export { getSiteSettings, siteSettingsQueryOptions };

export function useSiteSettings() {
  return useQuery(siteSettingsQueryOptions());
}

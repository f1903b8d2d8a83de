import { useQuery } from '@tanstack/react-query';
import { siteSettingsQueryOptions } from '../../../lib/site-settings-query.ts';

/**
 * The station the site shows a visitor who has not chosen (site setting `defaultStation` of GET
 * /api/siteSettings, with its current reference); null when the site has no station. Shares the site
 * settings' query: the back office refreshes it when they are saved.
 */
export function useDefaultStation() {
  return useQuery({ ...siteSettingsQueryOptions(), select: (settings) => settings.defaultStation });
}

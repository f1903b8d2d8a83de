import { isSiteSettings } from 'virtual:answer-checks';
import type { SiteSettings, SiteSettingsBody } from '@meteodeck/contract';
import { apiRequest } from '../../../lib/api-client.ts';

/**
 * PUT /api/siteSettings (admin): changes the settings the body names; answers every setting. Here, not in
 * entities/site-settings: only this page writes them, and every public page's first load reads that entity.
 */
export function updateSiteSettings(body: SiteSettingsBody): Promise<SiteSettings> {
  return apiRequest('/api/siteSettings', isSiteSettings, { method: 'PUT', body });
}

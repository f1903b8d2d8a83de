// The owner's site settings: the table's repository, the service and the routes.
export { createSiteSettingsRepository } from './site-settings.repository.ts';
export { siteSettingsRoutes } from './site-settings.routes.ts';
export { createSiteSettingsService, type SiteSettingsService } from './site-settings.service.ts';

// The owner's site settings: the repository (the demo seeds it), the service (the web shell reads the
// default station) and how the module is wired into the app.

export { DEFAULT_THEME_COLOR } from './site-brand.routes.ts';
export { createSiteSettingsRepository } from './site-settings.repository.ts';
export type { SiteSettingsService } from './site-settings.service.ts';
export { type SiteSettingsWiring, wireSiteSettings } from './site-settings-wiring.ts';

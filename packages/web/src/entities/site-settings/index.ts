// The site's settings set by its owner: read by the public header and footer, changed in the back office.
// Code outside this folder imports it from here only.
export {
  getSiteSettings,
  siteSettingsQueryOptions,
  useSiteSettings,
} from './api/site-settings.ts';

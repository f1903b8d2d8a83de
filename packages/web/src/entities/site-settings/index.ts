// The site's settings set by its owner: read by the public footer and for the default station, changed in
// the back office. Code outside this folder imports it from here only.
export {
  getSiteSettings,
  siteSettingsQueryOptions,
  updateSiteSettings,
  useDefaultStationSetting,
  useSiteSettings,
} from './api/site-settings.ts';

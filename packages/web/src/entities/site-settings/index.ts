// The site's settings set by its owner: read by the public header and footer and for the default station,
// changed in the back office. Code outside this folder imports it from here only.
export {
  getSiteSettings,
  siteSettingsQueryOptions,
  useDefaultStationSetting,
  useSiteSettings,
} from './api/site-settings.ts';

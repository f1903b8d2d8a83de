// 'Réglages du site' (/admin/settings, admins only): the owner's settings of the site.
export const loadSiteSettingsPage = () =>
  import('./components/site-settings-page.tsx').then((m) => m.SiteSettingsPage);

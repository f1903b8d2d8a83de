// 'Réglages du site' (/admin/settings, admins only; issue 37): the owner's settings of the site.
export const loadSiteSettingsPage = () =>
  import('./components/site-settings-page.tsx').then((m) => m.SiteSettingsPage);

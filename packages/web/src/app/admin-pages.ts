/**
 * The back office's page loaders, one module the route table imports lazily (app/routes.tsx): the map of
 * every admin page's chunk and its dependencies then travels with the back office, not in the public site's
 * first load.
 */
export { loadAdminDashboardPage, loadAdminNotFoundPage } from '../features/admin/index.ts';
export { loadAccountPage } from '../features/admin-account/index.ts';
export { loadContactPages } from '../features/admin-contacts/index.ts';
export { loadExportPage } from '../features/admin-export/index.ts';
export { loadForwardingPage } from '../features/admin-forwarding/index.ts';
export { loadImportPage } from '../features/admin-import/index.ts';
export { loadNewsPages } from '../features/admin-news/index.ts';
export { loadObservationPages } from '../features/admin-observations/index.ts';
export { loadAuditPage, loadQualityPage, loadReadingsEditorPage } from '../features/admin-quality/index.ts';
export { loadSensorsPage } from '../features/admin-sensors/index.ts';
export { loadSiteSettingsPage } from '../features/admin-site-settings/index.ts';
export { loadStationPages } from '../features/admin-stations/index.ts';
export { loadUnitPages } from '../features/admin-units/index.ts';
export { loadUserPages } from '../features/admin-users/index.ts';

// The back office's own pages: its dashboard (/admin/dashboard) and its 404 page, each a chunk of its own.
export const loadAdminDashboardPage = () =>
  import('./components/admin-dashboard-page.tsx').then((m) => m.AdminDashboardPage);
export const loadAdminNotFoundPage = () =>
  import('./components/admin-not-found-page.tsx').then((m) => m.AdminNotFoundPage);

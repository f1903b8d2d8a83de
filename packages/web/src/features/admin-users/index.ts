// The back office's users: list, create and edit pages (/admin/user…), one lazily loaded module.
export const loadUserPages = () => import('./components/users-admin.tsx').then((m) => m.userPages);

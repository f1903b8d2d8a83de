// 'Mon compte' (/admin/account): one's own name, e-mail and password.
export const loadAccountPage = () => import('./components/account-page.tsx').then((m) => m.AccountPage);

// The login page (/login).
export const loadLoginPage = () => import('./components/login-page.tsx').then((m) => m.LoginPage);

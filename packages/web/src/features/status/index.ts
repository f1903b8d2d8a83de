// Stationsstatus (/status): every station's freshness, doors and batteries.
export const loadStatusPage = () => import('./components/status-page.tsx').then((m) => m.StatusPage);

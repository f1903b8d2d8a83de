// 'Exporter les relevés' (/admin/export): a station's readings of a period as CSV or JSON.
export const loadExportPage = () => import('./components/export-page.tsx').then((m) => m.ExportPage);

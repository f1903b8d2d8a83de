// /admin/import (admins): a history file sent in chunks and imported on the server, and the past imports.
export const loadImportPage = () => import('./components/import-page.tsx').then((m) => m.ImportPage);

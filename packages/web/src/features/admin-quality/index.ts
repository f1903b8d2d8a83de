// Data quality in the back office: the values the spike filter left out (/admin/quality), the reading
// editor (/admin/readings, admins) and the audit trail (/admin/audit, admins), each its own chunk.
export const loadQualityPage = () => import('./components/quality-page.tsx').then((m) => m.QualityPage);
export const loadReadingsEditorPage = () =>
  import('./components/readings-editor-page.tsx').then((m) => m.ReadingsEditorPage);
export const loadAuditPage = () => import('./components/audit-page.tsx').then((m) => m.AuditPage);

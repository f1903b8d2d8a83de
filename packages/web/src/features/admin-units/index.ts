// The back office's unit sets: list, create and edit pages (/admin/unit…), one lazily loaded module.
export const loadUnitPages = () => import('./components/units-admin.tsx').then((m) => m.unitPages);

// The back office's observations: list, create and edit pages (/admin/observation…), one lazily loaded module.
export const loadObservationPages = () =>
  import('./components/observations-admin.tsx').then((m) => m.observationPages);

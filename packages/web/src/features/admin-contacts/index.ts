// The back office's messages: list, create and edit pages (/admin/contact…), one lazily loaded module.
export const loadContactPages = () => import('./components/contacts-admin.tsx').then((m) => m.contactPages);

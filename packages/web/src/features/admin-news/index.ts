// The back office's news: list, create and edit pages (/admin/news…), one lazily loaded module.
export const loadNewsPages = () => import('./components/news-admin.tsx').then((m) => m.newsPages);

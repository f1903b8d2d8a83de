// The news: the strip of the latest posts every public page shows, and a post's own page (/news/{id}).
export { NewsStrip } from './components/news-strip.tsx';

export const loadNewsPostPage = () => import('./components/news-post-page.tsx').then((m) => m.NewsPostPage);

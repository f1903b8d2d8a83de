import type { Post } from '@meteodeck/contract';
import type { CSSProperties } from 'react';
import { Link } from 'react-router';
import { dateTimeFormat } from '../../../lib/format/locale.ts';
import { usePublicTranslation } from '../../../lib/i18n.ts';
import { pathTo } from '../../../lib/route-paths.ts';
import { useLatestPosts } from '../api/get-latest-posts.ts';

// Keeps the author's line breaks and clamps long texts to five lines, so the three cards stay level.
const DESCRIPTION_STYLE: CSSProperties = {
  whiteSpace: 'pre-line',
  display: '-webkit-box',
  WebkitLineClamp: 5,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
};

/** A post's date in the visitor's language ('15. Juni 2026'). */
const dateFormat = () => dateTimeFormat({ dateStyle: 'long' });

function NewsCard({ post }: { post: Post }) {
  return (
    <article className="card h-100 shadow-sm">
      <div className="card-body">
        <h3 className="h6 card-title mb-1">
          <Link
            to={pathTo('newsPost', { id: String(post.id) })}
            className="stretched-link link-body-emphasis"
          >
            {post.name}
          </Link>
        </h3>
        <p className="small text-body-secondary mb-2">
          <time dateTime={post.createdAt}>{dateFormat().format(new Date(post.createdAt))}</time>
        </p>
        {/* Plain text: the description is never rendered as HTML. */}
        <p className="card-text mb-0" style={DESCRIPTION_STYLE}>
          {post.description}
        </p>
      </div>
    </article>
  );
}

/**
 * The news strip below every public page: the three newest posts (name, date, description as text). A failed
 * load hides the strip's content behind one quiet line: the page itself still works.
 */
export function NewsStrip() {
  const { t } = usePublicTranslation();
  const posts = useLatestPosts();
  return (
    <section aria-labelledby="news-heading" className="mb-4">
      <h2 id="news-heading" className="h4 mb-3">
        {t('news.title')}
      </h2>
      {posts.isError && <p className="text-body-secondary">{t('news.unavailable')}</p>}
      {posts.data?.posts.length === 0 && <p className="text-body-secondary">{t('news.empty')}</p>}
      <div className="row row-cols-1 row-cols-md-3 g-3">
        {posts.data?.posts.map((post) => (
          <div className="col" key={post.id}>
            <NewsCard post={post} />
          </div>
        ))}
      </div>
    </section>
  );
}

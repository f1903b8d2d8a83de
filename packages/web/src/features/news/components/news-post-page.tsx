import type { CSSProperties } from 'react';
import Spinner from 'react-bootstrap/Spinner';
import { Link, useParams } from 'react-router';
import { ApiErrorAlerts } from '../../../components/api-error-alerts.tsx';
import { PageHeading } from '../../../components/page-heading.tsx';
import { ApiError } from '../../../lib/api-error.ts';
import { dateTimeFormat } from '../../../lib/format/locale.ts';
import { usePublicTranslation } from '../../../lib/i18n.ts';
import { pathTo } from '../../../lib/route-paths.ts';
import { usePost } from '../api/get-post.ts';

// The author's line breaks kept; plain text, never HTML.
const TEXT_STYLE: CSSProperties = { whiteSpace: 'pre-line', overflowWrap: 'break-word' };

/** A post's date in the visitor's language ('15. Juni 2026'). */
const dateFormat = () => dateTimeFormat({ dateStyle: 'long' });

/** /news/{id}: one news post in full, linked from the news strip whose cards show five lines of it. */
export function NewsPostPage() {
  const { t } = usePublicTranslation();
  const { id = '' } = useParams();
  const post = usePost(id);

  if (post.isPending) {
    return (
      <div className="d-flex align-items-center gap-2 py-4" role="status">
        <Spinner animation="border" size="sm" aria-hidden="true" />
        <span>{t('common.loading')}</span>
      </div>
    );
  }
  if (post.isError) {
    const missing = post.error instanceof ApiError && post.error.status === 404;
    return (
      <>
        <PageHeading title={t('news.notFound')} />
        {missing ? null : (
          <ApiErrorAlerts
            errors={post.error instanceof ApiError ? post.error.errors : []}
            fallback={t('common.loadError')}
            variant="primary"
          />
        )}
        <Link to={pathTo('home')}>{t('notFound.backHome')}</Link>
      </>
    );
  }
  const { name, description, createdAt } = post.data;
  return (
    <article>
      <PageHeading title={name}>
        <p className="text-body-secondary">
          <time dateTime={createdAt}>{dateFormat().format(new Date(createdAt))}</time>
        </p>
      </PageHeading>
      <p className="lead" style={TEXT_STYLE}>
        {description}
      </p>
    </article>
  );
}

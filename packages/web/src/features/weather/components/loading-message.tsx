import Spinner from 'react-bootstrap/Spinner';
import { usePublicTranslation } from '../../../lib/i18n.ts';

/** 'Bitte warten' with a spinner, shown while a weather page's data loads and nothing failed (spec §2). */
export function LoadingMessage() {
  const { t } = usePublicTranslation();
  return (
    <div className="d-flex align-items-center gap-2 py-4" role="status">
      <Spinner animation="border" size="sm" aria-hidden="true" />
      <span>{t('common.loading')}</span>
    </div>
  );
}

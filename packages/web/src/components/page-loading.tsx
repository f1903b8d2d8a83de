import { usePublicTranslation } from '../lib/i18n.ts';

/** Shown while the first page's code loads: a spinner announced as 'Bitte warten'. */
export function PageLoading() {
  const { t } = usePublicTranslation();
  return (
    <div className="d-flex justify-content-center py-5">
      <div className="spinner-border" role="status">
        <span className="visually-hidden">{t('common.loading')}</span>
      </div>
    </div>
  );
}

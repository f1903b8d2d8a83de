import type { ImportJob, ImportStatus } from '@meteodeck/contract';
import Alert from 'react-bootstrap/Alert';
import Badge from 'react-bootstrap/Badge';
import Card from 'react-bootstrap/Card';
import { Link } from 'react-router';
import { LabelledProgress } from '../../../components/labelled-progress.tsx';
import { useAdminTranslation } from '../../../lib/i18n.ts';
import { pathTo } from '../../../lib/route-paths.ts';
import { ImportPreviewTable } from './import-preview-table.tsx';
import { ImportSourceChecks } from './import-source-checks.tsx';
import { ImportTallyTable } from './import-tally.tsx';
import { RowReasons } from './row-reasons.tsx';

const STATUS_VARIANT: Record<ImportStatus, string> = {
  uploading: 'secondary',
  running: 'primary',
  done: 'success',
  failed: 'danger',
  interrupted: 'warning',
};

/** The status of an import as a coloured badge. */
export function ImportStatusBadge({ status }: { status: ImportStatus }) {
  const { t } = useAdminTranslation();
  return (
    <Badge bg={STATUS_VARIANT[status]} text={status === 'interrupted' ? 'dark' : undefined}>
      {t(`import.status.${status}`)}
    </Badge>
  );
}

/** French thousands (a narrow no-break space), as the back office writes counts. */
const count = (n: number) => n.toLocaleString('fr-FR');

/**
 * One import: its progress while the file is sent, what the received file holds with 'Lancer l’import'
 * (`onStarted` once the server took it), its progress while imported (the page follows it every second),
 * then its closing summary: counts, the outcome by reason, the rejected rows with their place and reason,
 * and the columns not imported.
 */
export function ImportJobPanel({ job, onStarted }: { job: ImportJob; onStarted: (job: ImportJob) => void }) {
  const { t } = useAdminTranslation();
  const unfinished = job.status === 'uploading' || job.status === 'running';
  const received = job.status === 'uploading' && job.received === job.size;
  const percent = Math.round(
    (job.status === 'uploading' ? job.received / Math.max(1, job.size) : job.progress) * 100,
  );
  return (
    <Card className="shadow-sm" aria-live="polite">
      <Card.Header className="d-flex flex-wrap justify-content-between align-items-center gap-2">
        <h2 className="h5 mb-0 text-break">
          {unfinished ? t('import.current') : t('import.summary')} · {job.fileName}
        </h2>
        <ImportStatusBadge status={job.status} />
      </Card.Header>
      <Card.Body>
        <p className="small text-body-secondary mb-2">
          {t('import.stationAndKind', { station: job.station, kind: t(`import.kinds.${job.kind}`) })}
        </p>
        {received && <ImportPreviewTable job={job} onStarted={onStarted} />}
        {unfinished && !received && (
          <>
            <LabelledProgress
              className="mb-2"
              percent={percent}
              label={t('import.progress')}
              animated={job.status === 'running'}
            />
            {/* Only once the whole file is on the server: closing the page while it is sent stops the upload. */}
            {job.status === 'running' && <p className="small mb-2">{t('import.keepsRunning')}</p>}
          </>
        )}
        {!received && (
          <p className="mb-2" data-testid="import-counts">
            {t('import.counts', {
              rows: count(job.rows),
              imported: count(job.imported),
              skipped: count(job.skipped),
              rejected: count(job.rejected),
            })}
          </p>
        )}
        {job.status === 'done' && <ImportTallyTable job={job} />}
        {(job.valuesFlagged > 0 || job.valuesDropped > 0) && (
          <p className="mb-2" data-testid="import-values">
            {t('import.valuesTakenOut', {
              flagged: count(job.valuesFlagged),
              dropped: count(job.valuesDropped),
            })}
            {job.valuesFlagged > 0 && (
              <>
                {' '}
                <Link to={pathTo('adminQuality')}>{t('import.reviewLink')}</Link>
              </>
            )}
          </p>
        )}
        {job.daysWithSourceExtremes > 0 && (
          <p className="mb-2" data-testid="import-source-extremes">
            {t('import.sourceExtremes', { days: count(job.daysWithSourceExtremes) })}
          </p>
        )}
        <ImportSourceChecks job={job} />
        {job.error !== null && (
          <Alert variant={job.status === 'interrupted' ? 'warning' : 'danger'}>{job.error}</Alert>
        )}
        {job.unmappedColumns.length > 0 && (
          <p className="small">{t('import.unmapped', { columns: job.unmappedColumns.join(', ') })}</p>
        )}
        {job.rejections.length > 0 && (
          <RowReasons
            title={t('import.rejections')}
            rows={job.rejections}
            more={
              job.rejected > job.rejections.length
                ? t('import.rejectionsMore', { shown: job.rejections.length, total: count(job.rejected) })
                : undefined
            }
          />
        )}
        {job.skips.length > 0 && <RowReasons title={t('import.skips')} rows={job.skips} />}
      </Card.Body>
    </Card>
  );
}

import type { ApiErrorList, ImportJob, ImportPreview } from '@meteodeck/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Spinner from 'react-bootstrap/Spinner';
import Table from 'react-bootstrap/Table';
import { ApiErrorAlerts } from '../../../components/api-error-alerts.tsx';
import { ApiError } from '../../../lib/api-error.ts';
import { useAdminTranslation } from '../../../lib/i18n.ts';
import { useImportColumns } from '../api/get-import-columns.ts';
import { useImportPreview } from '../api/get-import-preview.ts';
import { startImport } from '../api/start-import.ts';
import { ImportColumnMapper } from './import-column-mapper.tsx';
import { RowReasons } from './row-reasons.tsx';

const count = (n: number) => n.toLocaleString('fr-FR');

/** A measure as the file writes it: its column, and its unit when it has one. */
const measureText = (m: ImportPreview['measures'][number]) =>
  m.unit === '' ? m.column : `${m.column} (${m.unit})`;

/**
 * What a received file holds, before its import starts (GET /api/import/{id}/preview): the station it goes
 * to, its period in the station's time zone, its rows, its measures with their units as written, where
 * the days' extremes will come from and the problems found, then 'Lancer l’import'. A file the server
 * refuses shows why; starting it anyway has the server say so again and fail the import. A CSV file in a
 * layout meteodeck does not know goes through the column mapping step first (ImportColumnMapper), which
 * the admin may also open for any CSV file ('Associer les colonnes').
 */
export function ImportPreviewTable({
  job,
  onStarted,
}: {
  job: ImportJob;
  onStarted: (job: ImportJob) => void;
}) {
  const { t } = useAdminTranslation();
  const queryClient = useQueryClient();
  const isCsv = job.kind === 'csv';
  const columns = useImportColumns(job.id, isCsv);
  // The admin's choice (map, or back to the preview); by default, a CSV meteodeck cannot read unmapped.
  const [mapChosen, setMapChosen] = useState<boolean | undefined>();
  const read = columns.data;
  const unmapped =
    read !== undefined && read.recognized === null && (read.mapping === null || read.remembered);
  const mapping = isCsv && read !== undefined && (mapChosen ?? unmapped);
  const previewWanted = !isCsv || columns.isError || (read !== undefined && !mapping);
  const preview = useImportPreview(job.id, previewWanted);
  const [starting, setStarting] = useState(false);
  const [errors, setErrors] = useState<ApiErrorList | undefined>();
  const start = async () => {
    setStarting(true);
    setErrors(undefined);
    try {
      onStarted(await startImport(job.id));
    } catch (error) {
      setErrors(error instanceof ApiError ? error.errors : []);
      // A refused file fails its import: the list and the panel say so at once.
      void queryClient.invalidateQueries({ queryKey: ['imports'] });
    } finally {
      setStarting(false);
    }
  };
  const mapped = (answer: ImportPreview) => {
    queryClient.setQueryData(['imports', 'preview', job.id], answer);
    void queryClient.invalidateQueries({ queryKey: ['imports', 'columns', job.id] });
    setMapChosen(false);
  };
  const found = preview.data;
  if (mapping)
    return (
      <ImportColumnMapper
        jobId={job.id}
        columns={read}
        onMapped={mapped}
        onCancel={unmapped ? undefined : () => setMapChosen(false)}
      />
    );
  const loading = (isCsv && columns.isPending) || (previewWanted && preview.isPending);
  return (
    <section aria-labelledby={`import-preview-${job.id}`} className="mb-2" data-testid="import-preview">
      <h3 id={`import-preview-${job.id}`} className="h6">
        {t('import.previewTitle')}
      </h3>
      {loading && (
        <p className="small text-body-secondary" role="status">
          <Spinner animation="border" size="sm" className="me-2" aria-hidden="true" />
          {t('import.previewLoading')}
        </p>
      )}
      {preview.error !== null && (
        <ApiErrorAlerts
          errors={preview.error instanceof ApiError ? preview.error.errors : []}
          fallback={t('import.failed')}
        />
      )}
      {found !== undefined && (
        <>
          <p className="small text-body-secondary">{t('import.previewIntro')}</p>
          <PreviewFacts found={found} />
        </>
      )}
      {errors !== undefined && <ApiErrorAlerts errors={errors} fallback={t('import.failed')} />}
      {!loading && (
        <div className="d-flex flex-wrap gap-2 mt-2">
          <Button onClick={() => void start()} disabled={starting}>
            {starting ? t('import.starting') : t('import.startImport')}
          </Button>
          {read !== undefined && (
            <Button variant="outline-secondary" onClick={() => setMapChosen(true)} disabled={starting}>
              {t('import.mapping.open')}
            </Button>
          )}
        </div>
      )}
    </section>
  );
}

/** The preview's short table, then the first rows that could not be read. */
function PreviewFacts({ found }: { found: ImportPreview }) {
  const { t } = useAdminTranslation();
  const { period, extremes, problems } = found;
  const problemTexts = [
    ...(problems.unknownColumns.length > 0
      ? [t('import.preview.unknownColumns', { columns: problems.unknownColumns.join(', ') })]
      : []),
    ...(problems.unreadable > 0
      ? [t('import.preview.unreadable', { count: count(problems.unreadable) })]
      : []),
    ...(problems.duplicates > 0
      ? [t('import.preview.duplicates', { count: count(problems.duplicates) })]
      : []),
  ];
  const rows: Array<[string, React.ReactNode]> = [
    [
      t('import.preview.stations'),
      found.stations.map((s) => <div key={s.inFile}>{t('import.preview.stationTo', s)}</div>),
    ],
    [
      t('import.preview.period'),
      period.firstLocal === null || period.lastLocal === null
        ? t('import.preview.periodNone')
        : t('import.preview.periodRange', {
            first: period.firstLocal,
            last: period.lastLocal,
            timeZone: period.timeZone,
          }),
    ],
    [t('import.preview.rows'), count(found.rows)],
    [
      t('import.preview.measures'),
      found.measures.length === 0
        ? t('import.preview.measuresNone')
        : found.measures.map(measureText).join(', '),
    ],
    [
      t('import.preview.extremes'),
      [
        t(`import.preview.extremesSources.${extremes.source}`, { days: count(extremes.days) }),
        ...(extremes.records > 0 ? [t('import.preview.records', { count: extremes.records })] : []),
      ].join(' · '),
    ],
    [
      t('import.preview.problems'),
      problemTexts.length === 0
        ? t('import.preview.problemsNone')
        : problemTexts.map((text) => <div key={text}>{text}</div>),
    ],
  ];
  return (
    <>
      <Table size="sm" className="mb-2">
        <tbody>
          {rows.map(([label, value]) => (
            <tr key={label}>
              <th scope="row" className="fw-semibold w-25">
                {label}
              </th>
              <td className="text-break">{value}</td>
            </tr>
          ))}
        </tbody>
      </Table>
      {problems.examples.length > 0 && (
        <RowReasons title={t('import.preview.examples')} rows={problems.examples} />
      )}
    </>
  );
}

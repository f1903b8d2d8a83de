import type { ImportJob } from '@meteodeck/contract';
import Table from 'react-bootstrap/Table';
import { useAdminTranslation } from '../../../lib/i18n.ts';

/** French numbers, as the back office writes them. */
const number = (n: number) => n.toLocaleString('fr-FR', { maximumFractionDigits: 3 });
const withUnit = (n: number, unit: string) => (unit === '' ? number(n) : `${number(n)} ${unit}`);

/**
 * What a CumulusMX import said beside its rows: how many records of alltime.ini and monthlyalltime.ini it
 * kept (and, folded, those it did not, with why), and the days its dayfile and its monthly logs disagree
 * on, counted, with the list folded in a table (both values in the logs' units).
 */
export function ImportSourceChecks({ job }: { job: ImportJob }) {
  const { t } = useAdminTranslation();
  const { recordsApplied, recordsSkipped, disagreementCount, disagreements } = job;
  return (
    <>
      {(recordsApplied > 0 || recordsSkipped.length > 0) && (
        <div className="mb-2" data-testid="import-records">
          <p className="mb-1">{t('import.recordsApplied', { count: recordsApplied })}</p>
          {recordsSkipped.length > 0 && (
            <details className="small">
              <summary>{t('import.recordsSkipped', { count: recordsSkipped.length })}</summary>
              <ul className="mb-0">
                {recordsSkipped.map((note) => (
                  <li key={`${note.at} ${note.reason}`}>{t('import.recordNote', note)}</li>
                ))}
              </ul>
            </details>
          )}
        </div>
      )}
      {disagreementCount > 0 && (
        <div className="mb-2" data-testid="import-disagreements">
          <p className="mb-1">{t('import.disagreements', { count: disagreementCount })}</p>
          <details className="small">
            <summary>{t('import.disagreementsShow')}</summary>
            {disagreementCount > disagreements.length && (
              <p className="text-body-secondary mb-1">
                {t('import.disagreementsMore', { shown: disagreements.length, total: disagreementCount })}
              </p>
            )}
            <div className="table-responsive" style={{ maxHeight: '20rem' }}>
              <Table size="sm" striped className="mb-0">
                <thead>
                  <tr>
                    <th scope="col">{t('import.disagreementColumns.day')}</th>
                    <th scope="col">{t('import.disagreementColumns.measure')}</th>
                    <th scope="col">{t('import.disagreementColumns.dayfile')}</th>
                    <th scope="col">{t('import.disagreementColumns.logs')}</th>
                  </tr>
                </thead>
                <tbody>
                  {disagreements.map((d) => (
                    <tr key={`${d.day} ${d.measure} ${d.side}`}>
                      <td className="text-nowrap">{d.day}</td>
                      <td>
                        {t(`import.measures.${d.measure}`)} {t(`import.sides.${d.side}`)}
                      </td>
                      <td className="text-nowrap">{withUnit(d.dayfile, d.unit)}</td>
                      <td className="text-nowrap">{withUnit(d.logs, d.unit)}</td>
                    </tr>
                  ))}
                </tbody>
              </Table>
            </div>
          </details>
        </div>
      )}
    </>
  );
}

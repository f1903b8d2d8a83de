import type { ImportJob, ImportTally } from '@meteodeck/contract';
import Table from 'react-bootstrap/Table';
import { useAdminTranslation } from '../../../lib/i18n.ts';

const count = (n: number) => n.toLocaleString('fr-FR');

/** Figures shown even at zero; the others only when some row had that fate. */
const ALWAYS: ReadonlySet<keyof ImportTally> = new Set(['daysImported', 'alreadyStored']);
const ORDER: ReadonlyArray<keyof ImportTally> = [
  'alreadyStored',
  'duplicates',
  'unreadable',
  'outOfRange',
  'noMeasure',
  'other',
];

/**
 * A finished import's outcome: days imported, days whose extremes came from the source's own summaries,
 * and the rows skipped or rejected by reason, with their counts (the lists below only sample them).
 */
export function ImportTallyTable({ job }: { job: ImportJob }) {
  const { t } = useAdminTranslation();
  const { tally } = job;
  const figures: Array<[string, number]> = [
    [t('import.tally.daysImported'), tally.daysImported],
    [t('import.tally.daysWithSourceExtremes'), job.daysWithSourceExtremes],
    ...ORDER.filter((key) => ALWAYS.has(key) || tally[key] > 0).map((key): [string, number] => [
      t(`import.tally.${key}`),
      tally[key],
    ]),
  ];
  return (
    <section aria-labelledby={`import-tally-${job.id}`} className="mb-2" data-testid="import-tally">
      <h3 id={`import-tally-${job.id}`} className="h6">
        {t('import.tally.title')}
      </h3>
      <Table size="sm" className="mb-0">
        <tbody>
          {figures.map(([label, value]) => (
            <tr key={label}>
              <th scope="row" className="fw-normal">
                {label}
              </th>
              <td className="text-end text-nowrap">{count(value)}</td>
            </tr>
          ))}
        </tbody>
      </Table>
    </section>
  );
}

import type { ImportRejection } from '@meteodeck/contract';
import Table from 'react-bootstrap/Table';
import { useAdminTranslation } from '../../../lib/i18n.ts';

/** A list of the file's rows with why each was refused or left out. */
export function RowReasons({ title, rows, more }: { title: string; rows: ImportRejection[]; more?: string }) {
  const { t } = useAdminTranslation();
  return (
    <>
      <h3 className="h6 mt-3">{title}</h3>
      {more !== undefined && <p className="small text-body-secondary">{more}</p>}
      <div className="table-responsive" style={{ maxHeight: '20rem' }}>
        <Table size="sm" striped className="mb-0">
          <thead>
            <tr>
              <th scope="col">{t('import.at')}</th>
              <th scope="col">{t('import.reason')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row, index) => (
              // Rows are listed once, in file order: their position is their identity.
              // biome-ignore lint/suspicious/noArrayIndexKey: see above
              <tr key={index}>
                <td className="text-nowrap">{row.at}</td>
                <td>{row.reason}</td>
              </tr>
            ))}
          </tbody>
        </Table>
      </div>
    </>
  );
}

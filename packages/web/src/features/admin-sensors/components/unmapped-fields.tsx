import type { RawUpload, UnmappedField } from '@meteodeck/contract';
import Card from 'react-bootstrap/Card';
import Table from 'react-bootstrap/Table';
import { useAdminTranslation } from '../../../lib/i18n.ts';

/** The fields the station's uploads carry that nothing reads, and its last uploads as received. */
export function UnmappedFields({
  unmapped,
  uploads,
}: {
  unmapped: readonly UnmappedField[];
  uploads: readonly RawUpload[];
}) {
  const { t } = useAdminTranslation();
  return (
    <Card className="mt-4">
      <Card.Body>
        <Card.Title as="h2" className="h5">
          {t('sensors.unmapped.title')}
        </Card.Title>
        <p className="text-body-secondary">{t('sensors.unmapped.intro')}</p>
        {unmapped.length === 0 ? (
          <p className="mb-0">{t('sensors.unmapped.none')}</p>
        ) : (
          <Table responsive size="sm">
            <thead>
              <tr>
                <th scope="col">{t('sensors.unmapped.field')}</th>
                <th scope="col">{t('sensors.unmapped.lastValue')}</th>
                <th scope="col">{t('sensors.unmapped.protocol')}</th>
                <th scope="col">{t('sensors.unmapped.lastSeen')}</th>
              </tr>
            </thead>
            <tbody>
              {unmapped.map((field) => (
                <tr key={field.field}>
                  <td className="font-monospace">{field.field}</td>
                  <td className="font-monospace">{field.lastValue}</td>
                  <td>{field.protocol}</td>
                  <td>{new Date(field.lastSeenAt).toLocaleString('fr-FR')}</td>
                </tr>
              ))}
            </tbody>
          </Table>
        )}
        {uploads.length === 0 ? null : (
          <details className="mt-3">
            <summary>{t('sensors.uploads.title', { count: uploads.length })}</summary>
            {uploads.map((upload) => (
              <div key={`${upload.receivedAt}${upload.protocol}`} className="mt-2">
                <div className="small text-body-secondary">
                  {upload.protocol} · {new Date(upload.receivedAt).toLocaleString('fr-FR')}
                </div>
                <pre className="small mb-0 text-break" style={{ whiteSpace: 'pre-wrap' }}>
                  {Object.entries(upload.fields)
                    .map(([name, value]) => `${name}=${value}`)
                    .join('&')}
                </pre>
              </div>
            ))}
          </details>
        )}
      </Card.Body>
    </Card>
  );
}

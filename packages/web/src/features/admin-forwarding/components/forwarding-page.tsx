import Form from 'react-bootstrap/Form';
import { PageHeading } from '../../../components/page-heading.tsx';
import { useAdminTranslation } from '../../../lib/i18n.ts';
import { ForwardingForm } from './forwarding-form.tsx';
import { ForwardingTable } from './forwarding-table.tsx';
import { useForwarding } from './use-forwarding.ts';

/**
 * /admin/forwarding (admins only): the weather networks a station's readings are forwarded to, each with
 * its credentials, its switch and its status (last success, last error, queue length).
 */
export function ForwardingPage() {
  const { t } = useAdminTranslation();
  const forwarding = useForwarding();
  return (
    <>
      <PageHeading title={t('routes.adminForwarding')}>
        <p className="text-body-secondary mb-0">{t('forwarding.intro')}</p>
      </PageHeading>
      <Form.Group className="mb-3" controlId="forwarding-station">
        <Form.Label>{t('forwarding.station')}</Form.Label>
        <Form.Select value={forwarding.reference} onChange={(e) => forwarding.setReference(e.target.value)}>
          {forwarding.stations.map((s) => (
            <option key={s.reference} value={s.reference}>
              {s.name}
            </option>
          ))}
        </Form.Select>
      </Form.Group>
      <ForwardingTable
        forwardings={forwarding.forwardings}
        empty={forwarding.empty}
        {...(forwarding.timeZone === undefined ? {} : { timeZone: forwarding.timeZone })}
        onToggle={forwarding.toggle}
        onRemove={forwarding.remove}
      />
      <ForwardingForm onAdd={forwarding.add} />
    </>
  );
}

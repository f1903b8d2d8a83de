import type { Forwarding } from '@meteodeck/contract';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Table from 'react-bootstrap/Table';
import { useAdminTranslation } from '../../../lib/i18n.ts';
import { SERVICE_LABELS } from '../service-labels.ts';

function formatDate(iso: string | null): string {
  return iso === null ? '—' : new Date(iso).toLocaleString('fr-FR');
}

/** A station's targets: network, its station id, state, last success and error, queue, switch and delete. */
export function ForwardingTable({
  forwardings,
  empty,
  onToggle,
  onRemove,
}: {
  forwardings: readonly Forwarding[];
  empty: boolean;
  onToggle: (target: Forwarding) => Promise<void>;
  onRemove: (target: Forwarding) => Promise<void>;
}) {
  const { t } = useAdminTranslation();
  return (
    <Table responsive striped className="align-middle">
      <thead>
        <tr>
          <th>{t('forwarding.service')}</th>
          <th>{t('forwarding.stationId')}</th>
          <th>{t('forwarding.state')}</th>
          <th>{t('forwarding.lastSuccess')}</th>
          <th>{t('forwarding.lastError')}</th>
          <th>{t('forwarding.queue')}</th>
          <th>
            <span className="visually-hidden">{t('forwarding.actions')}</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {forwardings.map((target) => (
          <tr key={target.id}>
            <td>{SERVICE_LABELS[target.service]}</td>
            <td>{target.stationId}</td>
            <td>
              <Badge
                bg={
                  target.status.state === 'ok'
                    ? 'success'
                    : target.status.state === 'disabled'
                      ? 'secondary'
                      : 'danger'
                }
              >
                {t(`forwarding.states.${target.status.state}`)}
              </Badge>
            </td>
            <td>{formatDate(target.status.lastSuccessAt)}</td>
            <td>
              {target.status.lastError === null
                ? '—'
                : `${formatDate(target.status.lastErrorAt)} : ${target.status.lastError}`}
            </td>
            <td>{target.status.queueLength}</td>
            <td className="text-nowrap">
              <Form.Check
                type="switch"
                id={`forwarding-enabled-${target.id}`}
                label={t('forwarding.enabled')}
                checked={target.enabled}
                onChange={() => void onToggle(target)}
              />
              <Button variant="outline-danger" size="sm" onClick={() => void onRemove(target)}>
                {t('forwarding.delete')}
              </Button>
            </td>
          </tr>
        ))}
        {empty && (
          <tr>
            <td colSpan={7}>{t('forwarding.empty')}</td>
          </tr>
        )}
      </tbody>
    </Table>
  );
}

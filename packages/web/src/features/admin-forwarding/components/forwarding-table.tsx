import type { Forwarding } from '@meteodeck/contract';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Table from 'react-bootstrap/Table';
import { useAdminTranslation } from '../../../lib/i18n.ts';
import { SERVICE_LABELS } from '../service-labels.ts';
import { nextSendText } from '../status-text.ts';

function formatDate(iso: string | null): string {
  return iso === null ? '—' : new Date(iso).toLocaleString('fr-FR');
}

/**
 * A station's targets: network, its station id, state with when the next reading goes ('En attente du premier
 * relevé (prochain envoi à 14:05)', in the station's time zone), last success and error, queue, switch and
 * delete.
 */
export function ForwardingTable({
  forwardings,
  empty,
  timeZone,
  onToggle,
  onRemove,
}: {
  forwardings: readonly Forwarding[];
  empty: boolean;
  timeZone?: string;
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
                {...(target.status.state === 'waiting' ? { text: 'dark' as const } : {})}
                bg={
                  target.status.state === 'ok'
                    ? 'success'
                    : target.status.state === 'disabled'
                      ? 'secondary'
                      : target.status.state === 'waiting'
                        ? 'info'
                        : 'danger'
                }
              >
                {t(`forwarding.states.${target.status.state}`)}
              </Badge>
              <NextSend text={nextSendText(target.status, Date.now(), t, timeZone)} />
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

function NextSend({ text }: { text: string }) {
  return text === '' ? null : <span className="small text-body-secondary"> ({text})</span>;
}

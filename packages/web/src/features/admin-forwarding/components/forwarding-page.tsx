import { isForwarding, isForwardingList } from 'virtual:answer-checks';
import {
  FORWARDING_SERVICE_NAMES,
  type Forwarding,
  type ForwardingBody,
  type ForwardingServiceName,
} from '@meteodeck/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Form from 'react-bootstrap/Form';
import Table from 'react-bootstrap/Table';
import { PageHeading } from '../../../components/page-heading.tsx';
import { ALL_STATIONS_PARAMS, useSelectedStation, useStations } from '../../../entities/station/index.ts';
import { apiRequest, apiSend } from '../../../lib/api-client.ts';
import { useAdminTranslation } from '../../../lib/i18n.ts';

const SERVICE_LABELS: Record<ForwardingServiceName, string> = {
  wunderground: 'Weather Underground',
  pwsweather: 'PWSweather',
  windy: 'Windy',
  awekas: 'AWEKAS',
  wow: 'Met Office WOW',
  openweathermap: 'OpenWeatherMap',
  cwop: 'CWOP',
};

const base = (stationId: number) => `/api/weatherStation/${stationId}/forwarding`;

function formatDate(iso: string | null): string {
  return iso === null ? '—' : new Date(iso).toLocaleString('fr-FR');
}

/**
 * /admin/forwarding (admins only): the weather networks a station's readings are forwarded to, each with
 * its credentials, its switch and its status (last success, last error, queue length).
 */
export function ForwardingPage() {
  const { t } = useAdminTranslation();
  const queryClient = useQueryClient();
  const selected = useSelectedStation();
  const stations = useStations(ALL_STATIONS_PARAMS);
  const [reference, setReference] = useState(selected.reference);
  const station = stations.data?.weatherStations.find((s) => s.reference === reference);
  const list = useQuery({
    queryKey: ['forwarding', station?.id],
    queryFn: ({ signal }) => apiRequest(base(station?.id ?? 0), isForwardingList, { signal }),
    enabled: station !== undefined,
    refetchInterval: 10_000,
  });
  const [service, setService] = useState<ForwardingServiceName>('wunderground');
  const [stationId, setStationId] = useState('');
  const [key, setKey] = useState('');
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['forwarding'] });

  const add = async (event: FormEvent) => {
    event.preventDefault();
    if (station === undefined) return;
    const body: ForwardingBody = { service, stationId, key, enabled: true };
    await apiRequest(base(station.id), isForwarding, { method: 'POST', body });
    setStationId('');
    setKey('');
    await refresh();
  };
  const toggle = async (target: Forwarding) => {
    if (station === undefined) return;
    const body: ForwardingBody = {
      service: target.service,
      stationId: target.stationId,
      key: target.key,
      enabled: !target.enabled,
    };
    await apiRequest(`${base(station.id)}/${target.id}`, isForwarding, { method: 'PUT', body });
    await refresh();
  };
  const remove = async (target: Forwarding) => {
    if (station === undefined) return;
    await apiSend(`${base(station.id)}/${target.id}`, { method: 'DELETE' });
    await refresh();
  };

  return (
    <>
      <PageHeading title={t('routes.adminForwarding')}>
        <p className="text-body-secondary mb-0">{t('forwarding.intro')}</p>
      </PageHeading>
      <Form.Group className="mb-3" controlId="forwarding-station">
        <Form.Label>{t('forwarding.station')}</Form.Label>
        <Form.Select value={reference} onChange={(e) => setReference(e.target.value)}>
          {(stations.data?.weatherStations ?? []).map((s) => (
            <option key={s.reference} value={s.reference}>
              {s.name}
            </option>
          ))}
        </Form.Select>
      </Form.Group>
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
          {(list.data?.forwardings ?? []).map((target) => (
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
                  onChange={() => void toggle(target)}
                />
                <Button variant="outline-danger" size="sm" onClick={() => void remove(target)}>
                  {t('forwarding.delete')}
                </Button>
              </td>
            </tr>
          ))}
          {list.data?.numberOfResult === 0 && (
            <tr>
              <td colSpan={7}>{t('forwarding.empty')}</td>
            </tr>
          )}
        </tbody>
      </Table>
      <Card className="shadow-sm">
        <Card.Body>
          <h2 className="h5">{t('forwarding.add')}</h2>
          <Form onSubmit={(e) => void add(e)}>
            <Form.Group className="mb-3" controlId="forwarding-service">
              <Form.Label>{t('forwarding.service')}</Form.Label>
              <Form.Select
                value={service}
                onChange={(e) => setService(e.target.value as ForwardingServiceName)}
              >
                {FORWARDING_SERVICE_NAMES.map((name) => (
                  <option key={name} value={name}>
                    {SERVICE_LABELS[name]}
                  </option>
                ))}
              </Form.Select>
              <Form.Text>{t(`forwarding.help.${service}`)}</Form.Text>
            </Form.Group>
            <Form.Group className="mb-3" controlId="forwarding-station-id">
              <Form.Label>{t('forwarding.stationId')}</Form.Label>
              <Form.Control required value={stationId} onChange={(e) => setStationId(e.target.value)} />
            </Form.Group>
            <Form.Group className="mb-3" controlId="forwarding-key">
              <Form.Label>{t('forwarding.key')}</Form.Label>
              <Form.Control value={key} onChange={(e) => setKey(e.target.value)} autoComplete="off" />
            </Form.Group>
            <Button type="submit">{t('forwarding.submit')}</Button>
          </Form>
        </Card.Body>
      </Card>
    </>
  );
}

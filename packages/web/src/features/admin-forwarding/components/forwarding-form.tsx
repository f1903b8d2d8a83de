import { FORWARDING_SERVICE_NAMES, type ForwardingServiceName } from '@meteodeck/contract';
import { type FormEvent, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Form from 'react-bootstrap/Form';
import { useAdminTranslation } from '../../../lib/i18n.ts';
import { SERVICE_LABELS } from '../service-labels.ts';
import type { NewForwarding } from './use-forwarding.ts';

/** 'Ajouter un transfert': a network, the station's id there and its key; emptied once the target is added. */
export function ForwardingForm({
  onAdd,
}: {
  onAdd: (target: NewForwarding, onSent: () => void) => Promise<void>;
}) {
  const { t } = useAdminTranslation();
  const [service, setService] = useState<ForwardingServiceName>('wunderground');
  const [stationId, setStationId] = useState('');
  const [key, setKey] = useState('');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void onAdd({ service, stationId, key }, () => {
      setStationId('');
      setKey('');
    });
  };

  return (
    <Card className="shadow-sm">
      <Card.Body>
        <h2 className="h5">{t('forwarding.add')}</h2>
        <Form onSubmit={submit}>
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
  );
}

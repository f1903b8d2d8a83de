import type { AlertSettings, QualityMeasure, Unit } from '@meteodeck/contract';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Row from 'react-bootstrap/Row';
import { fromStationUnit, toStationUnit, unitLabel } from '../../../lib/format/measure-units.ts';
import { useAdminTranslation } from '../../../lib/i18n.ts';
import { useAlertEpisodes } from '../api/get-alert-episodes.ts';
import { useAlertSettings } from '../api/get-alert-settings.ts';
import { saveAlertSettings } from '../api/save-alert-settings.ts';

/** The thresholds of the form, the measure whose unit each is shown in, and its field in the settings. */
const THRESHOLDS: readonly { field: 'frost' | 'gust' | 'rainRate'; measure: QualityMeasure }[] = [
  { field: 'frost', measure: 'temperature' },
  { field: 'gust', measure: 'windGust' },
  { field: 'rainRate', measure: 'rainRate' },
];

/**
 * A station's owner alerts, in its back-office form (admins): who is told (e-mail addresses, a webhook),
 * of what (no data for N minutes, a low battery, thresholds in the station's units), and the latest
 * alerts with their start and end.
 */
export function AlertSettingsCard({ stationId, units }: { stationId: number; units: Unit | undefined }) {
  const { t } = useAdminTranslation();
  const queryClient = useQueryClient();
  const settings = useAlertSettings(stationId);
  const episodes = useAlertEpisodes(stationId);
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);

  const save = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setMessage(null);
    const data = new FormData(event.currentTarget);
    const text = (name: string) => String(data.get(name) ?? '').trim();
    const number = (name: string) => {
      const value = text(name).replace(',', '.');
      return value === '' ? null : Number(value);
    };
    const body: AlertSettings = {
      enabled: data.get('enabled') === 'on',
      emails: text('emails')
        .split(/[\s,;]+/)
        .filter((address) => address !== ''),
      webhookUrl: text('webhookUrl') === '' ? null : text('webhookUrl'),
      silenceMinutes: number('silenceMinutes'),
      battery: data.get('battery') === 'on',
      frost: null,
      gust: null,
      rainRate: null,
    };
    for (const { field, measure } of THRESHOLDS) {
      const value = number(field);
      body[field] = value === null ? null : fromStationUnit(measure, value, units);
    }
    try {
      await saveAlertSettings(stationId, body);
      setMessage({ ok: true, text: t('alerts.saved') });
    } catch (caught) {
      setMessage({ ok: false, text: caught instanceof Error ? caught.message : String(caught) });
    }
    await queryClient.invalidateQueries({ queryKey: ['alerts', stationId] });
  };

  const current = settings.data;
  if (current === undefined) return null;
  return (
    <Card className="mt-4">
      <Card.Body>
        <Card.Title as="h2" className="h5">
          {t('alerts.title')}
        </Card.Title>
        <p className="text-body-secondary small">{t('alerts.intro')}</p>
        <Form onSubmit={(e) => void save(e)} key={JSON.stringify(current)}>
          <Form.Check
            type="switch"
            id="alerts-enabled"
            name="enabled"
            label={t('alerts.enabled')}
            defaultChecked={current.enabled}
          />
          <Row className="g-2 mt-1">
            <Col md={6}>
              <Form.Group controlId="alerts-emails">
                <Form.Label>{t('alerts.emails')}</Form.Label>
                <Form.Control name="emails" defaultValue={current.emails.join(', ')} />
              </Form.Group>
            </Col>
            <Col md={6}>
              <Form.Group controlId="alerts-webhook">
                <Form.Label>{t('alerts.webhookUrl')}</Form.Label>
                <Form.Control name="webhookUrl" type="url" defaultValue={current.webhookUrl ?? ''} />
              </Form.Group>
            </Col>
            <Col sm={6} md={3}>
              <Form.Group controlId="alerts-silence">
                <Form.Label>{t('alerts.silenceMinutes')}</Form.Label>
                <Form.Control
                  name="silenceMinutes"
                  inputMode="numeric"
                  defaultValue={current.silenceMinutes ?? ''}
                />
              </Form.Group>
            </Col>
            {THRESHOLDS.map(({ field, measure }) => (
              <Col sm={6} md={3} key={field}>
                <Form.Group controlId={`alerts-${field}`}>
                  <Form.Label>
                    {t(`alerts.${field}`)} ({unitLabel(measure, units)})
                  </Form.Label>
                  <Form.Control
                    name={field}
                    inputMode="decimal"
                    defaultValue={
                      current[field] === null ? '' : toStationUnit(measure, current[field], units)
                    }
                  />
                </Form.Group>
              </Col>
            ))}
          </Row>
          <Form.Check
            className="mt-2"
            id="alerts-battery"
            name="battery"
            label={t('alerts.battery')}
            defaultChecked={current.battery}
          />
          {message === null ? null : (
            <p role={message.ok ? 'status' : 'alert'} className={message.ok ? 'text-success' : 'text-danger'}>
              {message.text}
            </p>
          )}
          <Button type="submit" className="mt-2">
            {t('alerts.save')}
          </Button>
        </Form>
        <h3 className="h6 mt-4">{t('alerts.episodes')}</h3>
        {(episodes.data?.episodes ?? []).length === 0 ? (
          <p className="small text-body-secondary">{t('alerts.noEpisode')}</p>
        ) : (
          <ul className="small mb-0">
            {(episodes.data?.episodes ?? []).map((episode) => (
              <li key={episode.id}>
                {t(`alerts.kinds.${episode.kind}`)} : {new Date(episode.startedAt).toLocaleString('fr-FR')}
                {episode.endedAt === null
                  ? ` — ${t('alerts.ongoing')}`
                  : ` → ${new Date(episode.endedAt).toLocaleString('fr-FR')}`}
              </li>
            ))}
          </ul>
        )}
      </Card.Body>
    </Card>
  );
}

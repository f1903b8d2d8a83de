import type { AlertEpisode, AlertSettings, ApiErrorList, QualityMeasure, Unit } from '@meteodeck/contract';
import { toDisplayUnit } from '@meteodeck/weather';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Row from 'react-bootstrap/Row';
import { ApiError } from '../../../lib/api-error.ts';
import { fromStationUnit, toStationUnit, unitLabel, unitOf } from '../../../lib/format/measure-units.ts';
import { useAdminTranslation } from '../../../lib/i18n.ts';
import { useAlertChannels } from '../api/get-alert-channels.ts';
import { useAlertEpisodes } from '../api/get-alert-episodes.ts';
import { useAlertSettings } from '../api/get-alert-settings.ts';
import { saveAlertSettings } from '../api/save-alert-settings.ts';
import { AlertTestButton } from './alert-test-button.tsx';

/** The thresholds of the form, the measure whose unit each is shown in, and its field in the settings. */
const THRESHOLDS: readonly { field: 'frost' | 'gust' | 'rainRate'; measure: QualityMeasure }[] = [
  { field: 'frost', measure: 'temperature' },
  { field: 'gust', measure: 'windGust' },
  { field: 'rainRate', measure: 'rainRate' },
];

/** The messages of the server's errors for one field (`emails` takes `emails[2]` too). */
function errorsOf(errors: ApiErrorList, field: string): string[] {
  return errors
    .filter((item) => item.propertyPath === field || item.propertyPath?.startsWith(`${field}[`))
    .map((item) => item.message);
}

function FieldErrors({ field, messages }: { field: string; messages: string[] }) {
  if (messages.length === 0) return null;
  return (
    <Form.Control.Feedback type="invalid" id={`alerts-${field}-error`}>
      {messages.join(' ')}
    </Form.Control.Feedback>
  );
}

/** A field's invalid state and the ids of what describes it (its errors, a hint). */
function invalidProps(errors: ApiErrorList, field: string, hint?: string) {
  const invalid = errorsOf(errors, field).length > 0;
  const described = [invalid ? `alerts-${field}-error` : undefined, hint].filter((id) => id !== undefined);
  return {
    isInvalid: invalid,
    'aria-invalid': invalid,
    ...(described.length === 0 ? {} : { 'aria-describedby': described.join(' ') }),
  };
}

/**
 * A station's owner alerts, in its back-office form (admins): who is told (e-mail addresses, a webhook),
 * of what (no data for N minutes, a low battery, thresholds in the station's units), a test alert through
 * the saved channels, and the latest alerts with their start and end. Without an SMTP server the form says
 * that e-mail addresses are refused; the server's errors show under their fields, in French.
 */
export function AlertSettingsCard({ stationId, units }: { stationId: number; units: Unit | undefined }) {
  const { t } = useAdminTranslation();
  const queryClient = useQueryClient();
  const settings = useAlertSettings(stationId);
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const [errors, setErrors] = useState<ApiErrorList>([]);

  const save = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setMessage(null);
    setErrors([]);
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
      const fieldless = caught instanceof ApiError ? caught.errors.filter((e) => !e.propertyPath) : [];
      if (caught instanceof ApiError && caught.errors.length > 0) setErrors(caught.errors);
      if (!(caught instanceof ApiError) || caught.errors.length === 0 || fieldless.length > 0)
        setMessage({
          ok: false,
          text: fieldless[0]?.message ?? (caught instanceof Error ? caught.message : String(caught)),
        });
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
              <EmailsField emails={current.emails} errors={errors} />
            </Col>
            <Col md={6}>
              <Form.Group controlId="alerts-webhook">
                <Form.Label>{t('alerts.webhookUrl')}</Form.Label>
                <Form.Control
                  name="webhookUrl"
                  type="url"
                  defaultValue={current.webhookUrl ?? ''}
                  {...invalidProps(errors, 'webhookUrl')}
                />
                <FieldErrors field="webhookUrl" messages={errorsOf(errors, 'webhookUrl')} />
              </Form.Group>
            </Col>
            <Col sm={6} md={3}>
              <Form.Group controlId="alerts-silence">
                <Form.Label>{t('alerts.silenceMinutes')}</Form.Label>
                <Form.Control
                  name="silenceMinutes"
                  inputMode="numeric"
                  defaultValue={current.silenceMinutes ?? ''}
                  {...invalidProps(errors, 'silenceMinutes')}
                />
                <FieldErrors field="silenceMinutes" messages={errorsOf(errors, 'silenceMinutes')} />
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
                    {...invalidProps(errors, field)}
                  />
                  <FieldErrors field={field} messages={errorsOf(errors, field)} />
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
        <p className="small text-body-secondary mt-3 mb-0">{t('alerts.testHint')}</p>
        <AlertTestButton stationId={stationId} />
        <AlertEpisodes stationId={stationId} units={units} />
      </Card.Body>
    </Card>
  );
}

/**
 * An episode's kind with what it measured, in the station's units and their display decimals
 * ('Rafale (35,4 km/h)', 'Sans données (40 min)', 'Pile faible (wh65batt)').
 */
function episodeTitle(episode: AlertEpisode, units: Unit | undefined, kind: string): string {
  // A sensor rule's details name the sensor and its condition ('Serre, sous 0 °C').
  if (episode.value === null || episode.kind === 'battery' || episode.kind === 'sensor')
    return episode.details === null ? kind : `${kind} (${episode.details})`;
  if (episode.kind === 'silence') return `${kind} (${Math.round(episode.value)} min)`;
  const measure = THRESHOLDS.find((threshold) => threshold.field === episode.kind)?.measure ?? 'temperature';
  const symbol = unitOf(measure, units);
  const shown = symbol === null ? episode.value : toDisplayUnit(episode.value, symbol);
  return `${kind} (${String(shown).replace('.', ',')} ${unitLabel(measure, units)})`;
}

/** The station's latest alerts, each with what it measured, its start and end (or 'en cours'). */
function AlertEpisodes({ stationId, units }: { stationId: number; units: Unit | undefined }) {
  const { t } = useAdminTranslation();
  const episodes = useAlertEpisodes(stationId);
  return (
    <>
      <h3 className="h6 mt-4">{t('alerts.episodes')}</h3>
      {(episodes.data?.episodes ?? []).length === 0 ? (
        <p className="small text-body-secondary">{t('alerts.noEpisode')}</p>
      ) : (
        <ul className="small mb-0">
          {(episodes.data?.episodes ?? []).map((episode) => (
            <li key={episode.id}>
              {episodeTitle(episode, units, t(`alerts.kinds.${episode.kind}`))} :{' '}
              {new Date(episode.startedAt).toLocaleString('fr-FR')}
              {episode.endedAt === null
                ? ` — ${t('alerts.ongoing')}`
                : ` → ${new Date(episode.endedAt).toLocaleString('fr-FR')}`}
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

/** The e-mail addresses, with a warning when this server has no SMTP server to send them through. */
function EmailsField({ emails, errors }: { emails: readonly string[]; errors: ApiErrorList }) {
  const { t } = useAdminTranslation();
  const channels = useAlertChannels();
  const noSmtp = channels.data?.email === false;
  return (
    <Form.Group controlId="alerts-emails">
      <Form.Label>{t('alerts.emails')}</Form.Label>
      <Form.Control
        name="emails"
        defaultValue={emails.join(', ')}
        {...invalidProps(errors, 'emails', noSmtp ? 'alerts-no-smtp' : undefined)}
      />
      <FieldErrors field="emails" messages={errorsOf(errors, 'emails')} />
      {noSmtp ? (
        <Form.Text id="alerts-no-smtp" className="text-warning-emphasis">
          {t('alerts.noSmtp')}
        </Form.Text>
      ) : null}
    </Form.Group>
  );
}

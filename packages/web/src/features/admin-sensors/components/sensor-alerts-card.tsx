import type { AdminSensor, ApiErrorList, Unit } from '@meteodeck/contract';
import { unitText } from '@meteodeck/weather';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useEffect, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Row from 'react-bootstrap/Row';
import { Link } from 'react-router';
import { ApiError, generalErrors } from '../../../lib/api-error.ts';
import { useAdminTranslation } from '../../../lib/i18n.ts';
import { pathTo } from '../../../lib/route-paths.ts';
import { saveSensorAlertRules, sensorAlertRulesKey, useSensorAlertRules } from '../api/sensor-alert-rules.ts';
import {
  draftsOf,
  isLeakKind,
  newDraft,
  type RuleDraft,
  rulesBody,
  unitChoices,
  withSensor,
} from '../sensor-alert-drafts.ts';
import { sensorKindLabel } from '../sensor-drafts.ts';

/** A sensor as the rules name it: the owner's name, else its kind and channel. */
const sensorLabel = (sensor: AdminSensor) => sensor.name ?? sensorKindLabel(sensor);

/**
 * 'Alertes des capteurs' on the 'Capteurs supplémentaires' page: rules on the station's sensors (below or
 * above a threshold typed in one of the kind's units, or a leak), sent through the station's alert
 * channels; saved as a whole, the server's refusals shown under the form.
 */
export function SensorAlertsCard({
  station,
  sensors,
  units,
}: {
  station: { id: number; reference: string };
  sensors: readonly AdminSensor[];
  units: Unit | undefined;
}) {
  const { t } = useAdminTranslation();
  const queryClient = useQueryClient();
  const rules = useSensorAlertRules(station.id);
  const [drafts, setDrafts] = useState<RuleDraft[] | undefined>(undefined);
  const [errors, setErrors] = useState<ApiErrorList>([]);
  const [saved, setSaved] = useState(false);
  const [sending, setSending] = useState(false);
  const listed = rules.data?.rules;
  const active = new Set((listed ?? []).filter((rule) => rule.active).map((rule) => rule.id));

  useEffect(() => {
    if (listed !== undefined) setDrafts((kept) => kept ?? draftsOf(listed, units));
  }, [listed, units]);

  const change = (draftId: string, next: (draft: RuleDraft) => RuleDraft) =>
    setDrafts((current) => current?.map((d) => (d.draftId === draftId ? next(d) : d)));
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (drafts === undefined) return;
    setSaved(false);
    setErrors([]);
    setSending(true);
    try {
      const answer = await saveSensorAlertRules(station.id, rulesBody(drafts));
      queryClient.setQueryData(sensorAlertRulesKey(station.id), answer);
      setDrafts(draftsOf(answer.rules, units));
      setSaved(true);
    } catch (caught) {
      setErrors(caught instanceof ApiError ? caught.errors : [{ message: String(caught) }]);
    } finally {
      setSending(false);
    }
  };

  return (
    <Card className="mt-4">
      <Card.Body>
        <Card.Title as="h2" className="h5">
          {t('sensors.alerts.title')}
        </Card.Title>
        <p className="small text-body-secondary">
          {t('sensors.alerts.intro')}{' '}
          <Link to={pathTo('adminWeatherStationEdit', { reference: station.reference })}>
            {t('sensors.alerts.channelsLink')}
          </Link>
        </p>
        <Form noValidate onSubmit={(e) => void submit(e)} aria-busy={sending}>
          {saved && (
            <Alert variant="success" role="status">
              {t('sensors.alerts.saved')}
            </Alert>
          )}
          {errors.map((item) => (
            <Alert key={`${item.propertyPath ?? ''}${item.message}`} variant="danger" role="alert">
              {item.message}
            </Alert>
          ))}
          {rules.error instanceof ApiError
            ? generalErrors(rules.error.errors).map((item) => (
                <Alert key={item.message} variant="danger" role="alert">
                  {item.message}
                </Alert>
              ))
            : null}
          {drafts === undefined ? null : drafts.length === 0 ? (
            <p className="small">{t('sensors.alerts.none')}</p>
          ) : (
            <>
              <Row className="g-2 d-none d-md-flex small fw-semibold border-bottom pb-1" aria-hidden="true">
                <Col md={4}>{t('sensors.alerts.sensor')}</Col>
                <Col md={2}>{t('sensors.alerts.condition')}</Col>
                <Col md={3}>{t('sensors.alerts.threshold')}</Col>
              </Row>
              <ul className="list-unstyled mb-3" aria-label={t('sensors.alerts.title')}>
                {drafts.map((draft, index) => (
                  <RuleRow
                    key={draft.draftId}
                    draft={draft}
                    n={index + 1}
                    sensors={sensors}
                    units={units}
                    alerting={active.has(draft.id ?? 0)}
                    onChange={(next) => change(draft.draftId, next)}
                    onRemove={() =>
                      setDrafts((current) => current?.filter((d) => d.draftId !== draft.draftId))
                    }
                  />
                ))}
              </ul>
            </>
          )}
          <div className="d-flex flex-wrap gap-2">
            <Button
              variant="outline-primary"
              disabled={drafts === undefined || sensors.length === 0}
              onClick={() => setDrafts((current) => [...(current ?? []), newDraft(sensors, units)])}
            >
              {t('sensors.alerts.add')}
            </Button>
            <Button type="submit" disabled={sending || drafts === undefined}>
              {t('sensors.alerts.save')}
            </Button>
          </div>
        </Form>
      </Card.Body>
    </Card>
  );
}

/** One rule's row: its sensor, condition, threshold with its unit, whether it is on, and its removal. */
function RuleRow({
  draft,
  n,
  sensors,
  units,
  alerting,
  onChange,
  onRemove,
}: {
  draft: RuleDraft;
  n: number;
  sensors: readonly AdminSensor[];
  units: Unit | undefined;
  alerting: boolean;
  onChange: (next: (draft: RuleDraft) => RuleDraft) => void;
  onRemove: () => void;
}) {
  const { t } = useAdminTranslation();
  const sensor = sensors.find((s) => s.key === draft.sensorKey);
  const kind = sensor?.kind ?? '';
  return (
    <li>
      <Row className="g-2 align-items-center border-bottom py-2">
        <Col xs={12} md={4}>
          <FieldCaption>{t('sensors.alerts.sensor')}</FieldCaption>
          <Form.Select
            size="sm"
            aria-label={t('sensors.alerts.sensorOf', { n })}
            value={draft.sensorKey}
            onChange={(e) => {
              const picked = sensors.find((s) => s.key === e.target.value);
              if (picked !== undefined) onChange((d) => withSensor(d, picked, units));
            }}
          >
            {sensor === undefined ? <option value={draft.sensorKey}>{draft.sensorKey}</option> : null}
            {sensors.map((s) => (
              <option key={s.key} value={s.key}>
                {sensorLabel(s)}
                {s.visibility === 'admin' ? ` (${t('sensors.visibility.admin')})` : ''}
              </option>
            ))}
          </Form.Select>
          {alerting ? (
            <Badge bg="danger" className="mt-1">
              {t('sensors.alerts.alerting')}
            </Badge>
          ) : null}
        </Col>
        <Col xs={6} md={2}>
          <FieldCaption>{t('sensors.alerts.condition')}</FieldCaption>
          <Form.Select
            size="sm"
            aria-label={t('sensors.alerts.conditionOf', { n })}
            value={draft.condition}
            onChange={(e) => {
              const condition =
                e.target.value === 'above' ? 'above' : e.target.value === 'leak' ? 'leak' : 'below';
              onChange((d) => ({ ...d, condition }));
            }}
          >
            {isLeakKind(kind) ? (
              <option value="leak">{t('sensors.alerts.conditions.leak')}</option>
            ) : (
              <>
                <option value="below">{t('sensors.alerts.conditions.below')}</option>
                <option value="above">{t('sensors.alerts.conditions.above')}</option>
              </>
            )}
          </Form.Select>
        </Col>
        <Col xs={6} md={3}>
          <FieldCaption>{t('sensors.alerts.threshold')}</FieldCaption>
          {draft.condition === 'leak' ? (
            <span className="small text-body-secondary">{t('sensors.alerts.leakValue')}</span>
          ) : (
            <div className="d-flex gap-1">
              <Form.Control
                size="sm"
                inputMode="decimal"
                className="text-end"
                style={{ minWidth: '4.5rem' }}
                aria-label={t('sensors.alerts.thresholdOf', { n })}
                value={draft.threshold}
                onChange={(e) => onChange((d) => ({ ...d, threshold: e.target.value }))}
              />
              <Form.Select
                size="sm"
                style={{ width: 'auto' }}
                aria-label={t('sensors.alerts.unitOf', { n })}
                value={draft.unit}
                onChange={(e) => onChange((d) => ({ ...d, unit: e.target.value }))}
              >
                {unitChoices(kind).map((unit) => (
                  <option key={unit} value={unit}>
                    {unitText(unit) || unit}
                  </option>
                ))}
              </Form.Select>
            </div>
          )}
        </Col>
        <Col xs={12} md={3} className="d-flex align-items-center justify-content-between gap-2">
          <Form.Check
            id={`sensor-rule-enabled-${draft.draftId}`}
            label={t('sensors.alerts.enabled')}
            aria-label={t('sensors.alerts.enabledOf', { n })}
            checked={draft.enabled}
            onChange={(e) => onChange((d) => ({ ...d, enabled: e.target.checked }))}
          />
          <Button size="sm" variant="outline-danger" onClick={onRemove}>
            {t('sensors.alerts.remove', { n })}
          </Button>
        </Col>
      </Row>
    </li>
  );
}

/** A field's caption on a phone, where the column headings are hidden (the controls carry their own label). */
function FieldCaption({ children }: { children: string }) {
  return (
    <span className="d-block d-md-none small text-body-secondary" aria-hidden="true">
      {children}
    </span>
  );
}

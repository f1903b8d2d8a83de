import { QUALITY_MEASURES, type QualityMeasure, type QualityRule, type Unit } from '@meteodeck/contract';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Form from 'react-bootstrap/Form';
import Table from 'react-bootstrap/Table';
import { ScrollArea } from '../../../components/scroll-area.tsx';
import {
  changeFromStationUnit,
  changeToStationUnit,
  fromStationUnit,
  measureName,
  toStationUnit,
  unitLabel,
} from '../../../lib/format/measure-units.ts';
import { useAdminTranslation } from '../../../lib/i18n.ts';
import { useQualitySettings } from '../api/get-quality-settings.ts';
import { saveQualitySettings } from '../api/save-quality-settings.ts';

type Field = 'maxChangePerMinute' | 'min' | 'max';

/** A rule's value as the form shows it, in the station's units ('' when off). */
function shownValue(rule: QualityRule, field: Field, units: Unit | undefined): string {
  const value = rule[field];
  if (value === null) return '';
  return String(
    field === 'maxChangePerMinute'
      ? changeToStationUnit(rule.measure, value, units)
      : toStationUnit(rule.measure, value, units),
  );
}

function parsedValue(
  measure: QualityMeasure,
  field: Field,
  text: string,
  units: Unit | undefined,
): number | null {
  const trimmed = text.trim().replace(',', '.');
  if (trimmed === '') return null;
  const value = Number(trimmed);
  if (!Number.isFinite(value)) return Number.NaN;
  return field === 'maxChangePerMinute'
    ? changeFromStationUnit(measure, value, units)
    : fromStationUnit(measure, value, units);
}

/**
 * The spike filter of a station, in its back-office form (admins only): on or off, and per measure the
 * largest change per minute and optional absolute limits, in the station's units.
 */
export function QualitySettingsCard({ stationId, units }: { stationId: number; units: Unit | undefined }) {
  const { t } = useAdminTranslation();
  const queryClient = useQueryClient();
  const settings = useQualitySettings(stationId);
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);

  const save = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setMessage(null);
    const data = new FormData(event.currentTarget);
    const rules: QualityRule[] = [];
    for (const measure of QUALITY_MEASURES) {
      const value = (field: Field) =>
        parsedValue(measure, field, String(data.get(`${measure}.${field}`) ?? ''), units);
      const rule = {
        measure,
        maxChangePerMinute: value('maxChangePerMinute'),
        min: value('min'),
        max: value('max'),
      };
      if ([rule.maxChangePerMinute, rule.min, rule.max].some((v) => v !== null && Number.isNaN(v))) {
        setMessage({
          ok: false,
          text: t('qualitySettings.notANumber', { measure: measureName(measure) }),
        });
        return;
      }
      rules.push(rule);
    }
    try {
      await saveQualitySettings(stationId, { enabled: data.get('enabled') === 'on', rules });
      setMessage({ ok: true, text: t('qualitySettings.saved') });
    } catch (caught) {
      setMessage({ ok: false, text: caught instanceof Error ? caught.message : String(caught) });
    }
    await queryClient.invalidateQueries({ queryKey: ['quality', stationId] });
  };

  if (settings.data === undefined) return null;
  const byMeasure = new Map(settings.data.rules.map((rule) => [rule.measure, rule]));
  return (
    <Card className="mt-4">
      <Card.Body>
        <Card.Title as="h2" className="h5">
          {t('qualitySettings.title')}
        </Card.Title>
        <p className="text-body-secondary small">{t('qualitySettings.intro')}</p>
        <Form onSubmit={(e) => void save(e)} key={JSON.stringify(settings.data)}>
          <Form.Check
            type="switch"
            id="quality-enabled"
            name="enabled"
            label={t('qualitySettings.enabled')}
            defaultChecked={settings.data.enabled}
          />
          <ScrollArea className="mt-2">
            <Table size="sm" className="align-middle">
              <thead>
                <tr>
                  <th>{t('quality.measure')}</th>
                  <th>{t('qualitySettings.rate')}</th>
                  <th>{t('qualitySettings.min')}</th>
                  <th>{t('qualitySettings.max')}</th>
                </tr>
              </thead>
              <tbody>
                {QUALITY_MEASURES.map((measure) => {
                  const rule = byMeasure.get(measure);
                  const unit = unitLabel(measure, units);
                  return (
                    <tr key={measure}>
                      <td>
                        {measureName(measure)}
                        {unit === '' ? '' : ` (${unit})`}
                      </td>
                      {(['maxChangePerMinute', 'min', 'max'] as const).map((field) => (
                        <td key={field}>
                          <Form.Control
                            size="sm"
                            inputMode="decimal"
                            name={`${measure}.${field}`}
                            aria-label={`${measureName(measure)} : ${t(
                              field === 'maxChangePerMinute'
                                ? 'qualitySettings.rate'
                                : `qualitySettings.${field}`,
                            )}`}
                            defaultValue={rule === undefined ? '' : shownValue(rule, field, units)}
                          />
                        </td>
                      ))}
                    </tr>
                  );
                })}
              </tbody>
            </Table>
          </ScrollArea>
          {message === null ? null : (
            <p role={message.ok ? 'status' : 'alert'} className={message.ok ? 'text-success' : 'text-danger'}>
              {message.text}
            </p>
          )}
          <Button type="submit">{t('qualitySettings.save')}</Button>
        </Form>
      </Card.Body>
    </Card>
  );
}

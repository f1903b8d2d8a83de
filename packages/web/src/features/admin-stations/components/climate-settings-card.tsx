import type { ClimateNormalMonth, ClimateSettings, Unit } from '@meteodeck/contract';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Form from 'react-bootstrap/Form';
import Table from 'react-bootstrap/Table';
import { ScrollArea } from '../../../components/scroll-area.tsx';
import { dateTimeFormat } from '../../../lib/format/locale.ts';
import { formatInStationUnit, fromStationUnit, unitLabel } from '../../../lib/format/measure-units.ts';
import { decimalSeparator } from '../../../lib/format/number-format.ts';
import { useAdminTranslation } from '../../../lib/i18n.ts';
import { saveClimateSettings, useClimateSettings } from '../api/get-climate-settings.ts';

type NormalField = 'temperatureMean' | 'temperatureHigh' | 'temperatureLow' | 'rainTotal';
const NORMAL_FIELDS: readonly NormalField[] = [
  'temperatureMean',
  'temperatureHigh',
  'temperatureLow',
  'rainTotal',
];
/** The months a rain season may start in, January (the calendar year) first. */
const MONTHS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12] as const;
/** The measure whose station unit a field is entered in. */
const measureOf = (field: NormalField) => (field === 'rainTotal' ? 'rainTotal' : 'temperature');

/** A canonical value as the form shows it, in the station's unit ('' when not given). */
function shown(
  field: NormalField | 'growingDegreeBase',
  value: number | null,
  units: Unit | undefined,
): string {
  if (value === null) return '';
  return formatInStationUnit(field === 'growingDegreeBase' ? 'temperature' : measureOf(field), value, units);
}

/** A typed value back to canonical: null when empty, NaN when not a number. */
function parsed(
  text: string,
  measure: 'temperature' | 'rainTotal' | null,
  units: Unit | undefined,
): number | null {
  const trimmed = text.trim().replace(',', '.');
  if (trimmed === '') return null;
  const value = Number(trimmed);
  if (!Number.isFinite(value)) return Number.NaN;
  return measure === null ? value : fromStationUnit(measure, value, units);
}

/**
 * A station's climate settings in its back-office form (admins only): per month its normal (mean
 * temperature, mean daily high and low, rain total, e.g. from the DWD's climate table), in the station's
 * units, the agro figures' growing degree days' base and anemometer height, the switch that has a
 * news post announce each all-time record the station sets, the hour the station's day ends (midnight,
 * 07:00 or 09:00 local) and the month its rain season starts.
 */
export function ClimateSettingsCard({ stationId, units }: { stationId: number; units: Unit | undefined }) {
  const { t } = useAdminTranslation();
  const queryClient = useQueryClient();
  const settings = useClimateSettings(stationId);
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const monthName = dateTimeFormat({ month: 'long', timeZone: 'UTC' });

  const save = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setMessage(null);
    const data = new FormData(event.currentTarget);
    const text = (name: string) => String(data.get(name) ?? '');
    const normals: ClimateNormalMonth[] = Array.from({ length: 12 }, (_, index) => {
      const month = { month: index + 1 } as ClimateNormalMonth;
      for (const field of NORMAL_FIELDS) {
        month[field] = parsed(text(`${index + 1}.${field}`), measureOf(field), units);
      }
      return month;
    });
    const base = parsed(text('growingDegreeBase'), 'temperature', units);
    const height = parsed(text('anemometerHeight'), null, units);
    const numbers = normals.flatMap((month) => NORMAL_FIELDS.map((field) => month[field]));
    if (
      [...numbers, base, height].some((value) => value !== null && Number.isNaN(value)) ||
      base === null ||
      height === null
    ) {
      setMessage({ ok: false, text: t('climateSettings.notANumber') });
      return;
    }
    const hour = Number(text('dayStartHour'));
    const body: ClimateSettings = {
      normals,
      growingDegreeBase: base,
      anemometerHeight: height,
      postNewRecords: data.get('postNewRecords') === 'on',
      dayStartHour: hour === 7 || hour === 9 ? hour : 0,
      rainSeasonStartMonth: Number(text('rainSeasonStartMonth')) || 1,
    };
    try {
      await saveClimateSettings(stationId, body);
      // The form is keyed by the settings it shows: the saved ones come back first, so the confirmation
      // appears once, under the form as it will stay.
      await queryClient.invalidateQueries({ queryKey: ['climateSettings', stationId] });
      setMessage({ ok: true, text: t('climateSettings.saved') });
    } catch (caught) {
      setMessage({ ok: false, text: caught instanceof Error ? caught.message : String(caught) });
    }
  };

  if (settings.data === undefined) return null;
  const temperatureUnit = unitLabel('temperature', units);
  const rainUnit = unitLabel('rainTotal', units);
  const header = (field: NormalField) =>
    `${t(`climateSettings.${field}`)} (${field === 'rainTotal' ? rainUnit : temperatureUnit})`;
  return (
    <Card className="mt-4">
      <Card.Body>
        <Card.Title as="h2" className="h5">
          {t('climateSettings.title')}
        </Card.Title>
        <p className="text-body-secondary small">{t('climateSettings.intro')}</p>
        <Form onSubmit={(e) => void save(e)} key={JSON.stringify(settings.data)}>
          <ScrollArea>
            <Table size="sm" className="align-middle">
              <thead>
                <tr>
                  <th>{t('climateSettings.month')}</th>
                  {NORMAL_FIELDS.map((field) => (
                    <th key={field}>{header(field)}</th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {settings.data.normals.map((month) => {
                  const name = monthName.format(Date.UTC(2000, month.month - 1, 1));
                  return (
                    <tr key={month.month}>
                      <td>{name}</td>
                      {NORMAL_FIELDS.map((field) => (
                        <td key={field}>
                          <Form.Control
                            size="sm"
                            inputMode="decimal"
                            name={`${month.month}.${field}`}
                            aria-label={`${name} : ${header(field)}`}
                            defaultValue={shown(field, month[field], units)}
                          />
                        </td>
                      ))}
                    </tr>
                  );
                })}
              </tbody>
            </Table>
          </ScrollArea>
          <div className="row g-2 mb-3">
            <Form.Group className="col-sm-6" controlId="climate-growing-base">
              <Form.Label>{`${t('climateSettings.growingDegreeBase')} (${temperatureUnit})`}</Form.Label>
              <Form.Control
                inputMode="decimal"
                name="growingDegreeBase"
                defaultValue={shown('growingDegreeBase', settings.data.growingDegreeBase, units)}
              />
            </Form.Group>
            <Form.Group className="col-sm-6" controlId="climate-anemometer-height">
              <Form.Label>{t('climateSettings.anemometerHeight')}</Form.Label>
              <Form.Control
                inputMode="decimal"
                name="anemometerHeight"
                defaultValue={String(settings.data.anemometerHeight).replace('.', decimalSeparator())}
              />
            </Form.Group>
          </div>
          <StationDayFields settings={settings.data} monthName={monthName} />
          <Form.Check
            type="switch"
            id="climate-post-new-records"
            name="postNewRecords"
            className="mb-3"
            label={t('climateSettings.postNewRecords')}
            defaultChecked={settings.data.postNewRecords}
          />
          {message === null ? null : (
            <p role={message.ok ? 'status' : 'alert'} className={message.ok ? 'text-success' : 'text-danger'}>
              {message.text}
            </p>
          )}
          <Button type="submit">{t('climateSettings.save')}</Button>
        </Form>
      </Card.Body>
    </Card>
  );
}

/** The hour the station's day ends and the month its rain season starts (kept with the station). */
function StationDayFields({
  settings,
  monthName,
}: {
  settings: ClimateSettings;
  monthName: Intl.DateTimeFormat;
}) {
  const { t } = useAdminTranslation();
  return (
    <div className="row g-2 mb-3">
      <Form.Group className="col-sm-6" controlId="climate-day-start-hour">
        <Form.Label>{t('climateSettings.dayStartHour')}</Form.Label>
        <Form.Select
          name="dayStartHour"
          defaultValue={String(settings.dayStartHour ?? 0)}
          aria-describedby="climate-day-help"
        >
          <option value="0">{t('climateSettings.dayEndsMidnight')}</option>
          <option value="7">{t('climateSettings.dayEnds7')}</option>
          <option value="9">{t('climateSettings.dayEnds9')}</option>
        </Form.Select>
        <Form.Text id="climate-day-help">{t('climateSettings.dayHelp')}</Form.Text>
      </Form.Group>
      <Form.Group className="col-sm-6" controlId="climate-rain-season">
        <Form.Label>{t('climateSettings.rainSeasonStartMonth')}</Form.Label>
        <Form.Select
          name="rainSeasonStartMonth"
          defaultValue={String(settings.rainSeasonStartMonth ?? 1)}
          aria-describedby="climate-season-help"
        >
          {MONTHS.map((month) => (
            <option key={month} value={String(month)}>
              {month === 1
                ? t('climateSettings.rainSeasonCalendar')
                : monthName.format(Date.UTC(2000, month - 1, 1))}
            </option>
          ))}
        </Form.Select>
        <Form.Text id="climate-season-help">{t('climateSettings.rainSeasonHelp')}</Form.Text>
      </Form.Group>
    </div>
  );
}

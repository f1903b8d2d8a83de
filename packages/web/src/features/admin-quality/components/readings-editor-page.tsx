import { isStoredReadingList } from 'virtual:answer-checks';
import {
  EDITABLE_MEASURES,
  type EditableMeasure,
  type ReadingCorrection,
  type StoredReadingItem,
} from '@meteodeck/contract';
import { addDays, localDate, startOfLocalDate } from '@meteodeck/weather';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { EChartsOption } from 'echarts';
import { type FormEvent, lazy, Suspense, useMemo, useState } from 'react';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Row from 'react-bootstrap/Row';
import Table from 'react-bootstrap/Table';
import { PageHeading } from '../../../components/page-heading.tsx';
import { ScrollArea } from '../../../components/scroll-area.tsx';
import { useSession } from '../../../entities/session/index.ts';
import { useStationWithUnits } from '../../../entities/station/index.ts';
import { apiRequest, apiSend } from '../../../lib/api-client.ts';
import {
  formatInStationUnit,
  fromStationUnit,
  toStationUnit,
  unitLabel,
} from '../../../lib/format/measure-units.ts';
import { useAdminTranslation } from '../../../lib/i18n.ts';
import { StationSelect } from './station-select.tsx';

const EChart = lazy(() => import('../../../components/chart/echart.tsx'));

/** The columns of the table: the measures a station most often sends (the form edits every one). */
const TABLE_MEASURES: readonly EditableMeasure[] = [
  'temperature',
  'humidity',
  'dewPoint',
  'relativePressure',
  'windSpeed',
  'windGust',
  'rain',
  'rainRate',
];

/**
 * /admin/readings (admins only): a station's readings of one local day as a chart and a table; a value
 * changed here (in the station's units) or a reading deleted changes the day's summaries, totals and
 * records at once.
 */
export function ReadingsEditorPage() {
  const { t } = useAdminTranslation();
  const { admin } = useSession();
  const queryClient = useQueryClient();
  const { reference, setReference, stations, station, units } = useStationWithUnits();
  const timeZone = station?.timezone ?? 'UTC';
  const [day, setDay] = useState(() => localDate(Date.now(), timeZone));
  const range = useMemo(
    () => ({
      from: new Date(startOfLocalDate(day, timeZone)).toISOString(),
      to: new Date(startOfLocalDate(addDays(day, 1), timeZone)).toISOString(),
    }),
    [day, timeZone],
  );
  const list = useQuery({
    queryKey: ['readings', reference, range.from, range.to],
    queryFn: ({ signal }) =>
      apiRequest(`/api/weatherData/${encodeURIComponent(reference)}/readings`, isStoredReadingList, {
        signal,
        query: range,
      }),
    enabled: station !== undefined,
  });
  const [editing, setEditing] = useState<StoredReadingItem | null>(null);
  const [error, setError] = useState<string | null>(null);
  const readings = list.data?.readings ?? [];

  const shown = (measure: EditableMeasure, value: number | null) =>
    value === null ? '—' : formatInStationUnit(measure, value, units);

  const option = useMemo((): EChartsOption => {
    const points = readings.map((r) => [r.receivedAt, r.values.temperature]);
    return {
      animation: false,
      grid: { left: 48, right: 16, top: 24, bottom: 32 },
      xAxis: { type: 'time' },
      yAxis: { type: 'value', scale: true, name: unitLabel('temperature', units) },
      tooltip: { trigger: 'axis' },
      series: [
        {
          type: 'line',
          name: t('quality.measures.temperature'),
          showSymbol: false,
          connectNulls: false,
          data: points.map(([at, v]) => [
            at,
            v === null ? null : toStationUnit('temperature', v as number, units),
          ]),
        },
      ],
    };
  }, [readings, units, t]);

  const refresh = async () => {
    await queryClient.invalidateQueries({ queryKey: ['readings'] });
    await queryClient.invalidateQueries({ queryKey: ['flags'] });
  };
  const path = (item: StoredReadingItem) =>
    `/api/weatherData/${encodeURIComponent(reference)}/readings/${encodeURIComponent(item.receivedAt)}`;

  const remove = async (item: StoredReadingItem) => {
    setError(null);
    if (
      !window.confirm(t('readings.confirmDelete', { at: new Date(item.receivedAt).toLocaleString('fr-FR') }))
    )
      return;
    try {
      await apiSend(path(item), { method: 'DELETE' });
    } catch (caught) {
      setError(caught instanceof Error ? caught.message : String(caught));
    }
    await refresh();
  };

  const save = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (editing === null) return;
    setError(null);
    const data = new FormData(event.currentTarget);
    const body: Record<string, number | null> = {};
    for (const measure of EDITABLE_MEASURES) {
      const text = String(data.get(measure) ?? '')
        .trim()
        .replace(',', '.');
      const before = editing.values[measure];
      const value = text === '' ? null : fromStationUnit(measure, Number(text), units);
      if (value !== null && !Number.isFinite(value)) {
        setError(t('readings.notANumber', { measure: t(`quality.measures.${measure}`) }));
        return;
      }
      const unchanged =
        (value === null && before === null) ||
        (value !== null && before !== null && shown(measure, before) === text);
      if (!unchanged) body[measure] = value;
    }
    if (Object.keys(body).length === 0) {
      setEditing(null);
      return;
    }
    try {
      await apiSend(path(editing), { method: 'PUT', body: body as ReadingCorrection });
      setEditing(null);
    } catch (caught) {
      setError(caught instanceof Error ? caught.message : String(caught));
    }
    await refresh();
  };

  return (
    <>
      <PageHeading title={t('routes.adminReadings')}>
        <p className="text-body-secondary mb-0">{t('readings.intro')}</p>
      </PageHeading>
      <Row className="g-3 mb-3">
        <Col sm={6}>
          <StationSelect
            id="readings-station"
            value={reference}
            stations={stations}
            onChange={setReference}
          />
        </Col>
        <Col sm={6}>
          <Form.Group controlId="readings-day">
            <Form.Label>{t('readings.day')}</Form.Label>
            <Form.Control
              type="date"
              value={day}
              onChange={(e) => e.target.value !== '' && setDay(e.target.value)}
            />
          </Form.Group>
        </Col>
      </Row>
      {error === null ? null : (
        <p role="alert" className="text-danger">
          {error}
        </p>
      )}
      <Suspense fallback={null}>
        <EChart option={option} height={260} ariaLabel={t('readings.chart', { day })} />
      </Suspense>
      {editing === null ? null : (
        <Form
          onSubmit={(e) => void save(e)}
          className="border rounded p-3 my-3"
          aria-label={t('readings.editTitle')}
        >
          <h2 className="h5">
            {t('readings.editTitle')} : {new Date(editing.receivedAt).toLocaleString('fr-FR')}
          </h2>
          <Row className="g-2">
            {EDITABLE_MEASURES.map((measure) => (
              <Col xs={6} md={4} lg={3} key={measure}>
                <Form.Group controlId={`reading-${measure}`}>
                  <Form.Label className="small mb-0">
                    {t(`quality.measures.${measure}`)}{' '}
                    {unitLabel(measure, units) && `(${unitLabel(measure, units)})`}
                  </Form.Label>
                  <Form.Control
                    name={measure}
                    size="sm"
                    inputMode="decimal"
                    defaultValue={
                      editing.values[measure] === null ? '' : shown(measure, editing.values[measure])
                    }
                  />
                </Form.Group>
              </Col>
            ))}
          </Row>
          <div className="mt-3">
            <Button type="submit" size="sm" className="me-2">
              {t('readings.save')}
            </Button>
            <Button size="sm" variant="outline-secondary" onClick={() => setEditing(null)}>
              {t('readings.cancel')}
            </Button>
          </div>
        </Form>
      )}
      <ScrollArea className="mt-3">
        <Table striped size="sm" className="align-middle">
          <caption>{t('readings.caption', { count: readings.length, day })}</caption>
          <thead>
            <tr>
              <th>{t('quality.at')}</th>
              {TABLE_MEASURES.map((measure) => (
                <th key={measure} className="text-end">
                  {t(`quality.measures.${measure}`)}
                  {unitLabel(measure, units) === '' ? '' : ` (${unitLabel(measure, units)})`}
                </th>
              ))}
              {admin ? (
                <th>
                  <span className="visually-hidden">{t('quality.actions')}</span>
                </th>
              ) : null}
            </tr>
          </thead>
          <tbody>
            {readings.map((item) => (
              <tr key={item.receivedAt}>
                <td className="text-nowrap">
                  {new Date(item.receivedAt).toLocaleTimeString('fr-FR', { timeZone })}
                </td>
                {TABLE_MEASURES.map((measure) => {
                  const flag = item.flags[measure];
                  return (
                    <td key={measure} className="text-end text-nowrap">
                      {shown(measure, item.values[measure])}
                      {flag === undefined ? null : (
                        <Badge
                          bg={flag.status === 'corrected' || flag.status === 'accepted' ? 'info' : 'warning'}
                          text="dark"
                          className="ms-1"
                          title={
                            flag.value === null
                              ? undefined
                              : `${t('readings.received')} ${shown(measure, flag.value)}`
                          }
                        >
                          {t(`readings.status.${flag.status}`)}
                        </Badge>
                      )}
                    </td>
                  );
                })}
                {admin ? (
                  <td className="text-nowrap">
                    <Button
                      size="sm"
                      variant="outline-primary"
                      className="me-1"
                      onClick={() => setEditing(item)}
                    >
                      {t('list.edit')}
                    </Button>
                    <Button size="sm" variant="outline-danger" onClick={() => void remove(item)}>
                      {t('list.delete')}
                    </Button>
                  </td>
                ) : null}
              </tr>
            ))}
          </tbody>
        </Table>
      </ScrollArea>
      {readings.length === 0 && !list.isPending ? <p>{t('readings.empty')}</p> : null}
    </>
  );
}

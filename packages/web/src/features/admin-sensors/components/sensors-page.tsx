import type { ApiErrorList, StationSensors, Unit } from '@meteodeck/contract';

import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useEffect, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { Link, useParams } from 'react-router';
import { PageHeading } from '../../../components/page-heading.tsx';
import { PageLoading } from '../../../components/page-loading.tsx';
import { useStationWithUnits } from '../../../entities/station/index.ts';
import { ApiError, generalErrors } from '../../../lib/api-error.ts';
import { useAdminTranslation } from '../../../lib/i18n.ts';
import { pathTo } from '../../../lib/route-paths.ts';
import { stationSensorsKey, useStationSensors } from '../api/get-station-sensors.ts';
import { saveStationSensors } from '../api/save-station-sensors.ts';
import { mergeDrafts, type SensorDrafts, settingsBody } from '../sensor-drafts.ts';
import { SensorAlertsCard } from './sensor-alerts-card.tsx';
import { SensorsTable } from './sensors-table.tsx';
import { UnmappedFields } from './unmapped-fields.tsx';

/**
 * 'Capteurs supplémentaires' (/admin/weatherStation/sensors/{reference}, admins only): each extra sensor
 * the station's consoles send with its last value and battery, 'Nouveau' until the owner saves, its name,
 * visibility, home tile and order editable; then the fields nothing reads and the last raw uploads. The list
 * is read again on each upload the station's live stream tells of: a sensor that starts sending appears.
 */
export function SensorsPage() {
  const { t } = useAdminTranslation();
  const { reference } = useParams();
  const { station, units } = useStationWithUnits(reference);
  return (
    <>
      <PageHeading title={t('routes.adminWeatherStationSensors')}>
        <p className="text-body-secondary mb-0">{t('sensors.intro')}</p>
        {station === undefined ? null : (
          <Link to={pathTo('adminWeatherStationEdit', { reference: station.reference })}>
            {station.name} ({station.reference})
          </Link>
        )}
      </PageHeading>
      {station === undefined ? <PageLoading /> : <StationSensorsForm station={station} units={units} />}
    </>
  );
}

function StationSensorsForm({
  station,
  units,
}: {
  station: { id: number; reference: string };
  units: Unit | undefined;
}) {
  const { t } = useAdminTranslation();
  const queryClient = useQueryClient();
  const sensors = useStationSensors(station);
  const [drafts, setDrafts] = useState<SensorDrafts>({});
  const [errors, setErrors] = useState<ApiErrorList>([]);
  const [saved, setSaved] = useState(false);
  const [sending, setSending] = useState(false);
  const list = sensors.data?.sensors;

  useEffect(() => {
    if (list !== undefined) setDrafts((kept) => mergeDrafts(kept, list));
  }, [list]);

  if (sensors.data === undefined) {
    return sensors.error instanceof ApiError ? (
      generalErrors(sensors.error.errors).map((item) => (
        <Alert key={item.message} variant="danger" role="alert">
          {item.message}
        </Alert>
      ))
    ) : (
      <PageLoading />
    );
  }
  const data: StationSensors = sensors.data;
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSaved(false);
    setErrors([]);
    setSending(true);
    try {
      const answer = await saveStationSensors(station.id, { sensors: settingsBody(data.sensors, drafts) });
      queryClient.setQueryData(stationSensorsKey(station.id), answer);
      setDrafts(mergeDrafts({}, answer.sensors));
      setSaved(true);
    } catch (caught) {
      setErrors(caught instanceof ApiError ? caught.errors : [{ message: String(caught) }]);
    } finally {
      setSending(false);
    }
  };
  return (
    <>
      <Form noValidate onSubmit={(e) => void submit(e)} aria-busy={sending}>
        {saved && (
          <Alert variant="success" role="status">
            {t('sensors.saved')}
          </Alert>
        )}
        {errors.map((item) => (
          <Alert key={`${item.propertyPath ?? ''}${item.message}`} variant="danger" role="alert">
            {item.message}
          </Alert>
        ))}
        {data.sensors.length === 0 ? (
          <p>{t('sensors.none')}</p>
        ) : (
          <>
            <SensorsTable
              sensors={data.sensors}
              drafts={drafts}
              units={units}
              onChange={(key, draft) => setDrafts((current) => ({ ...current, [key]: draft }))}
            />
            <Button type="submit" disabled={sending}>
              {t('sensors.save')}
            </Button>
          </>
        )}
      </Form>
      <SensorAlertsCard station={station} sensors={data.sensors} units={units} />
      <UnmappedFields unmapped={data.unmapped} uploads={data.uploads} />
    </>
  );
}

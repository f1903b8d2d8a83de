import type { AdminWeatherStation, WeatherStation } from '@meteodeck/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import Card from 'react-bootstrap/Card';
import { Link, useParams } from 'react-router';
import { type AdminFormDefinition, AdminFormPage } from '../../../components/admin/admin-form-page.tsx';
import { AdminListPage } from '../../../components/admin/admin-list-page.tsx';
import type { AdminFormMode, AdminResourcePages } from '../../../components/admin/admin-pages.tsx';
import type { TableColumn } from '../../../components/paginated-table.tsx';
import { stationListApi, stationsApi } from '../../../entities/admin-resources/index.ts';
import { useSession } from '../../../entities/session/index.ts';
import { useAllUnits, useSelectedStation, useStationWithUnits } from '../../../entities/station/index.ts';
import { FreshnessBadge, useStationStatus } from '../../../entities/status/index.ts';
import { useAdminTranslation } from '../../../lib/i18n.ts';
import { pathTo } from '../../../lib/route-paths.ts';
import { useAdminStation } from '../api/get-admin-station.ts';
import {
  NEW_STATION_VALUES,
  rainSourceOptions,
  type StationValues,
  stationBody,
  stationFields,
  stationValues,
} from '../station-form.ts';
import { AlertSettingsCard } from './alert-settings-card.tsx';
import { ClimateSettingsCard } from './climate-settings-card.tsx';
import { ConnectStationCard } from './connect-station-card.tsx';
import { QualitySettingsCard } from './quality-settings-card.tsx';

function StationForm({ mode }: { mode: AdminFormMode }) {
  const units = useAllUnits();
  const selected = useSelectedStation();
  const queryClient = useQueryClient();
  const { t } = useAdminTranslation();
  const definition = useMemo((): AdminFormDefinition<AdminWeatherStation, StationValues> => {
    const options = (units.data?.units ?? []).map((unit) => ({ value: unit.type, label: unit.type }));
    const rainSources = rainSourceOptions((source) => t(`rainSource.${source}`));
    return {
      resource: 'weatherStation',
      api: stationsApi,
      listRoute: 'adminWeatherStationList',
      // Spec §2: the edit route names the station by reference; the update goes to its id.
      param: 'reference',
      fields: stationFields(options, mode, rainSources),
      fromRecord: stationValues,
      toBody: stationBody,
      // A renamed station's edit page follows its new reference (the owner's rename-safety requirement).
      editAddress: {
        param: (station) => station.reference,
        path: (station) => pathTo('adminWeatherStationEdit', { reference: station.reference }),
        renamed: (before, after) => {
          // The header's station and the default station follow the new reference at once.
          if (selected.reference === before.reference) selected.selectStation(after.reference, after.id);
          void queryClient.invalidateQueries({ queryKey: ['weatherStations'] });
          void queryClient.invalidateQueries({ queryKey: ['siteSettings'] });
        },
      },
    };
  }, [units.data, mode, selected, queryClient, t]);
  return (
    <>
      <AdminFormPage definition={definition} mode={mode} emptyValues={NEW_STATION_VALUES} />
      {mode === 'edit' ? <StationQualitySettings /> : null}
    </>
  );
}

/** The connection card, with the station as the admin API answers it (the token included). */
function ConnectStation({ reference }: { reference: string }) {
  const station = useAdminStation(reference);
  return station.data === undefined ? null : <ConnectStationCard station={station.data} />;
}

/** The way to the station's extra sensors ('Capteurs supplémentaires'). */
function SensorsLink({ reference }: { reference: string }) {
  const { t } = useAdminTranslation();
  return (
    <Card className="mt-4">
      <Card.Body>
        <Card.Title as="h2" className="h5">
          <Link to={pathTo('adminWeatherStationSensors', { reference })}>{t('sensors.link')}</Link>
        </Card.Title>
        <p className="mb-0 text-body-secondary">{t('sensors.linkHelp')}</p>
      </Card.Body>
    </Card>
  );
}

/**
 * Under an existing station's form, for admins: how to connect a console, its spike filter, its alerts
 * and its climate normals, in its own units.
 */
function StationQualitySettings() {
  const { admin } = useSession();
  const { reference } = useParams();
  const { station, units } = useStationWithUnits(reference);
  if (!admin || station === undefined) return null;
  return (
    <>
      <ConnectStation reference={station.reference} />
      <SensorsLink reference={station.reference} />
      <QualitySettingsCard stationId={station.id} units={units} />
      <AlertSettingsCard stationId={station.id} units={units} />
      <ClimateSettingsCard stationId={station.id} units={units} />
    </>
  );
}

function StationsList() {
  const { t } = useAdminTranslation();
  const { admin } = useSession();
  const health = useStationStatus();
  const columns: TableColumn<WeatherStation>[] = [
    { key: 'reference', header: t('fields.weatherStation.reference'), cell: (station) => station.reference },
    { key: 'name', header: t('fields.weatherStation.name'), cell: (station) => station.name },
    {
      key: 'city',
      className: 'd-none d-md-table-cell',
      header: t('fields.weatherStation.city'),
      cell: (station) => `${station.city} (${station.country})`,
    },
    {
      key: 'health',
      header: t('health.lastReading'),
      cell: (station) => {
        const status = health.data?.stations.find((s) => s.reference === station.reference);
        return status === undefined ? null : (
          <>
            <FreshnessBadge freshness={status.freshness} age={status.lastReadingAgeSeconds} />
            <span className="d-block small text-body-secondary">
              {t('health.todaySummary', {
                count: status.readingsToday,
                rejected: status.valuesRejectedToday,
              })}
              {status.protocol === null ? '' : ` · ${t(`health.protocols.${status.protocol}`)}`}
            </span>
          </>
        );
      },
    },
    {
      key: 'preferedUnit',
      className: 'd-none d-md-table-cell',
      header: t('fields.weatherStation.preferedUnit'),
      cell: (station) => station.preferedUnit,
    },
  ];
  return (
    <AdminListPage
      definition={{
        api: stationListApi,
        columns,
        createRoute: 'adminWeatherStationCreate',
        // Spec §6: station buttons only for an admin; a delete removes years of readings, so it asks first.
        canManage: admin,
        confirmDelete: true,
        editPath: (station) => pathTo('adminWeatherStationEdit', { reference: station.reference }),
        describe: (station) => `${station.name} (${station.reference})`,
      }}
    />
  );
}

/** /admin/weatherStation, /admin/weatherStation/create, /admin/weatherStation/edit/{reference}. */
export const stationPages: AdminResourcePages = {
  List: StationsList,
  Form: StationForm,
};

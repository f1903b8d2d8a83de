import type { Observation } from '@meteodeck/contract';
import { useMemo } from 'react';
import type { AdminFieldSpec } from '../../../components/admin/admin-form.tsx';
import { type AdminFormDefinition, AdminFormPage } from '../../../components/admin/admin-form-page.tsx';
import { AdminListPage } from '../../../components/admin/admin-list-page.tsx';
import type { AdminFormMode, AdminResourcePages } from '../../../components/admin/admin-pages.tsx';
import { createdAtColumn } from '../../../components/admin/date-column.ts';
import type { FieldOption } from '../../../components/form-field.tsx';
import type { TableColumn } from '../../../components/paginated-table.tsx';
import { observationsApi } from '../../../entities/admin-resources/index.ts';
import { ALL_STATIONS_PARAMS, useSelectedStation, useStations } from '../../../entities/station/index.ts';
import { useAdminTranslation } from '../../../lib/i18n.ts';
import { pathTo } from '../../../lib/route-paths.ts';

type ObservationValues = { weatherStation: string; message: string };

/** The station choices, as name and reference. */
function useStationOptions(): FieldOption[] {
  const stations = useStations(ALL_STATIONS_PARAMS);
  return useMemo(
    () =>
      (stations.data?.weatherStations ?? []).map((station) => ({
        value: station.reference,
        label: `${station.name} (${station.reference})`,
      })),
    [stations.data],
  );
}

function useForm(): AdminFormDefinition<Observation, ObservationValues> {
  const options = useStationOptions();
  const fields: AdminFieldSpec<ObservationValues>[] = [
    { name: 'weatherStation', control: 'select', options, required: true },
    { name: 'message', control: 'textarea', required: true },
  ];
  return {
    resource: 'observation',
    api: observationsApi,
    listRoute: 'adminObservationList',
    param: 'id',
    fields,
    // On edit the station is named by its reference (spec §3).
    fromRecord: (observation) => ({
      weatherStation: observation.weatherStation.reference,
      message: observation.message,
    }),
    toBody: (values) => values,
  };
}

function ObservationForm({ mode }: { mode: AdminFormMode }) {
  // Spec §3: the station selected in the header is preselected on create.
  const { reference } = useSelectedStation();
  const form = useForm();
  return (
    <AdminFormPage definition={form} mode={mode} emptyValues={{ weatherStation: reference, message: '' }} />
  );
}

function ObservationsList() {
  const { t } = useAdminTranslation();
  const columns: TableColumn<Observation>[] = [
    { key: 'message', header: t('fields.observation.message'), cell: (item) => item.message },
    {
      key: 'weatherStation',
      header: t('fields.observation.weatherStation'),
      cell: (item) => item.weatherStation.name,
    },
    {
      key: 'user',
      className: 'd-none d-md-table-cell',
      header: t('list.author'),
      cell: (item) => item.user?.email ?? '—',
    },
    createdAtColumn<Observation>(t('list.createdAt')),
  ];
  return (
    <AdminListPage
      definition={{
        api: observationsApi,
        columns,
        createRoute: 'adminObservationCreate',
        // Spec §6: observation buttons show to any logged-in user.
        canManage: true,
        confirmDelete: true,
        editPath: (item) => pathTo('adminObservationEdit', { id: String(item.id) }),
        describe: (item) => item.message,
      }}
    />
  );
}

/** /admin/observation, /admin/observation/create, /admin/observation/edit/{id}. */
export const observationPages: AdminResourcePages = {
  List: ObservationsList,
  Form: ObservationForm,
};

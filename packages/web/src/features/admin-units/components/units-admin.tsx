import { UNIT_FIELDS, type Unit } from '@meteodeck/contract';
import { UNIT_SET_FIELD_CHOICES } from '@meteodeck/weather';
import type { AdminFieldSpec } from '../../../components/admin/admin-form.tsx';
import { type AdminFormDefinition, AdminFormPage } from '../../../components/admin/admin-form-page.tsx';
import { AdminListPage } from '../../../components/admin/admin-list-page.tsx';
import type { AdminFormMode, AdminResourcePages } from '../../../components/admin/admin-pages.tsx';
import type { TableColumn } from '../../../components/paginated-table.tsx';
import { unitsApi } from '../../../entities/admin-resources/index.ts';
import { useSession } from '../../../entities/session/index.ts';
import { useAdminTranslation } from '../../../lib/i18n.ts';
import { pathTo } from '../../../lib/route-paths.ts';

type UnitValues = { type: string } & Record<(typeof UNIT_FIELDS)[number], string>;

const FIELDS: readonly AdminFieldSpec<UnitValues>[] = [
  { name: 'type', required: true },
  // Each unit is a closed list from @meteodeck/weather, so the form offers exactly what the server accepts.
  ...UNIT_FIELDS.map((name) => ({
    name,
    control: 'select' as const,
    options: UNIT_SET_FIELD_CHOICES[name].map((symbol) => ({ value: symbol, label: symbol })),
  })),
];

/** Spec §9: a new unit set is called Metric and starts from the first symbol of each list. */
const EMPTY: UnitValues = {
  type: 'Metric',
  temperatureUnit: UNIT_SET_FIELD_CHOICES.temperatureUnit[0],
  speedUnit: UNIT_SET_FIELD_CHOICES.speedUnit[0],
  rainUnit: UNIT_SET_FIELD_CHOICES.rainUnit[0],
  solarRadiationUnit: UNIT_SET_FIELD_CHOICES.solarRadiationUnit[0],
  pmUnit: UNIT_SET_FIELD_CHOICES.pmUnit[0],
  humidityUnit: UNIT_SET_FIELD_CHOICES.humidityUnit[0],
  cloudBaseUnit: UNIT_SET_FIELD_CHOICES.cloudBaseUnit[0],
  windDirUnit: UNIT_SET_FIELD_CHOICES.windDirUnit[0],
  pressureUnit: UNIT_SET_FIELD_CHOICES.pressureUnit[0],
};

const FORM: AdminFormDefinition<Unit, UnitValues> = {
  resource: 'unit',
  api: unitsApi,
  listRoute: 'adminUnitList',
  param: 'id',
  fields: FIELDS,
  fromRecord: (unit) => ({
    type: unit.type,
    temperatureUnit: unit.temperatureUnit,
    speedUnit: unit.speedUnit,
    rainUnit: unit.rainUnit,
    solarRadiationUnit: unit.solarRadiationUnit,
    pmUnit: unit.pmUnit,
    humidityUnit: unit.humidityUnit,
    cloudBaseUnit: unit.cloudBaseUnit,
    windDirUnit: unit.windDirUnit,
    pressureUnit: unit.pressureUnit,
  }),
  toBody: (values) => values,
};

const LIST_FIELDS = ['temperatureUnit', 'speedUnit', 'rainUnit', 'pressureUnit'] as const;

function UnitForm({ mode }: { mode: AdminFormMode }) {
  return <AdminFormPage definition={FORM} mode={mode} emptyValues={EMPTY} />;
}

function UnitsList() {
  const { t } = useAdminTranslation();
  const { admin } = useSession();
  const columns: TableColumn<Unit>[] = [
    { key: 'type', header: t('fields.unit.type'), cell: (unit) => unit.type },
    ...LIST_FIELDS.map((field) => ({
      key: field,
      // The temperature unit tells a set apart on a phone; the others need a wider screen.
      className: field === 'temperatureUnit' ? undefined : 'd-none d-md-table-cell',
      header: t(`fields.unit.${field}`),
      cell: (unit: Unit) => unit[field],
    })),
  ];
  return (
    <AdminListPage
      definition={{
        api: unitsApi,
        columns,
        createRoute: 'adminUnitCreate',
        // Spec §6: unit list buttons only for an admin.
        canManage: admin,
        confirmDelete: true,
        editPath: (unit) => pathTo('adminUnitEdit', { id: String(unit.id) }),
        describe: (unit) => unit.type,
      }}
    />
  );
}

/** /admin/unit, /admin/unit/create, /admin/unit/edit/{id}. */
export const unitPages: AdminResourcePages = { List: UnitsList, Form: UnitForm };

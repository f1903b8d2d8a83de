import type { Unit, UnitInput } from '@meteodeck/contract';
import type { Kysely } from 'kysely';
import type { Database, NewUnitRow, UnitRow } from '../../db/database.ts';
import { pageByCreation, type RowPage } from '../list-page.ts';

/** Maps a `units` row to the API's {@link Unit}. */
export function toUnit(row: UnitRow): Unit {
  return {
    id: row.id,
    type: row.type,
    temperatureUnit: row.temperature_unit,
    speedUnit: row.speed_unit,
    rainUnit: row.rain_unit,
    solarRadiationUnit: row.solar_radiation_unit,
    pmUnit: row.pm_unit,
    humidityUnit: row.humidity_unit,
    cloudBaseUnit: row.cloud_base_unit,
    windDirUnit: row.wind_dir_unit,
    pressureUnit: row.pressure_unit,
    createdAt: new Date(row.created_at).toISOString(),
    updatedAt: new Date(row.updated_at).toISOString(),
  };
}

/** The columns of a checked unit body. */
function toColumns(unit: UnitInput) {
  return {
    type: unit.type,
    temperature_unit: unit.temperatureUnit,
    speed_unit: unit.speedUnit,
    rain_unit: unit.rainUnit,
    solar_radiation_unit: unit.solarRadiationUnit,
    pm_unit: unit.pmUnit,
    humidity_unit: unit.humidityUnit,
    cloud_base_unit: unit.cloudBaseUnit,
    wind_dir_unit: unit.windDirUnit,
    pressure_unit: unit.pressureUnit,
  };
}

/** Queries of the `units` table (unit sets such as Metric and Imperial). */
export function createUnitsRepository(db: Kysely<Database>) {
  return {
    async findByType(type: string): Promise<UnitRow | undefined> {
      return db.selectFrom('units').selectAll().where('type', '=', type).executeTakeFirst();
    },
    async findById(id: number): Promise<UnitRow | undefined> {
      return db.selectFrom('units').selectAll().where('id', '=', id).executeTakeFirst();
    },
    async count(): Promise<number> {
      const row = await db
        .selectFrom('units')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },
    /** One page by creation time (id breaks ties), or every set when `page` has no limit. */
    async list(page: RowPage | Pick<RowPage, 'order'>): Promise<UnitRow[]> {
      const query = db.selectFrom('units').selectAll();
      return pageByCreation(query, page, { createdAt: 'created_at', id: 'id' }).execute();
    },
    /** Inserts a unit set; a set whose `type` already exists is left as it is. */
    async insertIfAbsent(unit: NewUnitRow): Promise<void> {
      await db
        .insertInto('units')
        .values(unit)
        .onConflict((oc) => oc.column('type').doNothing())
        .execute();
    },
    /** Inserts a checked unit set; a duplicate `type` raises the database's unique violation. */
    async insert(unit: UnitInput, now: number): Promise<UnitRow> {
      return db
        .insertInto('units')
        .values({ ...toColumns(unit), created_at: now, updated_at: now })
        .returningAll()
        .executeTakeFirstOrThrow();
    },
    /** Replaces the fields of unit set `id`; undefined when there is none. */
    async update(id: number, unit: UnitInput, now: number): Promise<UnitRow | undefined> {
      await db
        .updateTable('units')
        .set({ ...toColumns(unit), updated_at: now })
        .where('id', '=', id)
        .execute();
      return this.findById(id);
    },
    /** Deletes unit set `id`; false when absent. A set still used by a station violates its foreign key. */
    async delete(id: number): Promise<boolean> {
      const result = await db.deleteFrom('units').where('id', '=', id).executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },
  };
}
export type UnitsRepository = ReturnType<typeof createUnitsRepository>;

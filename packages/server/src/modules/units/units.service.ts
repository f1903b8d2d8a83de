import {
  checkUnitBody,
  UNIT_MESSAGES,
  type Unit,
  type UnitBody,
  type UnitInput,
  type UnitList,
  type UnitListQuery,
} from '@meteodeck/contract';
import { conflict, invalidAll, notFound } from '../../app-error.ts';
import type { Clock } from '../../clock.ts';
import { toRowPage } from '../list-page.ts';
import { toUnit, type UnitsRepository } from './units.repository.ts';

export interface UnitsService {
  /**
   * Unit sets newest first (or ASC). Without `page` and `maxResult` every set is returned (spec §7: the
   * station form lists them all); with either, one page (defaults page 1, 5 per page).
   */
  list(query: UnitListQuery): Promise<UnitList>;
  /** Unit set `id`; 404 when absent. */
  get(id: number): Promise<Unit>;
  /** Creates a set; 400 with every field problem, 409 when its `type` is taken. */
  create(body: UnitBody): Promise<Unit>;
  /** Replaces set `id`; 404 when absent, 400 / 409 as for create. */
  update(id: number, body: UnitBody): Promise<Unit>;
  /** Deletes set `id`; 404 when absent, 409 while a station still uses it. */
  remove(id: number): Promise<void>;
}

const missing = (id: number) => notFound(`Unité ${id} introuvable`);

export function createUnitsService(deps: {
  units: UnitsRepository;
  /**
   * The stations' side (the stations module stands above units, so it is handed in): how many stations name
   * unit set `unitId`.
   */
  stations: { countUsingUnit(unitId: number): Promise<number> };
  clock: Clock;
  /** Told after a unit set was edited (the stations' cached views carry it). */
  changed?: (unitId: number) => void;
}): UnitsService {
  const { units, stations, clock } = deps;

  function checkBody(body: UnitBody): UnitInput {
    const result = checkUnitBody(body);
    if (!result.ok) throw invalidAll(result.problems);
    return result.value;
  }

  async function ensureTypeFree(type: string, exceptId?: number): Promise<void> {
    const holder = await units.findByType(type);
    if (holder !== undefined && holder.id !== exceptId) throw conflict(UNIT_MESSAGES.typeTaken(type), 'type');
  }

  return {
    async list(query) {
      const everything = query.page === undefined && query.maxResult === undefined;
      const order = query.order === 'ASC' ? 'asc' : 'desc';
      const [rows, numberOfResult] = await Promise.all([
        units.list(everything ? { order } : toRowPage(query)),
        units.count(),
      ]);
      return { units: rows.map(toUnit), numberOfResult };
    },
    async get(id) {
      const row = await units.findById(id);
      if (row === undefined) throw missing(id);
      return toUnit(row);
    },
    async create(body) {
      const input = checkBody(body);
      await ensureTypeFree(input.type);
      return toUnit(await units.insert(input, clock.now()));
    },
    async update(id, body) {
      if ((await units.findById(id)) === undefined) throw missing(id);
      const input = checkBody(body);
      await ensureTypeFree(input.type, id);
      const row = await units.update(id, input, clock.now());
      if (row === undefined) throw missing(id);
      deps.changed?.(id);
      return toUnit(row);
    },
    async remove(id) {
      const row = await units.findById(id);
      if (row === undefined) throw missing(id);
      // The foreign key (ON DELETE RESTRICT) would refuse too, but as a database error; say why instead.
      if ((await stations.countUsingUnit(id)) > 0) throw conflict(UNIT_MESSAGES.inUse(row.type));
      await units.delete(id);
    },
  };
}

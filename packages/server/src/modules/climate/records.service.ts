/**
 * A station's climate records, all time and per calendar month, with the records today sets. Read from the
 * daily summaries in the station's time zone: the days before its local today are folded once and kept
 * (they change only through late readings, rebuilds and station edits, which drop them, as the history's
 * record fold is kept), today's row is read on each call. So a call reads one day of summaries however long
 * the history is, and the all-time figures are the history record table's (records.ts). The public extra
 * sensors' records come along, read the same way from their days (records-sensors.service.ts).
 */
import type {
  CalendarMonthRecords,
  ClimateRecords,
  DayRecord,
  DisplayUnitsQuery,
  RecordKind,
  RecordSet,
  TodaysRecords,
} from '@meteodeck/contract';
import { stationDate } from '@meteodeck/weather';
import type { Clock } from '../../clock.ts';
import type { SummaryRecordsRepository } from '../readings/index.ts';
import type { StationViewRepository } from '../stations/index.ts';
import { createPresenter, type Presenter, type Quantity, withDisplayUnits } from '../weather-data/index.ts';
import {
  addRecordDays,
  bestOf,
  type DayExtreme,
  type DayRecordKind,
  emptyRecordsFold,
  type MonthFold,
  type RecordsFold,
  todaysRecords,
  wettestMonth,
} from './records.ts';
import type { SensorRecordsReader } from './records-sensors.service.ts';

export interface ClimateRecordsService {
  /** The station's records in its units or the visitor's; 404 for an unknown station. */
  records(reference: string, units?: DisplayUnitsQuery): Promise<ClimateRecords>;
  /** Only the records today (so far) sets, as {@link records} has them, the public sensors' too. */
  today(reference: string, units?: DisplayUnitsQuery): Promise<TodaysRecords>;
}

/** Which days a kept fold covers: the days before `boundaryDay`, local to `timezone`. */
export interface RecordsPastKey {
  variant: string;
  boundaryDay: string;
  timezone: string;
  reference: string;
}

/** Where the folds of the days before today are kept (the app hands weather-data's past cache). */
export interface RecordsPastCache<T = RecordsFold> {
  get(stationId: number, key: RecordsPastKey): T | undefined;
  /** Read before computing a fold and handed back to `set`, which drops it if past days changed meanwhile. */
  generation(stationId: number): number;
  set(stationId: number, key: RecordsPastKey, value: T, generation: number): void;
}

/** The unit each kind of record is shown in. */
const QUANTITY_OF: { readonly [K in RecordKind]: Quantity } = {
  highestHigh: 'temperature',
  lowestLow: 'temperature',
  highestLow: 'temperature',
  lowestHigh: 'temperature',
  wettestDay: 'rain',
  wettestMonth: 'rain',
  highestRainRate: 'rain',
  highestGust: 'speed',
  highestPressure: 'pressure',
  lowestPressure: 'pressure',
};

function dayRecord(p: Presenter, kind: DayRecordKind, e: DayExtreme | undefined): DayRecord {
  if (e === undefined) return { value: null, day: null, at: null };
  return { value: p.value(QUANTITY_OF[kind], e.value), day: e.day, at: p.instant(e.at) };
}

/** Every record of `months` (one calendar month, or all twelve for all time) in the presenter's units. */
function recordSet(
  p: Presenter,
  months: readonly MonthFold[],
  wettest: { value: number; month: string } | undefined,
): RecordSet {
  const day = (kind: DayRecordKind) => dayRecord(p, kind, bestOf(months, kind));
  return {
    highestHigh: day('highestHigh'),
    lowestLow: day('lowestLow'),
    highestLow: day('highestLow'),
    lowestHigh: day('lowestHigh'),
    wettestDay: day('wettestDay'),
    wettestMonth: { value: p.value('rain', wettest?.value), month: wettest?.month ?? null },
    highestRainRate: day('highestRainRate'),
    highestGust: day('highestGust'),
    highestPressure: day('highestPressure'),
    lowestPressure: day('lowestPressure'),
  };
}

/** Builds the climate records use case. */
export function createClimateRecordsService(deps: {
  stationViews: StationViewRepository;
  summaries: SummaryRecordsRepository;
  pastRecords: RecordsPastCache;
  /** The public extra sensors' records (records-sensors.service.ts). */
  sensorRecords: SensorRecordsReader;
  clock: Clock;
}): ClimateRecordsService {
  /** The station's days folded: those before today (kept) and all of them; its presenter and today. */
  async function load(reference: string, units: DisplayUnitsQuery | undefined) {
    const station = withDisplayUnits(await deps.stationViews.getByReference(reference), units);
    const today = stationDate(deps.clock.now(), station);
    const key = {
      variant: 'climate-records',
      boundaryDay: today,
      timezone: station.timezone,
      dayStartHour: station.dayStartHour,
      reference: station.reference,
    };
    let past = deps.pastRecords.get(station.id, key);
    if (past === undefined) {
      const generation = deps.pastRecords.generation(station.id);
      past = addRecordDays(
        emptyRecordsFold(),
        await deps.summaries.listRecordDays(station.id, undefined, today),
      );
      deps.pastRecords.set(station.id, key, past, generation);
    }
    const now = addRecordDays(past, await deps.summaries.listRecordDays(station.id, today));
    return { station, p: createPresenter(station), past, now, today };
  }

  /** The records today sets over the days before, in the presenter's units. */
  const newRecords = (p: Presenter, past: RecordsFold, now: RecordsFold, today: string) =>
    todaysRecords(past, now, today).map((found) => ({
      kind: found.kind,
      scope: found.scope,
      month: Number(today.slice(5, 7)),
      value: p.value(QUANTITY_OF[found.kind], found.value) ?? found.value,
      previous: p.value(QUANTITY_OF[found.kind], found.previous) ?? found.previous,
    }));

  return {
    async records(reference, units) {
      const { station, p, past, now, today } = await load(reference, units);
      const months: CalendarMonthRecords[] = now.months.map((month, index) => {
        const suffix = `-${String(index + 1).padStart(2, '0')}`;
        const wettest = wettestMonth(now, (m) => m.endsWith(suffix));
        return { month: index + 1, ...recordSet(p, [month], wettest) };
      });
      return {
        weatherStation: p.station,
        unit: p.unit,
        startDate: now.firstDay,
        endDate: now.lastDay,
        today,
        allTime: recordSet(p, now.months, wettestMonth(now)),
        months,
        newRecords: newRecords(p, past, now, today),
        sensors: await deps.sensorRecords(station, p, today),
      };
    },

    async today(reference, units) {
      const { station, p, past, now, today } = await load(reference, units);
      const { temperatureUnit, speedUnit, pressureUnit, rainUnit } = p.unit;
      const sensors = (await deps.sensorRecords(station, p, today)).flatMap((sensor) =>
        sensor.newRecords.length === 0
          ? []
          : [
              {
                key: sensor.key,
                kind: sensor.kind,
                channel: sensor.channel,
                name: sensor.name,
                unit: sensor.unit,
                newRecords: sensor.newRecords,
              },
            ],
      );
      return {
        unit: { temperatureUnit, speedUnit, pressureUnit, rainUnit },
        today,
        newRecords: newRecords(p, past, now, today),
        sensors,
      };
    },
  };
}

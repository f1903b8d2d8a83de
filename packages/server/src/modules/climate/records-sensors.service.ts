/**
 * The public extra sensors' climate records (records-sensors.ts) in the answer's units and the station's
 * time zone, for the records answer (records.service.ts): the days before the station's today folded once
 * and kept as the main records' fold is, today's days read on each call. Every sensor's days are folded,
 * hidden ones too, so a sensor the owner shows later needs no new fold; only the public ones are answered.
 */
import type { DayRecord, SensorRecordKind, SensorRecordSet, SensorRecords } from '@meteodeck/contract';
import {
  convertMeasureUnit,
  displayUnitOf,
  isMeasureKind,
  measureDescriptor,
  roundTo,
} from '@meteodeck/weather';
import type { OutgoingSensor, SensorDaysReader } from '../sensors/index.ts';
import type { Presenter } from '../weather-data/index.ts';
import type { RecordsPastCache } from './records.service.ts';
import type { DayExtreme } from './records.ts';
import {
  addSensorDays,
  bestSensorRecord,
  type SensorMonthFold,
  type SensorRecordsFold,
  sensorRecordKinds,
  todaysSensorRecords,
} from './records-sensors.ts';

/** Decimals kept of a converted value: the conversion's float dust goes, the display rounds further. */
const DECIMALS = 3;

export interface SensorRecordsDeps {
  /** The station's public sensors in the owner's order (the sensors module's values reader). */
  sensors: { sensors(stationId: number, only: 'public'): Promise<OutgoingSensor[]> };
  days: SensorDaysReader;
  past: RecordsPastCache<SensorRecordsFold>;
}

/** The station a records call is for: its id, reference, time zone and day start hour. */
interface RecordsStation {
  id: number;
  reference: string;
  timezone: string;
  dayStartHour?: number;
}

/** Reads the public sensors' records of a station on its local `today`, in `p`'s units. */
export function createSensorRecordsReader(deps: SensorRecordsDeps) {
  async function fold(station: RecordsStation, today: string, keys: readonly string[]) {
    const key = {
      variant: 'climate-records-sensors',
      boundaryDay: today,
      timezone: station.timezone,
      dayStartHour: station.dayStartHour ?? 0,
      reference: station.reference,
    };
    let past = deps.past.get(station.id, key);
    if (past === undefined) {
      const generation = deps.past.generation(station.id);
      past = addSensorDays({}, await deps.days.listDays(station.id, undefined, today));
      deps.past.set(station.id, key, past, generation);
    }
    // Today's days of the sensors answered only (a hidden sensor's today is never shown).
    const now = addSensorDays(past, await deps.days.listDays(station.id, today, undefined, keys));
    return { past, now };
  }

  return async function sensorRecords(
    station: RecordsStation,
    p: Presenter,
    today: string,
  ): Promise<SensorRecords[]> {
    const sensors = (await deps.sensors.sensors(station.id, 'public')).filter(
      (sensor) => sensorRecordKinds(sensor.kind).length > 0,
    );
    if (sensors.length === 0) return [];
    const { past, now } = await fold(
      station,
      today,
      sensors.map((sensor) => sensor.key),
    );
    return sensors.flatMap((sensor) => {
      if (!isMeasureKind(sensor.kind)) return [];
      const canonical = measureDescriptor(sensor.kind).unit;
      const shown = displayUnitOf(sensor.kind, p.unit);
      const value = (v: number) => roundTo(convertMeasureUnit(v, canonical, shown) ?? v, DECIMALS);
      const kinds = sensorRecordKinds(sensor.kind);
      const record = (e: DayExtreme | undefined): DayRecord =>
        e === undefined
          ? { value: null, day: null, at: null }
          : { value: value(e.value), day: e.day, at: p.instant(e.at) };
      const set = (months: readonly SensorMonthFold[]): SensorRecordSet => {
        const out: { [K in SensorRecordKind]?: DayRecord } = {};
        for (const kind of kinds) out[kind] = record(bestSensorRecord(months, kind));
        return out;
      };
      const mine = now[sensor.key];
      const months = mine?.months ?? [];
      return [
        {
          key: sensor.key,
          kind: sensor.kind,
          channel: sensor.channel,
          name: sensor.name,
          unit: shown,
          kinds,
          startDate: mine?.firstDay ?? null,
          endDate: mine?.lastDay ?? null,
          allTime: set(months),
          months: Array.from({ length: 12 }, (_, index) => ({
            month: index + 1,
            ...set(months.slice(index, index + 1)),
          })),
          newRecords: todaysSensorRecords(past[sensor.key], mine, kinds, today).map((found) => ({
            kind: found.kind,
            scope: found.scope,
            month: Number(today.slice(5, 7)),
            value: value(found.value),
            previous: value(found.previous),
          })),
        },
      ];
    });
  };
}

export type SensorRecordsReader = ReturnType<typeof createSensorRecordsReader>;

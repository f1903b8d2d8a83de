import type {
  ClimateRecords,
  DayRecord,
  NewRecord,
  RecordSet,
  SensorRecords,
  TodaysRecords,
} from '@meteodeck/contract';
import { buildDataStation, METRIC_UNIT } from './weather-data.ts';

/**
 * A climate-records answer as the API returns it, for component tests: every month empty but November,
 * whose records are those of the server's test (November 2024 against November 2025).
 */
const none: DayRecord = { value: null, day: null, at: null };

export const EMPTY_RECORD_SET: RecordSet = {
  highestHigh: none,
  lowestLow: none,
  highestLow: none,
  lowestHigh: none,
  wettestDay: none,
  wettestMonth: { value: null, month: null },
  highestRainRate: none,
  highestGust: none,
  highestPressure: none,
  lowestPressure: none,
};

export const NOVEMBER_RECORDS: RecordSet = {
  highestHigh: { value: 15.2, day: '2025-11-20', at: '2025-11-20T11:00:00+01:00' },
  lowestLow: { value: -3, day: '2024-11-20', at: '2024-11-20T07:00:00+01:00' },
  highestLow: { value: 9, day: '2025-11-20', at: '2025-11-20T08:00:00+01:00' },
  lowestHigh: { value: 2, day: '2024-11-20', at: '2024-11-20T14:00:00+01:00' },
  wettestDay: { value: 12, day: '2025-11-02', at: null },
  wettestMonth: { value: 17, month: '2025-11' },
  highestRainRate: { value: 30, day: '2025-11-02', at: '2025-11-02T14:00:00+01:00' },
  highestGust: { value: 86.4, day: '2024-11-20', at: '2024-11-20T14:00:00+01:00' },
  highestPressure: { value: 1038.5, day: '2024-11-20', at: '2024-11-20T07:00:00+01:00' },
  lowestPressure: { value: 996, day: '2025-11-18', at: '2025-11-18T14:00:00+01:00' },
};

export const ALL_TIME_RECORDS: RecordSet = {
  highestHigh: { value: 34.5, day: '2024-07-15', at: '2024-07-15T14:00:00+02:00' },
  lowestLow: { value: -9.5, day: '2025-01-10', at: '2025-01-10T07:00:00+01:00' },
  highestLow: { value: 20, day: '2024-07-16', at: '2024-07-16T07:00:00+02:00' },
  lowestHigh: { value: -4, day: '2025-01-10', at: '2025-01-10T14:00:00+01:00' },
  wettestDay: { value: 24, day: '2024-07-16', at: null },
  wettestMonth: { value: 24, month: '2024-07' },
  highestRainRate: { value: 48, day: '2024-07-16', at: '2024-07-16T15:00:00+02:00' },
  highestGust: { value: 86.4, day: '2024-11-20', at: '2024-11-20T14:00:00+01:00' },
  highestPressure: { value: 1038.5, day: '2024-11-20', at: '2024-11-20T07:00:00+01:00' },
  lowestPressure: { value: 985, day: '2025-01-10', at: '2025-01-10T14:00:00+01:00' },
};

export function buildClimateRecords(overrides: Partial<ClimateRecords> = {}): ClimateRecords {
  return {
    weatherStation: buildDataStation(),
    unit: METRIC_UNIT,
    startDate: '2024-07-15',
    endDate: '2025-11-20',
    today: '2025-11-20',
    allTime: ALL_TIME_RECORDS,
    months: Array.from({ length: 12 }, (_, i) => ({
      month: i + 1,
      ...(i === 10 ? NOVEMBER_RECORDS : EMPTY_RECORD_SET),
    })),
    newRecords: [{ kind: 'highestHigh', scope: 'month', month: 11, value: 15.2, previous: 14.5 }],
    sensors: [],
    ...overrides,
  };
}

/** The records today sets, as GET …/climate/records/today answers them. */
export function buildTodaysRecords(
  newRecords: NewRecord[],
  sensors: TodaysRecords['sensors'] = [],
): TodaysRecords {
  const { temperatureUnit, speedUnit, pressureUnit, rainUnit } = METRIC_UNIT;
  return {
    unit: { temperatureUnit, speedUnit, pressureUnit, rainUnit },
    today: '2025-11-20',
    newRecords,
    sensors,
  };
}

/**
 * The public greenhouse sensor's records as the server's test works them out (°C): its highest in March,
 * its lowest in November 2024, and today's November record.
 */
export function buildGreenhouseRecords(overrides: Partial<SensorRecords> = {}): SensorRecords {
  const highest: DayRecord = { value: 31.5, day: '2025-03-10', at: '2025-03-10T14:30:00+01:00' };
  const lowest: DayRecord = { value: -1.5, day: '2024-11-03', at: '2024-11-03T06:15:00+01:00' };
  const november = {
    highest: { value: 19.2, day: '2025-11-20', at: '2025-11-20T11:00:00+01:00' },
    lowest,
  };
  return {
    key: 'extraTemperature:2',
    kind: 'extraTemperature',
    channel: 2,
    name: 'Gewächshaus',
    unit: '°C',
    kinds: ['highest', 'lowest'],
    startDate: '2024-11-03',
    endDate: '2025-11-20',
    allTime: { highest, lowest },
    months: Array.from({ length: 12 }, (_, i) => ({
      month: i + 1,
      ...(i === 10
        ? november
        : i === 2
          ? { highest, lowest: { value: 4, day: '2025-03-10', at: '2025-03-10T05:00:00+01:00' } }
          : { highest: none, lowest: none }),
    })),
    newRecords: [{ kind: 'highest', scope: 'month', month: 11, value: 19.2, previous: 17.5 }],
    ...overrides,
  };
}

/**
 * Current data of a station (spec §3 "Current weather data", DESIGN §6): the latest reading, what is derived
 * from it, its one-hour variations, 10-minute wind means and rain totals, converted to the station's unit
 * set. Everything is anchored on the latest reading's time (not the wall clock), so an answer depends only
 * on stored data and can be cached until the next reading: a few indexed queries on a miss, none on a hit.
 */

import type { CurrentData, CurrentDataSummary, DisplayUnitsQuery } from '@meteodeck/contract';
import {
  aqiLabel,
  beaufort,
  currentCondition,
  localDate,
  MINUTE_MS,
  meanWindDirectionDeg,
  oneHourVariation,
  PRESSURE_TENDENCY_SPAN_MS,
  PRESSURE_TENDENCY_TOLERANCE_MS,
  periodBoundsOfDate,
  pm25Aqi,
  pressureTendency,
  rainBetweenMm,
  rainRateMmH,
  stationDate,
  type TimedRain,
  VARIATION_LOOKBACK_MS,
  VARIATION_TOLERANCE_MS,
  variationOver,
  zambrettiForecast,
  zambrettiTrend,
} from '@meteodeck/weather';
import { notFound } from '../../app-error.ts';
import type { ReadingRow } from '../../db/database.ts';
import type { DayRainRow, ReadingsReadRepository, SummariesReadRepository } from '../readings/index.ts';
import type { StationView, StationViewRepository } from '../stations/index.ts';
import type { CurrentDataCache } from './current-data.cache.ts';
import { deriveValues, meanOf } from './derived-values.ts';
import { withDisplayUnits } from './display-units.ts';
import { createPresenter, type Presenter, type Quantity } from './weather-data.presenter.ts';

/** Window of the wind means (DESIGN §6, spec §9: 10-minute average). */
const WIND_MEAN_WINDOW_MS = 10 * MINUTE_MS;
/** Window of `rainHourly`. */
const HOURLY_RAIN_WINDOW_MS = 60 * MINUTE_MS;
/** Window of the station-less 24 h PM2.5 mean. */
const PM25_MEAN_WINDOW_MS = 24 * 60 * MINUTE_MS;

export interface CurrentDataService {
  /** The current data of `reference`; 404 for an unknown station or one without any reading. */
  getDetail(reference: string, units?: DisplayUnitsQuery): Promise<CurrentData>;
  /** The compact current data of the admin sidebar widget; same 404s as {@link getDetail}. */
  getSummary(reference: string, units?: DisplayUnitsQuery): Promise<CurrentDataSummary>;
  /** The current data of an already loaded station, or undefined when it has no reading yet. */
  getDetailOf(station: StationView): Promise<CurrentData | undefined>;
}

export interface CurrentDataDeps {
  stationViews: StationViewRepository;
  readings: ReadingsReadRepository;
  summaries: SummariesReadRepository;
  cache: CurrentDataCache;
}

/** The 404 of a station without readings (the web shows 'Derzeit keine Daten'). */
export function noDataYet(reference: string) {
  return notFound(`Aucune donnée pour la station météo ${reference}`);
}

/** Builds the current-data use cases. */
export function createCurrentDataService(deps: CurrentDataDeps): CurrentDataService {
  async function getDetailOf(station: StationView): Promise<CurrentData | undefined> {
    // The cache holds the station's own units; a visitor's units are computed each time (a few queries).
    if (station.unitsChosen === true) return computeCurrentData(station, deps);
    const cached = deps.cache.get(station.id, station.fingerprint);
    if (cached !== undefined) return cached;
    const generation = deps.cache.generation(station.id);
    const computed = await computeCurrentData(station, deps);
    if (computed !== undefined) deps.cache.set(station.id, station.fingerprint, computed, generation);
    return computed;
  }
  async function getDetail(reference: string, units?: DisplayUnitsQuery): Promise<CurrentData> {
    const station = withDisplayUnits(await deps.stationViews.getByReference(reference), units);
    const detail = await getDetailOf(station);
    if (detail === undefined) throw noDataYet(reference);
    return detail;
  }
  return {
    getDetail,
    getDetailOf,
    async getSummary(reference, units) {
      const d = await getDetail(reference, units);
      return {
        receivedAt: d.receivedAt,
        weatherStation: d.weatherStation,
        unit: d.unit,
        temperature: d.temperature,
        temperatureVariation: d.temperatureVariation,
        humidity: d.humidity,
        dewPoint: d.dewPoint,
        relativePressure: d.relativePressure,
        windSpeedAvg: d.windSpeedAvg,
        windDirectionAvg: d.windDirectionAvg,
        windGust: d.windGust,
        rainRate: d.rainRate,
        rainDaily: d.rainDaily,
        solarRadiation: d.solarRadiation,
        uv: d.uv,
      };
    },
  };
}

/** Sum of the days' rain totals from `fromDay` on (inclusive); null when no day has a total. */
function rainSince(days: readonly DayRainRow[], fromDay: string): number | null {
  let total: number | null = null;
  for (const day of days) {
    if (day.day >= fromDay && day.rainTotalMm !== null) total = (total ?? 0) + day.rainTotalMm;
  }
  return total;
}

/** One-hour variation of a canonical measure, shown in the station's unit (DESIGN §6). */
function variation(
  presenter: Presenter,
  quantity: Quantity,
  latest: ReadingRow,
  window: readonly ReadingRow[],
  pick: (row: ReadingRow) => number | null,
): number | null {
  const toShown = (value: number | null) => (value === null ? null : presenter.raw(quantity, value));
  const now = { atMs: latest.received_at, value: toShown(pick(latest)) };
  const history = window.map((row) => ({ atMs: row.received_at, value: toShown(pick(row)) }));
  return presenter.round(quantity, oneHourVariation(now, history));
}

/**
 * The barometer of the current data: the sea-level pressure's change over 3 hours (shown in the station's
 * unit), its tendency in the Met Office's bands, and the Zambretti forecast read from it (DESIGN §6).
 */
async function barometer(
  station: StationView,
  deps: CurrentDataDeps,
  p: Presenter,
  latest: ReadingRow,
  windDirectionDeg: number | null,
) {
  const at = latest.received_at;
  const pressure = latest.pressure_rel_hpa;
  if (pressure === null)
    return { relativePressureChange3h: null, pressureTendency: null, zambrettiForecast: null };
  const target = at - PRESSURE_TENDENCY_SPAN_MS;
  const rows = await deps.readings.listThrough(
    station.id,
    target - PRESSURE_TENDENCY_TOLERANCE_MS,
    target + PRESSURE_TENDENCY_TOLERANCE_MS,
  );
  const history = rows.map((row) => ({ atMs: row.received_at, value: row.pressure_rel_hpa }));
  const changeHpa = variationOver(
    { atMs: at, value: pressure },
    history,
    PRESSURE_TENDENCY_SPAN_MS,
    PRESSURE_TENDENCY_TOLERANCE_MS,
  );
  if (changeHpa === null)
    return { relativePressureChange3h: null, pressureTendency: null, zambrettiForecast: null };
  const shown = variationOver(
    { atMs: at, value: p.raw('pressure', pressure) },
    history.map((h) => ({ atMs: h.atMs, value: h.value === null ? null : p.raw('pressure', h.value) })),
    PRESSURE_TENDENCY_SPAN_MS,
    PRESSURE_TENDENCY_TOLERANCE_MS,
  );
  const forecast = zambrettiForecast({
    seaLevelPressureHpa: pressure,
    trend: zambrettiTrend(changeHpa),
    month: Number(localDate(at, station.timezone).slice(5, 7)),
    latitudeDeg: station.lat,
    windDirectionDeg,
  });
  return {
    relativePressureChange3h: p.round('pressure', shown),
    pressureTendency: pressureTendency(changeHpa),
    zambrettiForecast: forecast?.letter ?? null,
  };
}

async function computeCurrentData(
  station: StationView,
  deps: CurrentDataDeps,
): Promise<CurrentData | undefined> {
  const latest = await deps.readings.findLatest(station.id);
  if (latest === undefined) return undefined;
  const at = latest.received_at;
  const zone = station.timezone;
  const today = stationDate(at, station);
  // The week, month and year holding today's station day (at 08:00 on a Monday, a 09:00 day is Sunday's).
  const week = periodBoundsOfDate('week', today, zone);
  const month = periodBoundsOfDate('month', today, zone);
  const year = periodBoundsOfDate('year', today, zone);
  // An ISO week may start in the previous year (Monday 29 December): then read from the week's start.
  const weekStartsLastYear = week.startDate.slice(0, 4) !== year.startDate.slice(0, 4);
  const firstDay = weekStartsLastYear ? week.startDate : year.startDate;
  const window = await deps.readings.listThrough(
    station.id,
    at - VARIATION_LOOKBACK_MS - VARIATION_TOLERANCE_MS,
    at,
  );
  const days = await deps.summaries.listDayRain(station.id, firstDay, today);
  const todayRow = days.find((day) => day.day === today);

  const p = createPresenter(station);
  const derived = deriveValues(latest);
  const rain: TimedRain[] = window.flatMap((row) =>
    row.rain_mm === null ? [] : [{ atMs: row.received_at, rainMm: row.rain_mm }],
  );
  const windRows = window.filter((row) => row.received_at > at - WIND_MEAN_WINDOW_MS);
  const windSpeedAvg = meanOf(windRows.map((row) => row.wind_speed_ms));
  const windDirectionAvg = meanWindDirectionDeg(
    windRows.flatMap((row) =>
      row.wind_dir_deg === null ? [] : [{ directionDeg: row.wind_dir_deg, speedMs: row.wind_speed_ms }],
    ),
  );
  const force = beaufort(windSpeedAvg ?? latest.wind_speed_ms ?? Number.NaN);
  const rainRate = latest.rain_rate_mmh ?? (rain.length === 0 ? null : rainRateMmH(rain, at));
  const pm25Avg =
    latest.pm25_avg24h_ugm3 ??
    (latest.pm25_ugm3 === null
      ? null
      : await deps.readings.meanPm25(station.id, at - PM25_MEAN_WINDOW_MS, at));
  const aqi = latest.pm25_ugm3 === null ? null : pm25Aqi(latest.pm25_ugm3);
  const aqiAvg = pm25Avg === null ? null : pm25Aqi(pm25Avg);
  const humidexOf = (row: ReadingRow) => deriveValues(row).humidex;
  // The wind the Zambretti dial is turned by: the 10-minute mean's direction, or the latest one's with wind.
  const zambrettiWind = windDirectionAvg ?? (latest.wind_speed_ms ? latest.wind_dir_deg : null);
  const pressureTrend = await barometer(station, deps, p, latest, zambrettiWind);
  // The sky is read over the wind mean's 10 minutes, so that one passing cloud does not decide it.
  const condition = currentCondition({
    atMs: at,
    latDeg: station.lat,
    lngDeg: station.lng,
    rainRateMmH: rainRate,
    solar: windRows.map((row) => ({ atMs: row.received_at, solarRadiationWm2: row.solar_radiation_wm2 })),
    windSpeedMs: windSpeedAvg ?? latest.wind_speed_ms,
    windGustMs: latest.wind_gust_ms,
  });

  return {
    receivedAt: p.at(at),
    weatherStation: p.station,
    unit: p.unit,
    temperature: p.value('temperature', latest.temperature_c),
    temperatureVariation: variation(p, 'temperature', latest, window, (row) => row.temperature_c),
    soilTemperature: p.value('temperature', latest.soil_temperature_c),
    soilTemperatureVariation: variation(p, 'temperature', latest, window, (row) => row.soil_temperature_c),
    humidex: p.value('temperature', derived.humidex),
    humidexVariation: variation(p, 'temperature', latest, window, humidexOf),
    dewPoint: p.value('temperature', derived.dewPoint),
    heatIndex: p.value('temperature', derived.heatIndex),
    windChill: p.value('temperature', derived.windChill),
    humidity: p.value('humidity', latest.humidity_pct),
    leafWetness: p.value('humidity', latest.leaf_wetness_pct),
    cloudBase: p.value('height', derived.cloudBase),
    relativePressure: p.value('pressure', latest.pressure_rel_hpa),
    relativePressureVariation: variation(p, 'pressure', latest, window, (row) => row.pressure_rel_hpa),
    ...pressureTrend,
    condition,
    rainRate: p.value('rain', rainRate),
    rainEvent: p.value('rain', latest.rain_event_mm),
    rainHourly: p.value(
      'rain',
      rain.length === 0 ? null : rainBetweenMm(rain, at - HOURLY_RAIN_WINDOW_MS, at),
    ),
    rainDaily: p.value('rain', todayRow?.rainTotalMm ?? null),
    rainWeekly: p.value('rain', rainSince(days, week.startDate)),
    rainMonthly: p.value('rain', rainSince(days, month.startDate)),
    rainYearly: p.value('rain', rainSince(days, year.startDate)),
    windSpeed: p.value('speed', latest.wind_speed_ms),
    windDirection: p.value('direction', latest.wind_dir_deg),
    beaufortScale: force?.force ?? null,
    beaufortScaleText: force?.name ?? null,
    windSpeedAvg: p.value('speed', windSpeedAvg),
    windDirectionAvg: p.value('direction', windDirectionAvg),
    windGust: p.value('speed', latest.wind_gust_ms),
    windMaxDailyGust: p.value('speed', todayRow?.windGustMaxMs ?? latest.wind_max_daily_gust_ms),
    pm25: p.value('pm', latest.pm25_ugm3),
    pm25Avg: p.value('pm', pm25Avg),
    aqi,
    aqiLabel: aqi === null ? null : aqiLabel(aqi),
    aqiAvg,
    aqiAvgLabel: aqiAvg === null ? null : aqiLabel(aqiAvg),
    solarRadiation: p.value('solarRadiation', latest.solar_radiation_wm2),
    solarRadiationVariation: variation(p, 'solarRadiation', latest, window, (row) => row.solar_radiation_wm2),
    uv: p.plain(latest.uv_index),
    lightningDaily: todayRow?.lightningCount ?? null,
  };
}

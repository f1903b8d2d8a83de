/**
 * History of a station (spec §3 "Daily history" and "Period history"): extremes with their times, rain
 * totals, PM2.5/AQI means and lightning of the local day, ISO week, month, year or all time, in the station's
 * time zone and unit set. Read only from daily summaries, so a record costs one row per day of history.
 */
import {
  type DailyHistory,
  type DisplayUnitsQuery,
  PERIOD_EXTREMES,
  type PeriodExtreme,
  type PeriodExtremeField,
  type PeriodHistory,
  type PeriodQuery,
  type ReadingMeasure,
  type WeatherPeriod,
} from '@meteodeck/contract';
import { addDays, aqiLabel, beaufort, stationDate } from '@meteodeck/weather';
import type { Clock } from '../../clock.ts';
import type { MeasureExtremes, PeriodFold, SummariesReadRepository } from '../readings/index.ts';
import type { StationViewRepository } from '../stations/index.ts';
import { withDisplayUnits } from './display-units.ts';
import type { PeriodFolds } from './period-folds.ts';
import { checkWindow, resolveWindow } from './period-window.ts';
import { rainSeasonOf } from './rain-season.ts';
import { meanOfFold } from './summary-extremes.ts';
import { createPresenter, type Presenter, type Quantity } from './weather-data.presenter.ts';

export interface HistoryService {
  /** Today's extremes (local day of the station at the clock's now); values null before the first reading. */
  getDaily(reference: string, units?: DisplayUnitsQuery): Promise<DailyHistory>;
  /**
   * Extremes and totals of the current local `period` ('record': all time), or of the window the query
   * names (period-window.ts); 404 for an unknown station, 400 for a bad window.
   */
  getPeriod(reference: string, period: WeatherPeriod, query?: PeriodQuery): Promise<PeriodHistory>;
}

/** A reviewed value: the measure of a reading, and whether it was accepted after review or corrected. */
export interface ReviewedValue {
  received_at: number;
  measure: string;
  status: 'flagged' | 'accepted' | 'rejected' | 'corrected';
}

/** An extreme imported from a source's daily summaries (imported_extremes): its summary measure and times. */
export interface ImportedValue {
  measure: string;
  min_at: number | null;
  max_at: number | null;
}

export interface HistoryDeps {
  stationViews: StationViewRepository;
  /** The accepted and corrected values of station `stationId` at `instants` (reading_flags). */
  reviewedAt: (stationId: number, instants: readonly number[]) => Promise<ReviewedValue[]>;
  /** The extremes imported from a source's own daily summaries stamped at one of `instants`. */
  importedAt: (stationId: number, instants: readonly number[]) => Promise<ImportedValue[]>;
  summaries: SummariesReadRepository;
  /** Period folds whose past days are kept between queries. */
  periodFolds: PeriodFolds;
  clock: Clock;
}

interface Shown {
  min: number | null;
  minAt: string | null;
  max: number | null;
  maxAt: string | null;
}

function show(p: Presenter, quantity: Quantity | 'plain', e: MeasureExtremes): Shown {
  const value = (v: number | null) => (quantity === 'plain' ? p.plain(v) : p.value(quantity, v));
  return { min: value(e.min), minAt: p.instant(e.minAt), max: value(e.max), maxAt: p.instant(e.maxAt) };
}

/**
 * Where each extreme of a period answer (contract PERIOD_EXTREMES) comes from: the fold's measure, and the
 * reading measures its value is computed from (a corrected temperature changes the wind chill extreme too).
 * The largest rain event has its own fold (rain events span days).
 */
const EXTREME_SOURCES: Record<
  Exclude<PeriodExtremeField, 'RainEvent'>,
  { fold: keyof PeriodFold['measures']; measures: readonly ReadingMeasure[] }
> = {
  Temperature: { fold: 'temperature', measures: ['temperature'] },
  SoilTemperature: { fold: 'soil_temperature', measures: ['soilTemperature'] },
  Humidex: { fold: 'humidex', measures: ['temperature', 'humidity', 'dewPoint'] },
  DewPoint: { fold: 'dew_point', measures: ['dewPoint', 'temperature', 'humidity'] },
  HeatIndex: { fold: 'heat_index', measures: ['temperature', 'humidity'] },
  WindChill: { fold: 'wind_chill', measures: ['temperature', 'windSpeed'] },
  Humidity: { fold: 'humidity', measures: ['humidity'] },
  LeafWetness: { fold: 'leaf_wetness', measures: ['leafWetness'] },
  RelativePressure: { fold: 'pressure_rel', measures: ['relativePressure', 'absolutePressure'] },
  RainRate: { fold: 'rain_rate', measures: ['rainRate', 'rain'] },
  WindSpeed: { fold: 'wind_speed', measures: ['windSpeed'] },
  BeaufortScale: { fold: 'wind_speed', measures: ['windSpeed'] },
  WindGust: { fold: 'wind_gust', measures: ['windGust'] },
  Pm25: { fold: 'pm25', measures: ['pm25'] },
  Aqi: { fold: 'aqi', measures: ['pm25'] },
  SolarRadiation: { fold: 'solar_radiation', measures: ['solarRadiation'] },
  Uv: { fold: 'uv', measures: ['uv'] },
  LightningDistance: { fold: 'lightning_distance', measures: ['lightningDistance'] },
};

/** The station unit each kind of extreme is shown in ('plain': a scale of its own, rounded). */
const QUANTITY_OF: Record<Exclude<PeriodExtreme['kind'], 'beaufort' | 'aqi'>, Quantity | 'plain'> = {
  temperature: 'temperature',
  humidity: 'humidity',
  pressure: 'pressure',
  rainRate: 'rain',
  rain: 'rain',
  speed: 'speed',
  pm: 'pm',
  solarRadiation: 'solarRadiation',
  uv: 'plain',
  distance: 'plain',
};

type PeriodExtremeValues = Omit<
  PeriodHistory,
  | 'weatherStation'
  | 'unit'
  | 'period'
  | 'startDate'
  | 'endDate'
  | 'from'
  | 'to'
  | 'temperatureRange'
  | 'rainPeriod'
  | 'avgPm25'
  | 'avgAqi'
  | 'avgAqiLabel'
  | 'lightningNumber'
  | 'reviewed'
>;

/**
 * Every extreme of a period answer from its fold, in the station's units. Beaufort and AQI grow with wind
 * speed and PM2.5: their extremes are those of the underlying measure, with the force's name or the label.
 */
function periodExtremes(p: Presenter, fold: PeriodFold): PeriodExtremeValues {
  const out: Record<string, unknown> = {};
  for (const { field, kind } of PERIOD_EXTREMES) {
    if (field === 'RainEvent') {
      out.maxRainEvent = p.value('rain', fold.rainEventMax);
      out.maxRainEventReceivedAt = p.instant(fold.rainEventMaxAt);
      out.minRainEvent = p.value('rain', fold.rainEventMin);
      out.minRainEventReceivedAt = p.instant(fold.rainEventMinAt);
      continue;
    }
    const extremes = fold.measures[EXTREME_SOURCES[field].fold];
    for (const side of ['max', 'min'] as const) {
      const raw = extremes[side];
      if (kind === 'beaufort') {
        const force = raw === null ? null : beaufort(raw);
        out[`${side}${field}`] = force?.force ?? null;
        out[`${side}${field}Text`] = force?.name ?? null;
      } else if (kind === 'aqi') {
        const aqi = raw === null ? null : Math.round(raw);
        out[`${side}${field}`] = aqi;
        out[`${side}${field}Label`] = aqi === null ? null : aqiLabel(aqi);
      } else {
        const quantity = QUANTITY_OF[kind];
        out[`${side}${field}`] = quantity === 'plain' ? p.plain(raw) : p.value(quantity, raw);
      }
      out[`${side}${field}ReceivedAt`] = p.instant(extremes[`${side}At`]);
    }
  }
  return out as PeriodExtremeValues;
}

/**
 * Which extremes of `fold` come from a reviewed value or from a source's own daily summaries
 * (PeriodHistory.reviewed).
 */
async function reviewedExtremes(
  deps: HistoryDeps,
  stationId: number,
  fold: PeriodFold,
): Promise<PeriodHistory['reviewed']> {
  const wanted: Array<{
    field: string;
    side: 'min' | 'max';
    fold: string;
    at: number;
    measures: readonly ReadingMeasure[];
  }> = [];
  for (const [field, { fold: key, measures }] of Object.entries(EXTREME_SOURCES)) {
    const e = fold.measures[key];
    if (e.minAt !== null)
      wanted.push({ field: `min${field}`, side: 'min', fold: key, at: e.minAt, measures });
    if (e.maxAt !== null)
      wanted.push({ field: `max${field}`, side: 'max', fold: key, at: e.maxAt, measures });
  }
  const instants = wanted.map((w) => w.at);
  const [rows, imported] = await Promise.all([
    deps.reviewedAt(stationId, instants),
    deps.importedAt(stationId, instants),
  ]);
  const reviewed: PeriodHistory['reviewed'] = {};
  for (const { field, side, fold: key, at, measures } of wanted) {
    for (const row of rows) {
      if (row.received_at !== at || !measures.includes(row.measure as ReadingMeasure)) continue;
      if (row.status === 'corrected') reviewed[field] = 'corrected';
      else if (row.status === 'accepted' && reviewed[field] === undefined) reviewed[field] = 'accepted';
    }
    // An extreme taken from the source's own daily records (WeeWX's daily summaries, CumulusMX's dayfile), not a reading.
    if (reviewed[field] !== undefined) continue;
    if (imported.some((row) => row.measure === key && (side === 'max' ? row.max_at : row.min_at) === at)) {
      reviewed[field] = 'imported';
    }
  }
  return reviewed;
}

/** Builds the history use cases. */
export function createHistoryService(deps: HistoryDeps): HistoryService {
  return {
    async getDaily(reference, units) {
      const station = withDisplayUnits(await deps.stationViews.getByReference(reference), units);
      const day = stationDate(deps.clock.now(), station);
      const { measures: m } = await deps.summaries.aggregate(station.id, day, addDays(day, 1));
      const p = createPresenter(station);
      const temperature = show(p, 'temperature', m.temperature);
      const windChill = show(p, 'temperature', m.wind_chill);
      const dewPoint = show(p, 'temperature', m.dew_point);
      const humidex = show(p, 'temperature', m.humidex);
      const heatIndex = show(p, 'temperature', m.heat_index);
      const pressure = show(p, 'pressure', m.pressure_rel);
      const humidity = show(p, 'humidity', m.humidity);
      const pm25 = show(p, 'pm', m.pm25);
      const lightning = show(p, 'plain', m.lightning_distance);
      return {
        weatherStation: p.station,
        unit: p.unit,
        day,
        minTemperature: temperature.min,
        minTemperatureReceivedAt: temperature.minAt,
        maxTemperature: temperature.max,
        maxTemperatureReceivedAt: temperature.maxAt,
        minWindChill: windChill.min,
        minWindChillReceivedAt: windChill.minAt,
        maxWindChill: windChill.max,
        maxWindChillReceivedAt: windChill.maxAt,
        minDewPoint: dewPoint.min,
        minDewPointReceivedAt: dewPoint.minAt,
        maxDewPoint: dewPoint.max,
        maxDewPointReceivedAt: dewPoint.maxAt,
        minHumidex: humidex.min,
        minHumidexReceivedAt: humidex.minAt,
        maxHumidex: humidex.max,
        maxHumidexReceivedAt: humidex.maxAt,
        minHeatIndex: heatIndex.min,
        minHeatIndexReceivedAt: heatIndex.minAt,
        maxHeatIndex: heatIndex.max,
        maxHeatIndexReceivedAt: heatIndex.maxAt,
        minRelativePressure: pressure.min,
        minRelativePressureReceivedAt: pressure.minAt,
        maxRelativePressure: pressure.max,
        maxRelativePressureReceivedAt: pressure.maxAt,
        minHumidity: humidity.min,
        minHumidityReceivedAt: humidity.minAt,
        maxHumidity: humidity.max,
        maxHumidityReceivedAt: humidity.maxAt,
        minPm25: pm25.min,
        minPm25ReceivedAt: pm25.minAt,
        maxPm25: pm25.max,
        maxPm25ReceivedAt: pm25.maxAt,
        minLightningDistance: lightning.min,
        minLightningDistanceReceivedAt: lightning.minAt,
        maxLightningDistance: lightning.max,
        maxLightningDistanceReceivedAt: lightning.maxAt,
      };
    },

    async getPeriod(reference, period, query = {}) {
      const now = deps.clock.now();
      const request = checkWindow(period, query, now);
      const station = withDisplayUnits(await deps.stationViews.getByReference(reference), query);
      const p = createPresenter(station);
      let fold: PeriodFold;
      let startDate: string | null;
      let endDate: string | null;
      let shown: { from: string; to: string } | undefined;
      if (period === 'record') {
        fold = await deps.periodFolds.fold(station);
        startDate = fold.firstDay;
        endDate = fold.lastDay;
      } else {
        const window = resolveWindow(period, request, station.timezone, now, station.dayStartHour);
        fold = await deps.periodFolds.foldWindow(station, window);
        startDate = window.startDate;
        endDate = addDays(window.endDate, -1);
        // A named window says its bounds; the spec's answer (no window named) stays as the spec writes it.
        if (request.named) shown = { from: p.at(window.startMs), to: p.at(window.endMs) };
      }
      const m = fold.measures;
      const avgAqiRaw = meanOfFold(m.aqi);
      const avgAqi = avgAqiRaw === null ? null : Math.round(avgAqiRaw);
      const range =
        m.temperature.max === null || m.temperature.min === null
          ? null
          : p.difference('temperature', m.temperature.max, m.temperature.min);
      return {
        weatherStation: p.station,
        unit: p.unit,
        period,
        startDate,
        endDate,
        ...shown,
        ...periodExtremes(p, fold),
        temperatureRange: range,
        rainPeriod: p.value('rain', fold.rainTotal),
        avgPm25: p.value('pm', meanOfFold(m.pm25)),
        avgAqi,
        avgAqiLabel: avgAqi === null ? null : aqiLabel(avgAqi),
        lightningNumber: fold.lightningCount,
        reviewed: await reviewedExtremes(deps, station.id, fold),
        ...(period === 'year' && startDate !== null ? await seasonOf(startDate) : {}),
      };
      async function seasonOf(yearStart: string) {
        const season = await rainSeasonOf(deps.summaries, station, Number(yearStart.slice(0, 4)), p);
        return season === undefined ? {} : { rainSeason: season };
      }
    },
  };
}

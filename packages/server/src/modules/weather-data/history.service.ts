/**
 * History of a station (spec §3 "Daily history" and "Period history"): extremes with their times, rain
 * totals, PM2.5/AQI means and lightning of the local day, ISO week, month, year or all time, in the station's
 * time zone and unit set. Read only from daily summaries, so a record costs one row per day of history.
 */
import type { DailyHistory, PeriodHistory, ReadingMeasure, WeatherPeriod } from '@meteodeck/contract';
import { addDays, aqiLabel, beaufort, localDate, periodBounds } from '@meteodeck/weather';
import type { Clock } from '../../clock.ts';
import type { DailySummaryRepository } from './daily-summary.repository.ts';
import type { PeriodFolds } from './period-folds.ts';
import type { StationViewRepository } from './station-view.ts';
import { type MeasureExtremes, meanOfFold, type PeriodFold } from './summary-extremes.ts';
import { createPresenter, type Presenter, type Quantity } from './weather-data.presenter.ts';

export interface HistoryService {
  /** Today's extremes (local day of the station at the clock's now); values null before the first reading. */
  getDaily(reference: string): Promise<DailyHistory>;
  /** Extremes and totals of the current local `period` ('record': all time); 404 for an unknown station. */
  getPeriod(reference: string, period: WeatherPeriod): Promise<PeriodHistory>;
}

/** A reviewed value: the measure of a reading, and whether it was accepted after review or corrected. */
export interface ReviewedValue {
  received_at: number;
  measure: string;
  status: 'flagged' | 'accepted' | 'rejected' | 'corrected';
}

export interface HistoryDeps {
  stationViews: StationViewRepository;
  /** The accepted and corrected values of station `stationId` at `instants` (reading_flags). */
  reviewedAt: (stationId: number, instants: readonly number[]) => Promise<ReviewedValue[]>;
  summaries: DailySummaryRepository;
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
 * Each extreme of a period answer: its field's name after `min`/`max`, the fold's measure, and the reading
 * measures its value is computed from (a corrected temperature changes the wind chill extreme too).
 */
const EXTREME_SOURCES: ReadonlyArray<
  readonly [field: string, fold: keyof PeriodFold['measures'], measures: readonly ReadingMeasure[]]
> = [
  ['Temperature', 'temperature', ['temperature']],
  ['SoilTemperature', 'soil_temperature', ['soilTemperature']],
  ['Humidex', 'humidex', ['temperature', 'humidity', 'dewPoint']],
  ['DewPoint', 'dew_point', ['dewPoint', 'temperature', 'humidity']],
  ['HeatIndex', 'heat_index', ['temperature', 'humidity']],
  ['WindChill', 'wind_chill', ['temperature', 'windSpeed']],
  ['Humidity', 'humidity', ['humidity']],
  ['LeafWetness', 'leaf_wetness', ['leafWetness']],
  ['RelativePressure', 'pressure_rel', ['relativePressure', 'absolutePressure']],
  ['RainRate', 'rain_rate', ['rainRate', 'rain']],
  ['WindSpeed', 'wind_speed', ['windSpeed']],
  ['BeaufortScale', 'wind_speed', ['windSpeed']],
  ['WindGust', 'wind_gust', ['windGust']],
  ['Pm25', 'pm25', ['pm25']],
  ['Aqi', 'aqi', ['pm25']],
  ['SolarRadiation', 'solar_radiation', ['solarRadiation']],
  ['Uv', 'uv', ['uv']],
  ['LightningDistance', 'lightning_distance', ['lightningDistance']],
];

/** Which extremes of `fold` come from a reviewed value (PeriodHistory.reviewed). */
async function reviewedExtremes(
  deps: HistoryDeps,
  stationId: number,
  fold: PeriodFold,
): Promise<PeriodHistory['reviewed']> {
  const wanted: Array<{ field: string; at: number; measures: readonly ReadingMeasure[] }> = [];
  for (const [field, key, measures] of EXTREME_SOURCES) {
    const e = fold.measures[key];
    if (e.minAt !== null) wanted.push({ field: `min${field}`, at: e.minAt, measures });
    if (e.maxAt !== null) wanted.push({ field: `max${field}`, at: e.maxAt, measures });
  }
  const rows = await deps.reviewedAt(
    stationId,
    wanted.map((w) => w.at),
  );
  const reviewed: PeriodHistory['reviewed'] = {};
  if (rows.length === 0) return reviewed;
  for (const { field, at, measures } of wanted) {
    for (const row of rows) {
      if (row.received_at !== at || !measures.includes(row.measure as ReadingMeasure)) continue;
      if (row.status === 'corrected') reviewed[field] = 'corrected';
      else if (row.status === 'accepted' && reviewed[field] === undefined) reviewed[field] = 'accepted';
    }
  }
  return reviewed;
}

/** Builds the history use cases. */
export function createHistoryService(deps: HistoryDeps): HistoryService {
  return {
    async getDaily(reference) {
      const station = await deps.stationViews.getByReference(reference);
      const day = localDate(deps.clock.now(), station.timezone);
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

    async getPeriod(reference, period) {
      const station = await deps.stationViews.getByReference(reference);
      let fold: PeriodFold;
      let startDate: string | null;
      let endDate: string | null;
      if (period === 'record') {
        fold = await deps.periodFolds.fold(station);
        startDate = fold.firstDay;
        endDate = fold.lastDay;
      } else {
        const bounds = periodBounds(period, deps.clock.now(), station.timezone);
        fold = await deps.periodFolds.fold(station, bounds.startDate, bounds.endDate);
        startDate = bounds.startDate;
        endDate = addDays(bounds.endDate, -1);
      }
      const m = fold.measures;
      const p = createPresenter(station);
      const t = show(p, 'temperature', m.temperature);
      const soil = show(p, 'temperature', m.soil_temperature);
      const humidex = show(p, 'temperature', m.humidex);
      const dew = show(p, 'temperature', m.dew_point);
      const heat = show(p, 'temperature', m.heat_index);
      const chill = show(p, 'temperature', m.wind_chill);
      const hum = show(p, 'humidity', m.humidity);
      const leaf = show(p, 'humidity', m.leaf_wetness);
      const press = show(p, 'pressure', m.pressure_rel);
      const rate = show(p, 'rain', m.rain_rate);
      const speed = show(p, 'speed', m.wind_speed);
      const gust = show(p, 'speed', m.wind_gust);
      const pm = show(p, 'pm', m.pm25);
      const solar = show(p, 'solarRadiation', m.solar_radiation);
      const uv = show(p, 'plain', m.uv);
      const lightning = show(p, 'plain', m.lightning_distance);
      // Beaufort and AQI grow with wind speed and PM2.5: their extremes are those of the underlying measure.
      const maxForce = m.wind_speed.max === null ? null : beaufort(m.wind_speed.max);
      const minForce = m.wind_speed.min === null ? null : beaufort(m.wind_speed.min);
      const maxAqi = m.aqi.max === null ? null : Math.round(m.aqi.max);
      const minAqi = m.aqi.min === null ? null : Math.round(m.aqi.min);
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
        maxTemperature: t.max,
        maxTemperatureReceivedAt: t.maxAt,
        minTemperature: t.min,
        minTemperatureReceivedAt: t.minAt,
        maxSoilTemperature: soil.max,
        maxSoilTemperatureReceivedAt: soil.maxAt,
        minSoilTemperature: soil.min,
        minSoilTemperatureReceivedAt: soil.minAt,
        maxHumidex: humidex.max,
        maxHumidexReceivedAt: humidex.maxAt,
        minHumidex: humidex.min,
        minHumidexReceivedAt: humidex.minAt,
        maxDewPoint: dew.max,
        maxDewPointReceivedAt: dew.maxAt,
        minDewPoint: dew.min,
        minDewPointReceivedAt: dew.minAt,
        maxHeatIndex: heat.max,
        maxHeatIndexReceivedAt: heat.maxAt,
        minHeatIndex: heat.min,
        minHeatIndexReceivedAt: heat.minAt,
        maxWindChill: chill.max,
        maxWindChillReceivedAt: chill.maxAt,
        minWindChill: chill.min,
        minWindChillReceivedAt: chill.minAt,
        maxHumidity: hum.max,
        maxHumidityReceivedAt: hum.maxAt,
        minHumidity: hum.min,
        minHumidityReceivedAt: hum.minAt,
        maxLeafWetness: leaf.max,
        maxLeafWetnessReceivedAt: leaf.maxAt,
        minLeafWetness: leaf.min,
        minLeafWetnessReceivedAt: leaf.minAt,
        maxRelativePressure: press.max,
        maxRelativePressureReceivedAt: press.maxAt,
        minRelativePressure: press.min,
        minRelativePressureReceivedAt: press.minAt,
        maxRainRate: rate.max,
        maxRainRateReceivedAt: rate.maxAt,
        minRainRate: rate.min,
        minRainRateReceivedAt: rate.minAt,
        maxRainEvent: p.value('rain', fold.rainEventMax),
        maxRainEventReceivedAt: p.instant(fold.rainEventMaxAt),
        maxWindSpeed: speed.max,
        maxWindSpeedReceivedAt: speed.maxAt,
        minWindSpeed: speed.min,
        minWindSpeedReceivedAt: speed.minAt,
        maxWindGust: gust.max,
        maxWindGustReceivedAt: gust.maxAt,
        minWindGust: gust.min,
        minWindGustReceivedAt: gust.minAt,
        maxBeaufortScale: maxForce?.force ?? null,
        maxBeaufortScaleText: maxForce?.name ?? null,
        maxBeaufortScaleReceivedAt: speed.maxAt,
        minBeaufortScale: minForce?.force ?? null,
        minBeaufortScaleText: minForce?.name ?? null,
        minBeaufortScaleReceivedAt: speed.minAt,
        maxPm25: pm.max,
        maxPm25ReceivedAt: pm.maxAt,
        minPm25: pm.min,
        minPm25ReceivedAt: pm.minAt,
        maxAqi,
        maxAqiLabel: maxAqi === null ? null : aqiLabel(maxAqi),
        maxAqiReceivedAt: p.instant(m.aqi.maxAt),
        minAqi,
        minAqiLabel: minAqi === null ? null : aqiLabel(minAqi),
        minAqiReceivedAt: p.instant(m.aqi.minAt),
        maxSolarRadiation: solar.max,
        maxSolarRadiationReceivedAt: solar.maxAt,
        minSolarRadiation: solar.min,
        minSolarRadiationReceivedAt: solar.minAt,
        maxUv: uv.max,
        maxUvReceivedAt: uv.maxAt,
        minUv: uv.min,
        minUvReceivedAt: uv.minAt,
        maxLightningDistance: lightning.max,
        maxLightningDistanceReceivedAt: lightning.maxAt,
        minLightningDistance: lightning.min,
        minLightningDistanceReceivedAt: lightning.minAt,
        temperatureRange: range,
        rainPeriod: p.value('rain', fold.rainTotal),
        avgPm25: p.value('pm', meanOfFold(m.pm25)),
        avgAqi,
        avgAqiLabel: avgAqi === null ? null : aqiLabel(avgAqi),
        lightningNumber: fold.lightningCount,
        reviewed: await reviewedExtremes(deps, station.id, fold),
      };
    },
  };
}

import type { PeriodHistory } from '@meteodeck/contract';
import { formatDateTime, formatLocalDate } from './date-format.ts';
import {
  DISTANCE_DECIMALS,
  decimalsFor,
  formatAqi,
  formatBeaufort,
  formatMeasure,
  formatNumber,
  formatWithUnit,
  INDEX_DECIMALS,
  UV_DECIMALS,
} from './number-format.ts';

/**
 * The period tables of spec §2, shaped from a history/{period} answer: for each measure the maximum and
 * the minimum with when they were read (German date and time in the station's zone), then the period's
 * totals and means. Labels are keys under public.weather.measures.<id>.
 */

/** An extreme as shown: the formatted value and when it was read ('-' for both when unknown). */
export interface ExtremeCell {
  value: string;
  at: string;
}

export interface PeriodRow {
  id: string;
  max: ExtremeCell;
  /** null for measures with a maximum only (the largest rain event). */
  min: ExtremeCell | null;
}

export interface PeriodTotal {
  id: 'temperatureRange' | 'rainPeriod' | 'avgPm25' | 'avgAqi' | 'lightningNumber';
  value: string;
}

/** The extreme rows of a period answer, in the spec's order. */
export function periodRows(history: PeriodHistory): PeriodRow[] {
  const { unit } = history;
  const zone = history.weatherStation.timezone;
  const cell = (value: string, at: string | null): ExtremeCell => ({
    value,
    at: value === '-' ? '-' : formatDateTime(at, zone),
  });
  const temperature = (value: number | null) => formatMeasure(value, unit.temperatureUnit);
  const rainRateUnit = `${unit.rainUnit}/h`;
  const rows: PeriodRow[] = [];
  const add = (
    id: string,
    format: (value: number | null) => string,
    max: [number | null, string | null],
    min: [number | null, string | null] | null,
  ) => {
    rows.push({
      id,
      max: cell(format(max[0]), max[1]),
      min: min === null ? null : cell(format(min[0]), min[1]),
    });
  };
  const h = history;
  add(
    'temperature',
    temperature,
    [h.maxTemperature, h.maxTemperatureReceivedAt],
    [h.minTemperature, h.minTemperatureReceivedAt],
  );
  add(
    'soilTemperature',
    temperature,
    [h.maxSoilTemperature, h.maxSoilTemperatureReceivedAt],
    [h.minSoilTemperature, h.minSoilTemperatureReceivedAt],
  );
  add('humidex', temperature, [h.maxHumidex, h.maxHumidexReceivedAt], [h.minHumidex, h.minHumidexReceivedAt]);
  add(
    'dewPoint',
    temperature,
    [h.maxDewPoint, h.maxDewPointReceivedAt],
    [h.minDewPoint, h.minDewPointReceivedAt],
  );
  add(
    'heatIndex',
    temperature,
    [h.maxHeatIndex, h.maxHeatIndexReceivedAt],
    [h.minHeatIndex, h.minHeatIndexReceivedAt],
  );
  add(
    'windChill',
    temperature,
    [h.maxWindChill, h.maxWindChillReceivedAt],
    [h.minWindChill, h.minWindChillReceivedAt],
  );
  const percent = (value: number | null) => formatMeasure(value, unit.humidityUnit);
  add(
    'humidity',
    percent,
    [h.maxHumidity, h.maxHumidityReceivedAt],
    [h.minHumidity, h.minHumidityReceivedAt],
  );
  add(
    'leafWetness',
    percent,
    [h.maxLeafWetness, h.maxLeafWetnessReceivedAt],
    [h.minLeafWetness, h.minLeafWetnessReceivedAt],
  );
  add(
    'pressure',
    (value) => formatMeasure(value, unit.pressureUnit),
    [h.maxRelativePressure, h.maxRelativePressureReceivedAt],
    [h.minRelativePressure, h.minRelativePressureReceivedAt],
  );
  add(
    'rainRate',
    (value) => formatWithUnit(value, decimalsFor(unit.rainUnit), rainRateUnit),
    [h.maxRainRate, h.maxRainRateReceivedAt],
    [h.minRainRate, h.minRainRateReceivedAt],
  );
  add(
    'rainEvent',
    (value) => formatMeasure(value, unit.rainUnit),
    [h.maxRainEvent, h.maxRainEventReceivedAt],
    null,
  );
  const speed = (value: number | null) => formatMeasure(value, unit.speedUnit);
  add(
    'windSpeed',
    speed,
    [h.maxWindSpeed, h.maxWindSpeedReceivedAt],
    [h.minWindSpeed, h.minWindSpeedReceivedAt],
  );
  add('windGust', speed, [h.maxWindGust, h.maxWindGustReceivedAt], [h.minWindGust, h.minWindGustReceivedAt]);
  rows.push({
    id: 'beaufort',
    max: cell(formatBeaufort(h.maxBeaufortScale, h.maxBeaufortScaleText), h.maxBeaufortScaleReceivedAt),
    min: cell(formatBeaufort(h.minBeaufortScale, h.minBeaufortScaleText), h.minBeaufortScaleReceivedAt),
  });
  add(
    'pm25',
    (value) => formatMeasure(value, unit.pmUnit),
    [h.maxPm25, h.maxPm25ReceivedAt],
    [h.minPm25, h.minPm25ReceivedAt],
  );
  rows.push({
    id: 'aqi',
    max: cell(formatAqi(h.maxAqi, h.maxAqiLabel), h.maxAqiReceivedAt),
    min: cell(formatAqi(h.minAqi, h.minAqiLabel), h.minAqiReceivedAt),
  });
  add(
    'solarRadiation',
    (value) => formatMeasure(value, unit.solarRadiationUnit),
    [h.maxSolarRadiation, h.maxSolarRadiationReceivedAt],
    [h.minSolarRadiation, h.minSolarRadiationReceivedAt],
  );
  add(
    'uv',
    (value) => formatNumber(value, UV_DECIMALS),
    [h.maxUv, h.maxUvReceivedAt],
    [h.minUv, h.minUvReceivedAt],
  );
  add(
    'lightningDistance',
    (value) => formatWithUnit(value, DISTANCE_DECIMALS, 'km'),
    [h.maxLightningDistance, h.maxLightningDistanceReceivedAt],
    [h.minLightningDistance, h.minLightningDistanceReceivedAt],
  );
  return rows;
}

/** The period's range, totals and means (spec §2: temperature range, rain total, PM2.5 and AQI means, lightning count). */
export function periodTotals(history: PeriodHistory): PeriodTotal[] {
  const { unit } = history;
  return [
    // A temperature difference: same unit, same single decimal as a temperature.
    { id: 'temperatureRange', value: formatMeasure(history.temperatureRange, unit.temperatureUnit) },
    { id: 'rainPeriod', value: formatMeasure(history.rainPeriod, unit.rainUnit) },
    { id: 'avgPm25', value: formatMeasure(history.avgPm25, unit.pmUnit) },
    { id: 'avgAqi', value: formatAqi(history.avgAqi, history.avgAqiLabel) },
    { id: 'lightningNumber', value: formatNumber(history.lightningNumber, INDEX_DECIMALS) },
  ];
}

/** The dates the period covers: '15.06.2026' for one day, '15.06.2026 – 21.06.2026' otherwise, null without. */
export function periodSpan(history: PeriodHistory): string | null {
  if (history.startDate === null || history.endDate === null) return null;
  const start = formatLocalDate(history.startDate);
  const end = formatLocalDate(history.endDate);
  return start === end ? start : `${start} – ${end}`;
}

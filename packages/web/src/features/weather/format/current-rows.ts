import type { CurrentData, LastObservation } from '@meteodeck/contract';
import type { UnitSymbol } from '@meteodeck/weather';
import {
  decimalsFor,
  formatAqi,
  formatBeaufort,
  formatCoordinate,
  formatMeasure,
  formatNumber,
  formatVariation,
  formatWithUnit,
  INDEX_DECIMALS,
  MISSING,
  UV_DECIMALS,
} from '../../../lib/format/number-format.ts';
import { formatWindDirection } from '../../../lib/format/wind-direction-format.ts';

/**
 * The current observation table of spec §2, shaped from the detail answer: sections of rows, each row a
 * label key (public.weather.current.rows.<id>), the formatted value with its unit from the answer's `unit`,
 * and, where the API gives one, the variation since one hour with its sign.
 */

export interface CurrentRow {
  id: string;
  value: string;
  /** Signed variation since one hour ('+1.2'), '-' when unknown; absent for measures without one. */
  variation?: string;
  /** The variation's unit ('°C'), shown after it. */
  variationUnit?: string;
  /** The span of the variation when not one hour: '3h' (the pressure tendency's change). */
  variationSpan?: '3h';
  /**
   * A value in words: its catalogue key (public.<key>) shown in place of `value` ('rasch fallend', a
   * Zambretti forecast); `value` is then '-' when the answer has none.
   */
  valueKey?: string;
  /** A text that takes the variation column too and wraps between words (the observation, the forecast). */
  wide?: boolean;
}

export interface CurrentSection {
  id: 'temperature' | 'humidity' | 'rain' | 'wind' | 'airQuality' | 'sun' | 'station';
  rows: CurrentRow[];
}

/** Whether any row of a section carries a variation (the table then shows the "since 1 h" column). */
export function hasVariations(section: CurrentSection): boolean {
  return section.rows.some((row) => row.variation !== undefined);
}

/** The rows of the current-data table in display order. `observation` is the latest text observation or null. */
export function currentSections(data: CurrentData, observation: LastObservation | null): CurrentSection[] {
  const { unit } = data;
  const temperature = (value: number | null) => formatMeasure(value, unit.temperatureUnit);
  const rain = (value: number | null) => formatMeasure(value, unit.rainUnit);
  const rainRate = formatWithUnit(data.rainRate, decimalsFor(unit.rainUnit), `${unit.rainUnit}/h`);
  const speed = (value: number | null) => formatMeasure(value, unit.speedUnit);
  const pm = (value: number | null) => formatMeasure(value, unit.pmUnit);
  const station = data.weatherStation;

  return [
    {
      id: 'temperature',
      rows: [
        {
          id: 'temperature',
          value: temperature(data.temperature),
          variation: formatVariation(data.temperatureVariation),
          variationUnit: unit.temperatureUnit,
        },
        {
          id: 'soilTemperature',
          value: temperature(data.soilTemperature),
          variation: formatVariation(data.soilTemperatureVariation),
          variationUnit: unit.temperatureUnit,
        },
        {
          id: 'humidex',
          value: temperature(data.humidex),
          variation: formatVariation(data.humidexVariation),
          variationUnit: unit.temperatureUnit,
        },
        { id: 'dewPoint', value: temperature(data.dewPoint) },
        { id: 'heatIndex', value: temperature(data.heatIndex) },
        { id: 'windChill', value: temperature(data.windChill) },
      ],
    },
    {
      id: 'humidity',
      rows: [
        { id: 'humidity', value: formatMeasure(data.humidity, unit.humidityUnit) },
        { id: 'leafWetness', value: formatMeasure(data.leafWetness, unit.humidityUnit) },
        { id: 'cloudBase', value: formatMeasure(data.cloudBase, unit.cloudBaseUnit) },
        {
          id: 'barometer',
          value: formatMeasure(data.relativePressure, unit.pressureUnit),
          variation: formatVariation(data.relativePressureVariation, variationDecimals(unit.pressureUnit)),
          variationUnit: unit.pressureUnit,
        },
        {
          id: 'pressureTendency',
          value: MISSING,
          ...(data.pressureTendency === null
            ? {}
            : { valueKey: `weather.pressureTendency.${data.pressureTendency}` }),
          variation: formatVariation(data.relativePressureChange3h, variationDecimals(unit.pressureUnit)),
          variationUnit: unit.pressureUnit,
          variationSpan: '3h',
        },
        {
          id: 'zambretti',
          value: MISSING,
          ...(data.zambrettiForecast === null
            ? {}
            : { valueKey: `weather.zambretti.forecasts.${data.zambrettiForecast}` }),
          wide: true,
        },
        { id: 'observation', value: observation === null ? MISSING : observation.message, wide: true },
      ],
    },
    {
      id: 'rain',
      rows: [
        { id: 'rainRate', value: rainRate },
        { id: 'rainEvent', value: rain(data.rainEvent) },
        { id: 'rainHourly', value: rain(data.rainHourly) },
        { id: 'rainDaily', value: rain(data.rainDaily) },
        { id: 'rainWeekly', value: rain(data.rainWeekly) },
        { id: 'rainMonthly', value: rain(data.rainMonthly) },
        { id: 'rainYearly', value: rain(data.rainYearly) },
      ],
    },
    {
      id: 'wind',
      rows: [
        { id: 'windSpeed', value: speed(data.windSpeed) },
        { id: 'windDirection', value: formatWindDirection(data.windDirection, unit.windDirUnit) },
        { id: 'beaufort', value: formatBeaufort(data.beaufortScale, data.beaufortScaleText) },
        { id: 'windSpeedAvg', value: speed(data.windSpeedAvg) },
        { id: 'windDirectionAvg', value: formatWindDirection(data.windDirectionAvg, unit.windDirUnit) },
        { id: 'windGust', value: speed(data.windGust) },
        { id: 'windMaxDailyGust', value: speed(data.windMaxDailyGust) },
      ],
    },
    {
      id: 'airQuality',
      rows: [
        { id: 'pm25', value: pm(data.pm25) },
        { id: 'pm25Avg', value: pm(data.pm25Avg) },
        { id: 'aqi', value: formatAqi(data.aqi, data.aqiLabel) },
        { id: 'aqiAvg', value: formatAqi(data.aqiAvg, data.aqiAvgLabel) },
      ],
    },
    {
      id: 'sun',
      rows: [
        {
          id: 'solarRadiation',
          value: formatMeasure(data.solarRadiation, unit.solarRadiationUnit),
          variation: formatVariation(data.solarRadiationVariation),
          variationUnit: unit.solarRadiationUnit,
        },
        { id: 'uv', value: formatNumber(data.uv, UV_DECIMALS) },
        { id: 'lightningDaily', value: formatNumber(data.lightningDaily, INDEX_DECIMALS) },
      ],
    },
    {
      id: 'station',
      rows: [
        { id: 'latitude', value: formatCoordinate(station.lat) },
        { id: 'longitude', value: formatCoordinate(station.lng) },
        { id: 'elevation', value: formatMeasure(station.elevation, unit.cloudBaseUnit) },
        { id: 'city', value: station.city === '' ? MISSING : station.city },
      ],
    },
  ];
}

/**
 * Decimals of a variation: one (spec §2), or the unit's own when it needs more (inHg: a 0.03 inHg change
 * is 1 hPa and would read '±0.0').
 */
function variationDecimals(unit: UnitSymbol): number {
  return Math.max(1, decimalsFor(unit));
}

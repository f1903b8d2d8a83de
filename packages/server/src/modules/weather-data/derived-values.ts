/**
 * The quantities derived from one reading (dew point, feels-like temperatures, cloud base, AQI), in canonical
 * units, each computed by @meteodeck/weather and null when an input is missing.
 */
import { cloudBaseM, dewPointC, heatIndexC, humidexC, pm25Aqi, windChillC } from '@meteodeck/weather';
import type { ReadingRow } from '../../db/database.ts';

export interface DerivedValues {
  /** °C: the station's own dew point when it sent one, else Magnus from temperature and humidity. */
  dewPoint: number | null;
  /** °C (NWS/WPC procedure). */
  heatIndex: number | null;
  /** °C-equivalent (Environment Canada), from the dew point. */
  humidex: number | null;
  /** °C (NWS/MSC 2001); the temperature itself outside its domain. */
  windChill: number | null;
  /** m above the station. */
  cloudBase: number | null;
  /** US EPA PM2.5 AQI of the reading's PM2.5, and of its 24 h mean. */
  aqi: number | null;
  aqiAvg: number | null;
}

/** Reading columns the derivations need. */
export type DerivationInput = Pick<
  ReadingRow,
  'temperature_c' | 'humidity_pct' | 'dew_point_c' | 'wind_speed_ms' | 'pm25_ugm3' | 'pm25_avg24h_ugm3'
>;

/** Derives every secondary quantity of a reading; see {@link DerivedValues}. */
export function deriveValues(row: DerivationInput): DerivedValues {
  const t = row.temperature_c;
  const rh = row.humidity_pct;
  const dewPoint = row.dew_point_c ?? (t !== null && rh !== null ? dewPointC(t, rh) : null);
  return {
    dewPoint,
    heatIndex: t !== null && rh !== null ? heatIndexC(t, rh) : null,
    humidex: t !== null && dewPoint !== null ? humidexC(t, dewPoint) : null,
    windChill: t !== null && row.wind_speed_ms !== null ? windChillC(t, row.wind_speed_ms) : null,
    cloudBase: t !== null && dewPoint !== null ? cloudBaseM(t, dewPoint) : null,
    aqi: row.pm25_ugm3 === null ? null : pm25Aqi(row.pm25_ugm3),
    aqiAvg: row.pm25_avg24h_ugm3 === null ? null : pm25Aqi(row.pm25_avg24h_ugm3),
  };
}

/** Arithmetic mean of the finite values, or null when there is none. */
export function meanOf(values: readonly (number | null | undefined)[]): number | null {
  let sum = 0;
  let count = 0;
  for (const value of values) {
    if (value === null || value === undefined || !Number.isFinite(value)) continue;
    sum += value;
    count += 1;
  }
  return count === 0 ? null : sum / count;
}

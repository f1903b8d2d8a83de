/** OpenWeatherMap's Weather Stations API 3.0 (`POST /data/3.0/measurements`). */
import { OPENWEATHERMAP_FIELDS } from '@meteodeck/weather';
import {
  type ForwardingPayload,
  fixed,
  type NetworkAdapter,
  namedFields,
  readHttpStatusAnswer,
  type TargetCredentials,
} from './network.ts';

/**
 * The measurement's measure fields in order: the measure catalogue's (`forwarding.openweathermap`,
 * `OPENWEATHERMAP_FIELDS`), then the rain of the past hour and of the past 24 h (`rain_1h`, `rain_24h`, mm),
 * windows of the rain the catalogue does not describe, at the places 8 and 9 it leaves free.
 */
const MEASUREMENT_FIELDS = namedFields(OPENWEATHERMAP_FIELDS, [
  { place: 8, name: 'rain_1h', digits: 1, value: (payload: ForwardingPayload) => payload.rainLastHour },
  { place: 9, name: 'rain_24h', digits: 1, value: (payload: ForwardingPayload) => payload.rainLast24h },
]);

/**
 * The body of an OpenWeatherMap measurement: one measurement of the station id OpenWeatherMap gave, epoch
 * seconds, metric units.
 */
export function openWeatherMapBody(payload: ForwardingPayload, credentials: TargetCredentials): object[] {
  const m: Record<string, string | number> = {
    station_id: credentials.stationId,
    dt: Math.floor(payload.at / 1000),
  };
  // The station id and the time belong to no measure: the adapter's own.
  for (const field of MEASUREMENT_FIELDS) {
    const value = field.value(payload);
    if (value !== null && value !== undefined) m[field.name] = Number(fixed(value, field.digits));
  }
  return [m];
}

export const openweathermap: NetworkAdapter = {
  minIntervalMs: 60_000,
  request(payload, credentials, endpoints) {
    return {
      protocol: 'http',
      url: `${endpoints.openweathermap}/data/3.0/measurements?appid=${encodeURIComponent(credentials.secret)}`,
      init: {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(openWeatherMapBody(payload, credentials)),
      },
    };
  },
  readAnswer: readHttpStatusAnswer,
};

/** OpenWeatherMap's Weather Stations API 3.0 (`POST /data/3.0/measurements`). */
import {
  type ForwardingPayload,
  fixed,
  type NetworkAdapter,
  readHttpStatusAnswer,
  type TargetCredentials,
} from './network.ts';

/**
 * The body of an OpenWeatherMap measurement: one measurement of the station id OpenWeatherMap gave, epoch
 * seconds, metric units.
 */
export function openWeatherMapBody(payload: ForwardingPayload, credentials: TargetCredentials): object[] {
  const m: Record<string, string | number> = {
    station_id: credentials.stationId,
    dt: Math.floor(payload.at / 1000),
  };
  const put = (name: string, value: number | null | undefined, digits: number) => {
    if (value !== null && value !== undefined) m[name] = Number(fixed(value, digits));
  };
  put('temperature', payload.temperature, 1);
  put('wind_speed', payload.windSpeed, 1);
  put('wind_gust', payload.windGust, 1);
  put('wind_deg', payload.windDirection, 0);
  put('pressure', payload.relativePressure, 1);
  put('humidity', payload.humidity, 0);
  put('dew_point', payload.dewPoint, 1);
  put('rain_1h', payload.rainLastHour, 1);
  put('rain_24h', payload.rainLast24h, 1);
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

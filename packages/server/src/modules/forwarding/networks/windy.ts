/** Windy's Stations API v2 (`GET /api/v2/observation/update`). */
import {
  type ForwardingPayload,
  fixed,
  type NetworkAdapter,
  readHttpStatusAnswer,
  type TargetCredentials,
} from './network.ts';

/**
 * The query of a Windy station upload (the station's password goes in the Authorization header, not in the
 * query): metric units, the observation's time, the rain of the past hour in mm.
 */
export function windyQuery(payload: ForwardingPayload, credentials: TargetCredentials): URLSearchParams {
  const q = new URLSearchParams();
  q.set('id', credentials.stationId);
  q.set('time', new Date(payload.at).toISOString().replace(/\.\d{3}Z$/, 'Z'));
  const put = (name: string, value: number | null | undefined, digits: number) => {
    if (value !== null && value !== undefined) q.set(name, fixed(value, digits));
  };
  put('temp', payload.temperature, 1);
  put('dewpoint', payload.dewPoint, 1);
  put('humidity', payload.humidity, 0);
  put('wind', payload.windSpeed, 1);
  put('gust', payload.windGust, 1);
  put('winddir', payload.windDirection, 0);
  put('mbar', payload.relativePressure, 1);
  put('precip', payload.rainLastHour, 1);
  put('uv', payload.uv, 1);
  put('solarradiation', payload.solarRadiation, 0);
  q.set('softwaretype', 'meteodeck');
  return q;
}

export const windy: NetworkAdapter = {
  minIntervalMs: 5 * 60_000,
  request(payload, credentials, endpoints) {
    return {
      protocol: 'http',
      url: `${endpoints.windy}/api/v2/observation/update?${windyQuery(payload, credentials)}`,
      init: { headers: { authorization: `Bearer ${credentials.secret}` } },
    };
  },
  readAnswer: readHttpStatusAnswer,
};

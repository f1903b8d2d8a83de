/** Weather Underground's PWS upload protocol (`updateweatherstation.php`, rapid fire). */
import { celsiusToFahrenheit, hpaToInhg, mmToInches, msToMph } from '@meteodeck/weather';
import {
  answered,
  type DeliveryOutcome,
  type ForwardingPayload,
  fixed,
  type NetworkAdapter,
  type TargetCredentials,
} from './network.ts';

/** `YYYY-MM-DD HH:MM:SS` in UTC, the form of the Weather Underground protocol's `dateutc`. */
export function wuDate(epochMs: number): string {
  return new Date(epochMs).toISOString().slice(0, 19).replace('T', ' ');
}

/**
 * The query of a Weather Underground PWS upload (also PWSweather's and, renamed, WOW's): imperial units
 * whatever the station shows, every measure the reading has and nothing for the others.
 */
export function wuQuery(payload: ForwardingPayload, credentials: TargetCredentials): URLSearchParams {
  const q = new URLSearchParams();
  q.set('ID', credentials.stationId);
  q.set('PASSWORD', credentials.secret);
  q.set('dateutc', wuDate(payload.at));
  const put = (
    name: string,
    value: number | null | undefined,
    convert: (v: number) => number,
    digits: number,
  ) => {
    if (value !== null && value !== undefined) q.set(name, fixed(convert(value), digits));
  };
  const same = (v: number) => v;
  put('tempf', payload.temperature, celsiusToFahrenheit, 1);
  put('humidity', payload.humidity, same, 0);
  put('dewptf', payload.dewPoint, celsiusToFahrenheit, 1);
  put('baromin', payload.relativePressure, hpaToInhg, 3);
  put('winddir', payload.windDirection, same, 0);
  put('windspeedmph', payload.windSpeed, msToMph, 1);
  put('windgustmph', payload.windGust, msToMph, 1);
  put('rainin', payload.rainLastHour, mmToInches, 2);
  put('dailyrainin', payload.rainToday ?? null, mmToInches, 2);
  put('solarradiation', payload.solarRadiation, same, 0);
  put('UV', payload.uv, same, 1);
  put('soiltempf', payload.soilTemperature, celsiusToFahrenheit, 1);
  put('indoortempf', payload.indoorTemperature, celsiusToFahrenheit, 1);
  put('indoorhumidity', payload.indoorHumidity, same, 0);
  q.set('softwaretype', 'meteodeck');
  q.set('action', 'updateraw');
  return q;
}

/**
 * Reads a Weather Underground or PWSweather answer: WU answers `success` (200) and, for a bad station id
 * or key, 401 or a body with `INVALID` / `unauthorized`; PWSweather answers JSON with an `error` on failure.
 */
export function readWuAnswer(status: number, body: string): DeliveryOutcome {
  const text = body.trim();
  if (status === 401 || status === 403 || /invalid|unauthori[sz]ed|password/i.test(text)) {
    return { kind: 'bad-credentials', message: answered(status, text) };
  }
  if (status >= 200 && status < 300 && (/success/i.test(text) || text === '' || text.startsWith('{'))) {
    if (text.startsWith('{') && /"error"/i.test(text))
      return { kind: 'failed', message: answered(status, text) };
    return { kind: 'ok' };
  }
  return { kind: 'failed', message: answered(status, text) };
}

export const wunderground: NetworkAdapter = {
  minIntervalMs: 0,
  request(payload, credentials, endpoints) {
    const q = wuQuery(payload, credentials);
    q.set('realtime', '1');
    q.set('rtfreq', '2.5');
    return {
      protocol: 'http',
      url: `${endpoints.wunderground}/weatherstation/updateweatherstation.php?${q}`,
      init: {},
    };
  },
  readAnswer: readWuAnswer,
};

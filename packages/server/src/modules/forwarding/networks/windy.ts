/** Windy's Stations API v2 (`GET /api/v2/observation/update`). */
import { WINDY_FIELDS } from '@meteodeck/weather';
import {
  type ForwardingPayload,
  fixed,
  type NetworkAdapter,
  namedFields,
  readHttpStatusAnswer,
  type TargetCredentials,
} from './network.ts';

/**
 * The query's measure fields in order: the measure catalogue's (`forwarding.windy`, `WINDY_FIELDS`) and the
 * rain of the past hour (`precip`, mm), a window of the rain the catalogue does not describe, at the place 8
 * it leaves free.
 */
const QUERY_FIELDS = namedFields(WINDY_FIELDS, [
  { place: 8, name: 'precip', digits: 1, value: (payload: ForwardingPayload) => payload.rainLastHour },
]);

/**
 * The query of a Windy station upload (the station's password goes in the Authorization header, not in the
 * query): metric units, the observation's time, the rain of the past hour in mm.
 */
export function windyQuery(payload: ForwardingPayload, credentials: TargetCredentials): URLSearchParams {
  const q = new URLSearchParams();
  q.set('id', credentials.stationId);
  q.set('time', new Date(payload.at).toISOString().replace(/\.\d{3}Z$/, 'Z'));
  for (const field of QUERY_FIELDS) {
    const value = field.value(payload);
    if (value !== null && value !== undefined) q.set(field.name, fixed(value, field.digits));
  }
  // The station id, the time and the software's name belong to no measure: the adapter's own.
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

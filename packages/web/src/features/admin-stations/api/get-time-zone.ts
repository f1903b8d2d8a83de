import { isTimeZoneAnswer } from 'virtual:answer-checks';
import type { TimeZoneAnswer } from '@meteodeck/contract';
import { apiRequest } from '../../../lib/api-client.ts';

/** GET /api/timezone?lat=&lng=: the IANA time zone of a position. */
export function getTimeZone(lat: number, lng: number): Promise<TimeZoneAnswer> {
  return apiRequest('/api/timezone', isTimeZoneAnswer, { query: { lat, lng } });
}

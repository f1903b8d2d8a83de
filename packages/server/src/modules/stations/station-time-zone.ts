import { isValidTimeZone } from '@meteodeck/weather';
import tzlookup from 'tz-lookup';

/**
 * The IANA time zone a station at (`lat`, `lng`) keeps its calendar in, from tz-lookup's boundary data
 * (oceans give nautical zones such as `Etc/GMT+2`). `UTC` when the runtime's ICU does not know the zone
 * the data names, so a station can always compute its periods. Coordinates must be in range.
 */
export function timeZoneAt(lat: number, lng: number): string {
  const zone = tzlookup(lat, lng);
  return isValidTimeZone(zone) ? zone : 'UTC';
}

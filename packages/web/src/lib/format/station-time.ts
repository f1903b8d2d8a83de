import { formatInstant, type InstantStyle } from './date-format.ts';
import { dateTimeFormat } from './locale.ts';

/**
 * A chart tooltip's time: the station's local time in the visitor's language and, when the visitor's clock
 * reads otherwise at that instant, the station's zone named ('27.11. 04:09 (New York, GMT-5)'), so a
 * visitor abroad knows whose clock the charts read. Only the lazily loaded chart code uses it.
 */

/** The visitor's IANA zone as the browser reports it ('UTC' when it reports none). */
export function visitorTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone ?? 'UTC';
}

/** 'New York' for 'America/New_York', 'UTC' for 'Etc/UTC': the place an IANA zone is named after. */
export function zonePlace(timeZone: string): string {
  return (timeZone.split('/').at(-1) ?? timeZone).replaceAll('_', ' ');
}

/** The zone's offset at `ms` as the visitor's language writes it ('GMT-5', 'UTC−5'), or '' when unknown. */
function zoneOffset(ms: number, timeZone: string): string {
  const parts = dateTimeFormat({ timeZone, timeZoneName: 'shortOffset' }).formatToParts(ms);
  return parts.find((part) => part.type === 'timeZoneName')?.value ?? '';
}

/**
 * `ms` in the station's zone as `style` writes it, followed by the zone's place and offset when the style
 * shows a time and the visitor's clock (`visitorZone`, the browser's by default) shows another at `ms`.
 */
export function stationTimeLabel(
  ms: number,
  timeZone: string,
  style: InstantStyle,
  visitorZone: string = visitorTimeZone(),
): string {
  const shown = formatInstant(ms, timeZone, style);
  // A date alone (a day's bar or band) names the station's day: no clock to tell apart.
  if (style !== 'dateTime' && style !== 'dayMonthTime' && style !== 'time') return shown;
  const sameClock = formatInstant(ms, visitorZone, 'dateTime') === formatInstant(ms, timeZone, 'dateTime');
  if (sameClock) return shown;
  const offset = zoneOffset(ms, timeZone);
  return `${shown} (${zonePlace(timeZone)}${offset === '' ? '' : `, ${offset}`})`;
}

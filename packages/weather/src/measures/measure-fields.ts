/**
 * The fields of a measure's sources in the measure catalogue: a door's form, an importer's column or header
 * words, a forwarding network's query (see measure-descriptor.ts), and their resolution per channel.
 */

import type { MeasureUnit } from './measure-descriptor.ts';

/**
 * One field of a source (a door's form, an importer's column, a forwarding network's query). In `name`,
 * `{n}` stands for the channel number, plus `offset` (Weather Underground's second outdoor sensor is
 * `temp2f`: channel 1 with offset 1). `channels` (inclusive) are the channels the field carries: absent, all
 * of the measure's channels (or its one sensor when it has none); a name without `{n}` carries one channel.
 * `unit` is the unit the source writes the field in; `digits` the decimals a forwarding network is sent;
 * `noValue` a number the source writes for "nothing measured" (Ecowitt's 255 km lightning distance).
 */
export interface MeasureField {
  readonly name: string;
  readonly unit: MeasureUnit;
  readonly channels?: readonly [first: number, last: number];
  readonly offset?: number;
  readonly digits?: number;
  readonly noValue?: number;
}

/**
 * The fields each source reads for a measure. For a single-sensor measure, several fields are alternatives,
 * first present wins. `weewx`: archive columns, `unit` as in WeeWX's US unit system (the importer converts the
 * METRIC and METRICWX systems by quantity). `cumulusExtraLog`: the field index in Cumulus MX's
 * ExtraLogYYYYMM.txt of each channel (index 0: channel 1), written in the station's own units. `cumulusLog`:
 * a main measure's field of Cumulus MX's monthly log (MMMyylog.txt), its name as CumulusMX's source names it
 * (LogFileRec.cs; the import preview shows it) and its position (0-based), in the station's own units; the
 * fields read otherwise (rain's counter and day total, the current gust) are the importer's. `csv`: a main
 * measure's column in meteodeck's CSV exchange format (the contract's reading-csv.ts): the name before the
 * unit suffix (`dew_point` → `dew_point_c`, `dew_point_f`) and its place in an export (1: first); an
 * export's columns never move. `weatherlinkCsv`: the header names of Davis WeatherLink's exports that carry a
 * main measure (normalized: lower case, no accents; a two-line header's words joined, `temp out`), in groups
 * by preference (the first group's column before the second's: `high rain rate` before `rain rate`); the unit
 * is the header's or the owner's. `ecowittCsv`: the words that name a main measure's column in Ecowitt's CSV
 * exports (see {@link CsvHeaderWords}).
 */
export interface MeasureSources {
  readonly ecowitt?: readonly MeasureField[];
  readonly wunderground?: readonly MeasureField[];
  readonly weewx?: readonly MeasureField[];
  readonly cumulusExtraLog?: readonly number[];
  readonly cumulusLog?: { readonly name: string; readonly index: number };
  readonly csv?: { readonly base: string; readonly column: number };
  readonly weatherlinkCsv?: readonly (readonly string[])[];
  readonly ecowittCsv?: CsvHeaderWords;
}

/**
 * How a main measure's column is known in Ecowitt's CSV exports (the console's SD card and WS View Plus, one
 * header line; ecowitt.net, a line of groups over the columns), in the languages they are written in
 * (English, German, French), by the words of its header, normalized (lower case, no accents, any other
 * character a space; a word written with a space on each side stands alone): one of `name` in the column's
 * name; one of `context` in its name or its group; none of `without` in either. A name holding one of
 * `fallback` (a 10-minute average beside the current value) is taken only when no other column is. A list
 * left out asks nothing. The importer tries the measures in catalogue order, the first that fits taking the
 * column; the rain gauges' columns (rates, counters and rolling sums) and those it never reads are its own.
 */
export interface CsvHeaderWords {
  readonly name?: readonly string[];
  readonly context?: readonly string[];
  readonly without?: readonly string[];
  readonly fallback?: readonly string[];
}

/**
 * How one upload door (Ecowitt, Weather Underground) reads a main measure into the reading, beyond the
 * measure's own fields of that source: `lastChannel`, the highest channel the reading takes (the lowest
 * present wins; absent: every channel of its fields); `before` and `after`, fields tried before and after
 * its own (another protocol's spelling, another sensor's value), in their own units.
 */
export interface DoorFields {
  readonly lastChannel?: number;
  readonly before?: readonly MeasureField[];
  readonly after?: readonly MeasureField[];
}

/** The upload doors whose field rules the catalogue gives. */
export type DoorSource = 'ecowitt' | 'wunderground';

/**
 * How the upload doors read a main measure: by default its source fields, first present wins (see
 * {@link DoorFields}); `'code'` when the doors read its fields in code instead (the rain gauges' counters
 * and rate, the lightning counter whose steps are strikes).
 */
export type MeasureDoors = 'code' | { readonly [S in DoorSource]?: DoorFields };

/** The networks that reuse Weather Underground's upload query under their own address. */
export type WundergroundLike = 'pwsweather' | 'wow';

/**
 * A field of Weather Underground's upload query. `place`: its place in the query (1: first), the fields of
 * its channels one after another, in channel order; the rain windows hold places 8 (`rainin`, the past
 * hour) and 9 (`dailyrainin`), which the forwarding module fills. `sharedWith`: the networks reusing the
 * query whose own documentation lists the field (PWSweather's upload protocol, the Met Office WOW's
 * automatic upload); the others are left out of theirs.
 */
export interface WundergroundField extends MeasureField {
  readonly place: number;
  readonly sharedWith?: readonly WundergroundLike[];
}

/**
 * A field of AWEKAS's basic upload (`eingabe_pruefung.php`: `val`, 25 fields separated by `;`, their order
 * fixed by AWEKAS's API description), which has one field per quantity: `position` is its place in `val`
 * (1: the user name), carrying the measure's first channel (channel 1, or its one sensor), in `unit` with
 * `digits` decimals. `emptyAt`: a value sent as an empty field (the snow height, left empty when there is
 * no snow).
 */
export interface AwekasField {
  readonly position: number;
  readonly unit: MeasureUnit;
  readonly digits: number;
  readonly emptyAt?: number;
}

/**
 * A field of a network that names each value and takes only the reading's measures (Windy's query,
 * OpenWeatherMap's JSON measurement): its `name`, its `place` among the request's measure fields (1: first;
 * the network's own, the station id and the time, come before), the reading's value of the measure in
 * `unit` with `digits` decimals.
 */
export interface NamedNetworkField {
  readonly name: string;
  readonly place: number;
  readonly unit: MeasureUnit;
  readonly digits: number;
}

/**
 * A field of CWOP's report, the APRS weather format (APRS 1.01, "Weather Reports": `_ddd/sss g t r p P h b
 * L`), positional, each value behind its one-character `code`: `position` is its place among the report's
 * weather fields (1: the wind direction behind `_`); the value in `unit` times `scale` (tenths of hPa: 10),
 * rounded to a whole number, in `width` digits (a minus sign in front below zero, dots when the reading has
 * none). `wrap`: the value 10^width written as 0 (`h00` is 100 % humidity). `above`: from `from` up, the
 * value less `from` behind `code` instead (`l` for 1000 W/m² and more). `optional`: the field left out, code
 * and all, when the reading has no value (the solar radiation; the others are dots).
 */
export interface CwopField {
  readonly position: number;
  readonly code: string;
  readonly unit: MeasureUnit;
  readonly scale?: number;
  readonly width: number;
  readonly wrap?: true;
  readonly above?: { readonly from: number; readonly code: string };
  readonly optional?: true;
}

/**
 * The fields forwarding networks are sent for a measure (in the network's unit, with `digits`). For
 * Weather Underground's query (reused by PWSweather and WOW) and AWEKAS's basic upload, a main measure
 * queued with each reading (`forwarded`) fills its first field from the reading and every field may be
 * filled from the station's extra sensor of its channel. Windy's Stations API, OpenWeatherMap's Weather
 * Stations API and CWOP's APRS weather format have no field for a measure the reading lacks: their fields
 * are a forwarded measure's, filled from the reading only.
 */
export interface MeasureForwarding {
  readonly wunderground?: readonly WundergroundField[];
  readonly awekas?: AwekasField;
  readonly windy?: NamedNetworkField;
  readonly openweathermap?: NamedNetworkField;
  readonly cwop?: CwopField;
}

/** One field of a source resolved for a channel (0 for a single sensor). */
export interface ResolvedField {
  readonly channel: number;
  readonly name: string;
  readonly unit: MeasureUnit;
  readonly digits?: number;
  readonly noValue?: number;
}

/** The channels a field carries for a measure with `channels` channels (0: the one sensor). */
function channelsOf(field: MeasureField, channels: number): number[] {
  if (channels === 0) return [0];
  const [first, last] = field.channels ?? (field.name.includes('{n}') ? [1, channels] : [1, 1]);
  const list: number[] = [];
  for (let channel = first; channel <= Math.min(last, channels); channel += 1) list.push(channel);
  return list;
}

/** The fields `fields` stand for, one per channel, in order: `{n}` replaced by the channel plus offset. */
export function resolveFields(
  fields: readonly MeasureField[] | undefined,
  channels: number,
): ResolvedField[] {
  const resolved: ResolvedField[] = [];
  for (const field of fields ?? []) {
    for (const channel of channelsOf(field, channels)) {
      const name = field.name.replace('{n}', String(channel + (field.offset ?? 0)));
      resolved.push({
        channel,
        name,
        unit: field.unit,
        ...(field.digits === undefined ? {} : { digits: field.digits }),
        ...(field.noValue === undefined ? {} : { noValue: field.noValue }),
      });
    }
  }
  return resolved;
}

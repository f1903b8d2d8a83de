/**
 * The forwarding networks' field lists, derived from the measure catalogue's `forwarding` (see
 * measure-fields.ts): Weather Underground's upload query (reused by PWSweather and WOW), AWEKAS's basic
 * upload, Windy's, OpenWeatherMap's and CWOP's measure fields, each in the network's order. What a network
 * sends beyond them (rain windows, login, time, position) is its adapter's (the server's forwarding module).
 */

import { type ForwardedMeasureKind, MEASURE_CATALOGUE, type MeasureKind } from './catalogue.ts';
import {
  type AwekasField,
  type CwopField,
  type MeasureForwarding,
  type NamedNetworkField,
  type ResolvedField,
  resolveFields,
  type WundergroundLike,
} from './measure-fields.ts';

type Entry = (typeof MEASURE_CATALOGUE)[number];
type ReadingEntry = Extract<Entry, { readonly reading: true }>;

/** One field of Weather Underground's upload query for one channel of a kind, with its place. */
export interface WundergroundQueryField extends ResolvedField {
  readonly kind: MeasureKind;
  /** Its place in the query (`forwarding.wunderground`'s; the rain windows hold 8 and 9). */
  readonly place: number;
  /** The networks reusing the query that take it (PWSweather, WOW). */
  readonly sharedWith: readonly WundergroundLike[];
  /** The forwarded main measure whose value in the reading fills it (its first field); null: none. */
  readonly reading: ForwardedMeasureKind | null;
}

const isForwarded = (entry: Entry): entry is Extract<ReadingEntry, { readonly forwarded: true }> =>
  entry.reading && entry.forwarded;

/**
 * Every field of Weather Underground's upload query, in the query's order (by place, then channel): the
 * forwarded measures' first fields take the reading's value, every field the extra sensor of its channel.
 */
export const WUNDERGROUND_QUERY_FIELDS: readonly WundergroundQueryField[] = MEASURE_CATALOGUE.flatMap(
  (entry) => {
    const fields = (entry.forwarding.wunderground ?? []).flatMap((field) =>
      resolveFields([field], entry.channels).map((resolved) => ({
        ...resolved,
        kind: entry.kind,
        place: field.place,
        sharedWith: field.sharedWith ?? [],
      })),
    );
    return fields.map((field, i) => ({
      ...field,
      reading: i === 0 && isForwarded(entry) ? entry.kind : null,
    }));
  },
).sort((a, b) => a.place - b.place || a.channel - b.channel);

/** A field of AWEKAS's basic upload filled from the measure catalogue, with the kind and channel it carries. */
export interface AwekasValField extends AwekasField {
  readonly kind: MeasureKind;
  /** The channel it carries: 1, or 0 for a single sensor. */
  readonly channel: number;
  /** The forwarded main measure whose value in the reading fills it; null: the extra sensor only. */
  readonly reading: ForwardedMeasureKind | null;
}

/**
 * The fields of AWEKAS's basic upload the catalogue describes (`forwarding.awekas`), by position: the
 * reading's measures (temperature, humidity, pressure, wind, direction, gust, solar radiation, UV, rain rate)
 * and the sensors' (snow height, soil temperature). Each carries its measure's first channel, from the
 * reading for a forwarded measure, else (or when the reading lacks it) from the station's extra sensor of
 * that channel. The upload's other positions (login, date and time, the day's rain, language, software,
 * position, the empty ones) are the adapter's.
 */
export const AWEKAS_FIELDS: readonly AwekasValField[] = MEASURE_CATALOGUE.flatMap((entry) => {
  const field: AwekasField | undefined = entry.forwarding.awekas;
  if (field === undefined) return [];
  const channel = entry.channels === 0 ? 0 : 1;
  return [{ ...field, kind: entry.kind, channel, reading: isForwarded(entry) ? entry.kind : null }];
}).sort((a, b) => a.position - b.position);

/**
 * A field of a network that takes only the reading's measures (Windy, OpenWeatherMap, CWOP), with the
 * measure whose value fills it.
 */
export type ReadingNetworkField<F> = F & { readonly kind: ForwardedMeasureKind };

/** The fields `pick` gives the forwarded measures, ordered by `order`. */
function readingNetworkFields<F>(
  pick: (forwarding: MeasureForwarding) => F | undefined,
  order: (field: F) => number,
): readonly ReadingNetworkField<F>[] {
  return MEASURE_CATALOGUE.flatMap((entry) => {
    const field = pick(entry.forwarding);
    // A field on a measure the outbox does not queue has no value to send (the catalogue's tests keep none).
    return field === undefined || !isForwarded(entry) ? [] : [{ ...field, kind: entry.kind }];
  }).sort((a, b) => order(a) - order(b));
}

/**
 * The measure fields of Windy's station upload (`forwarding.windy`), by place, each filled from the
 * reading's value of its measure; the time, the station id, the rain of the past hour and the software's
 * name are the adapter's.
 */
export const WINDY_FIELDS: readonly ReadingNetworkField<NamedNetworkField>[] = readingNetworkFields(
  (forwarding) => forwarding.windy,
  (field) => field.place,
);

/**
 * The measure fields of an OpenWeatherMap measurement (`forwarding.openweathermap`), by place, each filled
 * from the reading's value of its measure; the station id, the time and the rain of the past hour and 24 h
 * are the adapter's.
 */
export const OPENWEATHERMAP_FIELDS: readonly ReadingNetworkField<NamedNetworkField>[] = readingNetworkFields(
  (forwarding) => forwarding.openweathermap,
  (field) => field.place,
);

/**
 * The measure fields of CWOP's APRS weather report (`forwarding.cwop`), by position, each filled from the
 * reading's value of its measure; the header, time, position, rain windows (5 to 7) and software are the
 * adapter's.
 */
export const CWOP_FIELDS: readonly ReadingNetworkField<CwopField>[] = readingNetworkFields(
  (forwarding) => forwarding.cwop,
  (field) => field.position,
);

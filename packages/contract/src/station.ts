import { isValidTimeZone } from '@meteodeck/weather';
import { type Static, Type } from 'typebox';
import { isCountryCode } from './countries.ts';
import { type Checked, checked, FieldProblems, FRENCH_FIELD_MESSAGES, NumberField } from './field-checks.ts';

/** Path parameter of the station routes: a station's public reference, e.g. `SSDP41000`. */
/** At most this many links to stations of other networks a station's about page shows ('Andere Stationen'). */
export const OTHER_STATIONS_MAX = 3;

/** A station of another network to compare readings with: its name and the page that shows it. */
export const OtherStation = Type.Object({ name: Type.String(), url: Type.String() });
export type OtherStation = Static<typeof OtherStation>;

export const StationReferenceParams = Type.Object({
  reference: Type.String({ minLength: 1, maxLength: 64 }),
});
export type StationReferenceParams = Static<typeof StationReferenceParams>;

/**
 * A station's main rain gauge: its tipping bucket, or its piezo gauge (WS90…). Both are stored when a
 * console sends both; a reading's rain comes from this one (or from the other when it sent none).
 */
export const RAIN_MAIN_SOURCES = ['bucket', 'piezo'] as const;
export type RainMainSource = (typeof RAIN_MAIN_SOURCES)[number];
export const RainMainSourceSchema = Type.Union([Type.Literal('bucket'), Type.Literal('piezo')]);

const stationFields = {
  id: Type.Integer(),
  reference: Type.String(),
  name: Type.String(),
  description: Type.String(),
  shortDescription: Type.String(),
  country: Type.String(),
  address: Type.String(),
  city: Type.String(),
  postalCode: Type.String(),
  /** Degrees north, WGS84. */
  lat: Type.Number(),
  /** Degrees east, WGS84. */
  lng: Type.Number(),
  /** Metres above sea level. */
  elevation: Type.Number(),
  model: Type.String(),
  /** The `type` of the unit set weather data of this station is converted to, e.g. `Metric`. */
  preferedUnit: Type.String(),
  /** IANA time zone of the station; periods (day, week, …) are computed in it. */
  timezone: Type.String(),
  /**
   * The local hour the station's day ends at when it is not midnight: 7 or 9 (its day D is then
   * [D 09:00, D+1 09:00) local, weather's station-day.ts). Absent: the civil day.
   */
  dayStartHour: Type.Optional(Type.Union([Type.Literal(7), Type.Literal(9)])),
  /** Up to three stations of other networks the about page links to ('Andere Stationen'); [] hides the card. */
  otherStations: Type.Array(OtherStation, { maxItems: OTHER_STATIONS_MAX }),
  /** ISO 8601, UTC. */
  createdAt: Type.String({ format: 'date-time' }),
  /** ISO 8601, UTC. */
  updatedAt: Type.String({ format: 'date-time' }),
};

/**
 * A station as anyone may see it. It has no `apiToken`: the response schema is the presenter, so the
 * token cannot leave the server through a public route even if a service returned it.
 */
export const WeatherStation = Type.Object(stationFields);
export type WeatherStation = Static<typeof WeatherStation>;

/** A station as an admin sees it: with the `apiToken` the station uploads with. */
export const AdminWeatherStation = Type.Object({
  ...stationFields,
  apiToken: Type.String(),
  /**
   * 'Source de pluie principale': the gauge a reading's rain comes from. Always sent by this server; absent
   * from an answer means the default, the tipping bucket.
   */
  rainMainSource: Type.Optional(RainMainSourceSchema),
});
export type AdminWeatherStation = Static<typeof AdminWeatherStation>;

/** GET /api/weatherStation answer for anonymous callers and non-admins. */
export const WeatherStationList = Type.Object({
  weatherStations: Type.Array(WeatherStation),
  numberOfResult: Type.Integer({ minimum: 0 }),
});
export type WeatherStationList = Static<typeof WeatherStationList>;

/** GET /api/weatherStation answer for admins. */
export const AdminWeatherStationList = Type.Object({
  weatherStations: Type.Array(AdminWeatherStation),
  numberOfResult: Type.Integer({ minimum: 0 }),
});
export type AdminWeatherStationList = Static<typeof AdminWeatherStationList>;

/**
 * Body of POST /api/weatherStation and PUT /api/weatherStation/{id} (admin). JSON types only (lat, lng and
 * elevation are numbers; numeric strings are accepted, '' and null count as missing); {@link checkStationBody}
 * has the rules. `apiToken` empty: generated on create,
 * kept on update. `timezone` empty: derived from lat/lng on create, and again on update when lat/lng change.
 */
export const StationBody = Type.Object({
  reference: Type.Optional(Type.String()),
  name: Type.Optional(Type.String()),
  description: Type.Optional(Type.String()),
  shortDescription: Type.Optional(Type.String()),
  country: Type.Optional(Type.String()),
  address: Type.Optional(Type.String()),
  city: Type.Optional(Type.String()),
  postalCode: Type.Optional(Type.String()),
  lat: Type.Optional(NumberField),
  lng: Type.Optional(NumberField),
  elevation: Type.Optional(NumberField),
  model: Type.Optional(Type.String()),
  apiToken: Type.Optional(Type.String()),
  /** The `type` of an existing unit set, e.g. `Metric`. */
  preferedUnit: Type.Optional(Type.String()),
  /** IANA time zone, e.g. `Europe/Paris`. */
  timezone: Type.Optional(Type.String()),
  /** 'bucket' or 'piezo'. Missing: 'bucket' on create, the current one kept on update. */
  rainMainSource: Type.Optional(Type.String()),
  /**
   * Up to three { name, url } pairs (http or https); a pair with both empty is left out. Missing: none on
   * create, the current ones kept on update.
   */
  otherStations: Type.Optional(
    Type.Array(Type.Object({ name: Type.Optional(Type.String()), url: Type.Optional(Type.String()) }), {
      maxItems: OTHER_STATIONS_MAX,
    }),
  ),
});
export type StationBody = Static<typeof StationBody>;

/** 3 to 32 letters, digits, '-' or '_': it appears in URLs and in station upload settings. */
export const STATION_REFERENCE_PATTERN = /^[A-Za-z0-9_-]{3,32}$/;
/** URL-safe (it travels in the Ecowitt path and the WU query string), long enough not to be guessed. */
export const STATION_API_TOKEN_PATTERN = /^[A-Za-z0-9._~-]{16,255}$/;
export const STATION_LIMITS = {
  lat: { min: -90, max: 90 },
  lng: { min: -180, max: 180 },
  /** Metres: below the Dead Sea shore (−430 m) to above the highest inhabited places. */
  elevation: { min: -500, max: 9000 },
} as const;

export const STATION_MESSAGES = {
  reference: 'La référence doit contenir de 3 à 32 caractères : lettres, chiffres, « - » ou « _ ».',
  referenceTaken: (reference: string) => `La référence « ${reference} » est déjà utilisée.`,
  country: "Ce pays n'est pas un code ISO 3166-1 alpha-2 valide (par exemple FR ou DE).",
  lat: 'La latitude doit être comprise entre -90 et 90.',
  lng: 'La longitude doit être comprise entre -180 et 180.',
  elevation: "L'altitude doit être comprise entre -500 et 9000 m.",
  apiToken:
    'Le jeton doit contenir de 16 à 255 caractères : lettres, chiffres, « . », « _ », « ~ » ou « - ».',
  timezone: 'Fuseau horaire inconnu (nom IANA attendu, par exemple Europe/Paris).',
  unknownUnit: (type: string) => `L'unité « ${type} » n'existe pas.`,
  otherStationName: 'Le nom de la station doit contenir de 1 à 100 caractères.',
  rainMainSource: 'La source de pluie doit être « bucket » (auget basculeur) ou « piezo » (capteur piézo).',
  otherStationUrl: "L'adresse doit commencer par http:// ou https:// et contenir au plus 255 caractères.",
} as const;

/** A station body that passed {@link checkStationBody}: text trimmed, country upper-cased. */
export interface StationInput {
  reference: string;
  name: string;
  description: string;
  shortDescription: string;
  country: string;
  address: string;
  city: string;
  postalCode: string;
  lat: number;
  lng: number;
  elevation: number;
  model: string;
  /** undefined: generate (create) or keep (update). */
  apiToken: string | undefined;
  /** Unit set type; whether it exists is the server's to check. */
  preferedUnit: string;
  /** undefined: derive from lat/lng. */
  timezone: string | undefined;
  /** undefined: none on create, keep on update. */
  otherStations: OtherStation[] | undefined;
  /** undefined: 'bucket' on create, keep on update. */
  rainMainSource: RainMainSource | undefined;
}

/**
 * Checks a station body. Required: reference, name, country (ISO 3166-1 alpha-2, from the full list),
 * city, lat (−90..90), lng (−180..180), elevation (−500..9000 m), preferedUnit. Optional texts default to ''.
 */
export function checkStationBody(body: StationBody): Checked<StationInput> {
  const problems = new FieldProblems(FRENCH_FIELD_MESSAGES);
  const reference = problems.text('reference', body.reference, { max: 32 });
  if (reference !== '' && !problems.has('reference') && !STATION_REFERENCE_PATTERN.test(reference)) {
    problems.add('reference', STATION_MESSAGES.reference);
  }
  const name = problems.text('name', body.name, { max: 255 });
  const description = problems.text('description', body.description, { required: false, max: 10_000 });
  const shortDescription = problems.text('shortDescription', body.shortDescription, {
    required: false,
    max: 255,
  });
  const country = problems.text('country', body.country, { max: 2 }).toUpperCase();
  if (country !== '' && !isCountryCode(country)) {
    if (!problems.has('country')) problems.add('country', STATION_MESSAGES.country);
  }
  const address = problems.text('address', body.address, { required: false, max: 255 });
  const city = problems.text('city', body.city, { max: 255 });
  const postalCode = problems.text('postalCode', body.postalCode, { required: false, max: 32 });
  const lat = problems.number('lat', body.lat, { ...STATION_LIMITS.lat, rangeMessage: STATION_MESSAGES.lat });
  const lng = problems.number('lng', body.lng, { ...STATION_LIMITS.lng, rangeMessage: STATION_MESSAGES.lng });
  const elevation = problems.number('elevation', body.elevation, {
    ...STATION_LIMITS.elevation,
    rangeMessage: STATION_MESSAGES.elevation,
  });
  const model = problems.text('model', body.model, { required: false, max: 255 });
  const apiToken = (body.apiToken ?? '').trim();
  if (apiToken !== '' && !STATION_API_TOKEN_PATTERN.test(apiToken)) {
    problems.add('apiToken', STATION_MESSAGES.apiToken);
  }
  const preferedUnit = problems.text('preferedUnit', body.preferedUnit, { max: 64 });
  const timezone = (body.timezone ?? '').trim();
  if (timezone !== '' && !isValidTimeZone(timezone)) problems.add('timezone', STATION_MESSAGES.timezone);
  const otherStations = checkOtherStations(problems, body.otherStations);
  const rainSource = (body.rainMainSource ?? '').trim();
  const rainMainSource = RAIN_MAIN_SOURCES.find((source) => source === rainSource);
  if (rainSource !== '' && rainMainSource === undefined) {
    problems.add('rainMainSource', STATION_MESSAGES.rainMainSource);
  }
  return checked(problems, {
    reference,
    name,
    description,
    shortDescription,
    country,
    address,
    city,
    postalCode,
    lat,
    lng,
    elevation,
    model,
    apiToken: apiToken === '' ? undefined : apiToken,
    preferedUnit,
    timezone: timezone === '' ? undefined : timezone,
    otherStations,
    rainMainSource,
  });
}

/** Whether `text` is an absolute http or https address. */
function isWebAddress(text: string): boolean {
  try {
    const url = new URL(text);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}

/** The other stations of a body, trimmed, empty pairs left out; each problem at `otherStations[i].name|url`. */
function checkOtherStations(
  problems: FieldProblems,
  pairs: StationBody['otherStations'],
): OtherStation[] | undefined {
  if (pairs === undefined) return undefined;
  const stations: OtherStation[] = [];
  pairs.forEach((pair, index) => {
    const name = (pair.name ?? '').trim();
    const url = (pair.url ?? '').trim();
    if (name === '' && url === '') return;
    if (name === '' || name.length > 100)
      problems.add(`otherStations[${index}].name`, STATION_MESSAGES.otherStationName);
    if (url.length > 255 || !isWebAddress(url))
      problems.add(`otherStations[${index}].url`, STATION_MESSAGES.otherStationUrl);
    stations.push({ name, url });
  });
  return stations;
}

/** GET /api/timezone?lat=…&lng=…: the IANA time zone of a position, as a station form proposes it. */
export const TimeZoneQuery = Type.Object({
  lat: Type.Number({ minimum: -90, maximum: 90 }),
  lng: Type.Number({ minimum: -180, maximum: 180 }),
});
export type TimeZoneQuery = Static<typeof TimeZoneQuery>;
export const TimeZoneAnswer = Type.Object({ timezone: Type.String() });
export type TimeZoneAnswer = Static<typeof TimeZoneAnswer>;

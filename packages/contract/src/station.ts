import { type Static, Type } from 'typebox';

/** Path parameter of the station routes: a station's public reference, e.g. `SSDP41000`. */
export const StationReferenceParams = Type.Object({
  reference: Type.String({ minLength: 1, maxLength: 64 }),
});
export type StationReferenceParams = Static<typeof StationReferenceParams>;

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
export const AdminWeatherStation = Type.Object({ ...stationFields, apiToken: Type.String() });
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

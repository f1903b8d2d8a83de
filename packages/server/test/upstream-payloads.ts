/**
 * Answers shaped as the forecast and geocoding providers document them (field names, types, units, extra
 * fields we ignore), for the fake upstream servers of the tests. Position: Rütenbrock, 52.84 N 7.10 E.
 */

/** Local midnight of 2026-11-21 in Europe/Berlin (UTC+1), Unix seconds, and the six following midnights. */
export const DAY_STARTS = Array.from({ length: 8 }, (_, day) => Date.UTC(2026, 10, 20 + day, 23) / 1000);

export interface OpenMeteoOverrides {
  currentCode?: number;
  isDay?: 0 | 1;
  dailyCodes?: (number | null)[];
}

/** https://open-meteo.com/en/docs with current=…, daily=…, timezone=auto, timeformat=unixtime, wind_speed_unit=ms. */
export function openMeteoPayload(overrides: OpenMeteoOverrides = {}) {
  const dailyCodes = overrides.dailyCodes ?? [61, 3, 2, 0, 71, 95, 45];
  return {
    latitude: 52.84,
    longitude: 7.1000004,
    generationtime_ms: 0.0834465,
    utc_offset_seconds: 3600,
    timezone: 'Europe/Berlin',
    timezone_abbreviation: 'GMT+1',
    elevation: 14,
    current_units: {
      time: 'unixtime',
      interval: 'seconds',
      temperature_2m: '°C',
      relative_humidity_2m: '%',
      wind_speed_10m: 'm/s',
      wind_direction_10m: '°',
      weather_code: 'wmo code',
      is_day: '',
    },
    current: {
      time: 1763719200,
      interval: 900,
      temperature_2m: 4.3,
      relative_humidity_2m: 87,
      wind_speed_10m: 3.9,
      wind_direction_10m: 247,
      weather_code: overrides.currentCode ?? 61,
      is_day: overrides.isDay ?? 1,
    },
    daily_units: {
      time: 'unixtime',
      weather_code: 'wmo code',
      temperature_2m_max: '°C',
      temperature_2m_min: '°C',
    },
    daily: {
      time: DAY_STARTS.slice(0, dailyCodes.length),
      weather_code: dailyCodes,
      temperature_2m_max: dailyCodes.map((code, day) => (code === null ? null : 6.1 + day)),
      temperature_2m_min: dailyCodes.map((code, day) => (code === null ? null : 1.2 - day)),
    },
  };
}

const owmRain = { id: 500, main: 'Rain', description: 'leichter Regen', icon: '10d' };

/** https://openweathermap.org/api/one-call-3 with units=metric, lang=de, exclude=minutely,hourly,alerts. */
export function oneCallPayload(overrides: { currentIcon?: string; days?: number } = {}) {
  return {
    lat: 52.84,
    lon: 7.1,
    timezone: 'Europe/Berlin',
    timezone_offset: 3600,
    current: {
      dt: 1763719200,
      sunrise: 1763708340,
      sunset: 1763738520,
      temp: 4.3,
      feels_like: 1.2,
      pressure: 1012,
      humidity: 87,
      dew_point: 2.3,
      uvi: 0.3,
      clouds: 75,
      visibility: 10000,
      wind_speed: 3.9,
      wind_deg: 247,
      weather: [{ ...owmRain, icon: overrides.currentIcon ?? '10d' }],
    },
    daily: DAY_STARTS.slice(0, overrides.days ?? 8).map((start, day) => ({
      dt: start + 12 * 3600,
      sunrise: start + 8 * 3600,
      sunset: start + 16 * 3600,
      summary: 'Expect a day of partly cloudy with rain',
      temp: { day: 5.2, min: 1.5 - day, max: 6.1 + day, night: 3.1, eve: 4.4, morn: 2.2 },
      feels_like: { day: 2.1, night: 0.3, eve: 1.5, morn: -0.4 },
      pressure: 1011,
      humidity: 85,
      dew_point: 2.9,
      wind_speed: 5.1,
      wind_deg: 240,
      wind_gust: 11.2,
      weather: [
        day === 1 ? { id: 803, main: 'Clouds', description: 'überwiegend bewölkt', icon: '04d' } : owmRain,
      ],
      clouds: 90,
      pop: 0.8,
      rain: 2.1,
      uvi: 0.6,
    })),
  };
}

/** https://nominatim.org/release-docs/latest/api/Search/ with format=jsonv2. */
export function nominatimPayload() {
  return [
    {
      place_id: 131542567,
      licence: 'Data © OpenStreetMap contributors, ODbL 1.0. http://osm.org/copyright',
      osm_type: 'node',
      osm_id: 240109189,
      lat: '52.8447193',
      lon: '7.1013455',
      category: 'place',
      type: 'village',
      place_rank: 19,
      importance: 0.3500099,
      addresstype: 'village',
      name: 'Rütenbrock',
      display_name: 'Rütenbrock, Haren (Ems), Landkreis Emsland, Niedersachsen, 49733, Deutschland',
      boundingbox: ['52.8247193', '52.8647193', '7.0813455', '7.1213455'],
    },
  ];
}

/** https://developers.google.com/maps/documentation/geocoding/requests-geocoding, status OK. */
export function googleGeocodingPayload() {
  return {
    results: [
      {
        address_components: [{ long_name: 'Rütenbrock', short_name: 'Rütenbrock', types: ['sublocality'] }],
        formatted_address: 'Rütenbrock, 49733 Haren (Ems), Deutschland',
        geometry: {
          location: { lat: 52.8447193, lng: 7.1013455 },
          location_type: 'APPROXIMATE',
          viewport: {
            northeast: { lat: 52.86, lng: 7.12 },
            southwest: { lat: 52.82, lng: 7.08 },
          },
        },
        place_id: 'ChIJm0l3pG3ht0cRQBvhR2w3IAo',
        types: ['sublocality', 'political'],
      },
    ],
    status: 'OK',
  };
}

/**
 * "Feels like" temperatures: heat index (US NWS), humidex (Environment Canada) and wind chill (NWS/MSC 2001).
 * All take and return °C; each formula works in the unit its source defines it in.
 */

import { celsiusToFahrenheit, fahrenheitToCelsius, msToKmh } from './conversions.ts';

/**
 * Heat index in °C from air temperature (°C) and relative humidity (%), by the NWS/WPC procedure
 * (NWS Weather Prediction Center, "The Heat Index Equation"; Rothfusz 1990, NWS SR 90-23):
 * 1. Steadman's simple form HI = 0.5 × (T + 61 + (T − 68) × 1.2 + 0.094 × RH) in °F;
 * 2. if the mean of that and T is 80 °F or more, the Rothfusz regression instead,
 *    minus ((13 − RH)/4) × √((17 − |T − 95|)/17) when RH < 13 % and 80 °F ≤ T ≤ 112 °F,
 *    plus ((RH − 85)/10) × ((87 − T)/5) when RH > 85 % and 80 °F ≤ T ≤ 87 °F.
 * Validity: the regression reproduces Steadman's table within ±1.3 °F for 80–110 °F; below 80 °F the simple
 * form applies and the index stays within a few degrees of the temperature (it is not meant for cold air,
 * where it reads slightly below T, as the NWS procedure gives). RH is clamped to 0…100.
 */
export function heatIndexC(temperatureC: number, relativeHumidity: number): number {
  const t = celsiusToFahrenheit(temperatureC);
  const rh = Math.min(100, Math.max(0, relativeHumidity));
  const simple = 0.5 * (t + 61 + (t - 68) * 1.2 + rh * 0.094);
  if ((simple + t) / 2 < 80) return fahrenheitToCelsius(simple);

  let hi =
    -42.379 +
    2.04901523 * t +
    10.14333127 * rh -
    0.22475541 * t * rh -
    0.00683783 * t * t -
    0.05481717 * rh * rh +
    0.00122874 * t * t * rh +
    0.00085282 * t * rh * rh -
    0.00000199 * t * t * rh * rh;
  if (rh < 13 && t >= 80 && t <= 112) {
    hi -= ((13 - rh) / 4) * Math.sqrt((17 - Math.abs(t - 95)) / 17);
  } else if (rh > 85 && t >= 80 && t <= 87) {
    hi += ((rh - 85) / 10) * ((87 - t) / 5);
  }
  return fahrenheitToCelsius(hi);
}

/**
 * Humidex in °C-equivalent from air temperature and dew point (°C), Environment Canada's formula
 * (Masterson & Richardson 1979, AES Canada CLI 1-79): H = T + 0.5555 × (e − 10), with the vapour pressure
 * e = 6.11 × exp(5417.7530 × (1/273.16 − 1/(273.15 + Td))) hPa. Never below the temperature (DESIGN §6):
 * dry or cold air, where the formula gives less, reports T. Environment Canada only publishes it for
 * T ≥ 20 °C; below that it simply equals T or sits close to it.
 */
export function humidexC(temperatureC: number, dewPointCelsius: number): number {
  const vapourPressure = 6.11 * Math.exp(5417.753 * (1 / 273.16 - 1 / (273.15 + dewPointCelsius)));
  return Math.max(temperatureC, temperatureC + 0.5555 * (vapourPressure - 10));
}

/** Wind chill applies below this air temperature, °C (NWS/MSC 2001). */
export const WIND_CHILL_MAX_TEMPERATURE_C = 10;
/** Wind chill applies above this wind speed, km/h (3 mph, NWS/MSC 2001). */
export const WIND_CHILL_MIN_SPEED_KMH = 4.8;

/**
 * Wind chill in °C from air temperature (°C) and wind speed at 10 m (m/s), the joint NWS / Meteorological
 * Service of Canada index of 2001 (Osczevski & Bluestein 2005, BAMS 86:1453):
 * WC = 13.12 + 0.6215 T − 11.37 V^0.16 + 0.3965 T V^0.16, V in km/h.
 * Defined only for T < 10 °C and V > 4.8 km/h (DESIGN §6); otherwise, calm included, it is the temperature.
 */
export function windChillC(temperatureC: number, windSpeedMs: number): number {
  const speedKmh = msToKmh(windSpeedMs);
  if (!(temperatureC < WIND_CHILL_MAX_TEMPERATURE_C && speedKmh > WIND_CHILL_MIN_SPEED_KMH)) {
    return temperatureC;
  }
  const v = speedKmh ** 0.16;
  return 13.12 + 0.6215 * temperatureC - 11.37 * v + 0.3965 * temperatureC * v;
}

/** Metres of cloud-base height per °C of temperature/dew-point spread (DESIGN §6). */
export const CLOUD_BASE_M_PER_C = 125;

/**
 * Estimated height of the base of convective (cumulus) clouds above the station, in metres:
 * 125 m per °C of spread between temperature and dew point (the lifting condensation level of a rising
 * parcel: it cools at the dry adiabatic 9.8 °C/km while its dew point falls about 1.8 °C/km). Valid for a
 * well-mixed daytime boundary layer; meaningless under inversions, fog or stratus. A dew point above the
 * temperature (sensor artefact) gives 0.
 */
export function cloudBaseM(temperatureC: number, dewPointCelsius: number): number {
  return Math.max(0, (temperatureC - dewPointCelsius) * CLOUD_BASE_M_PER_C);
}

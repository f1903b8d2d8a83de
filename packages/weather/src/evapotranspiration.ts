/**
 * FAO-56 Penman–Monteith reference evapotranspiration (ET0) of a day, from Allen, Pereira, Raes and Smith,
 * "Crop evapotranspiration", FAO Irrigation and Drainage Paper 56 (1998), chapters 3 and 4; equation
 * numbers are the paper's. The reference crop: grass 0.12 m high, surface resistance 70 s/m, albedo 0.23.
 * Daily steps only: the soil heat flux G is taken as 0 (eq. 42), the mean temperature of eq. 6 and of Δ
 * is (Tmax + Tmin) / 2 (eq. 9), the actual vapour pressure comes from RHmax and RHmin (eq. 17). Valid for
 * latitudes within the polar circles (the sunset hour angle needs a sunrise); inputs in °C, %, m/s, MJ/m²
 * per day, m, degrees.
 */

/** Solar constant (MJ m⁻² min⁻¹). */
const SOLAR_CONSTANT = 0.082;
/** Stefan–Boltzmann constant per day (MJ K⁻⁴ m⁻² day⁻¹). */
const STEFAN_BOLTZMANN_DAY = 4.903e-9;
/** Albedo of the grass reference crop. */
const REFERENCE_ALBEDO = 0.23;
/** W/m² averaged over a day to MJ/m² in that day: 86 400 s / 10⁶. */
export const WATTS_TO_MJ_PER_DAY = 0.0864;

/** Atmospheric pressure (kPa) at `elevationM` metres (eq. 7). */
export function atmosphericPressureKpa(elevationM: number): number {
  return 101.3 * ((293 - 0.0065 * elevationM) / 293) ** 5.26;
}

/** Psychrometric constant γ (kPa/°C) at pressure `pressureKpa` (eq. 8). */
export function psychrometricConstant(pressureKpa: number): number {
  return 0.665e-3 * pressureKpa;
}

/** Saturation vapour pressure e°(T) (kPa) at `temperatureC` (eq. 11). */
export function saturationVapourPressure(temperatureC: number): number {
  return 0.6108 * Math.exp((17.27 * temperatureC) / (temperatureC + 237.3));
}

/** Slope Δ of the saturation vapour pressure curve (kPa/°C) at `temperatureC` (eq. 13). */
export function saturationSlope(temperatureC: number): number {
  return (4098 * saturationVapourPressure(temperatureC)) / (temperatureC + 237.3) ** 2;
}

/** Wind speed at 2 m (m/s) from `speedMs` measured `heightM` above ground (eq. 47, a logarithmic profile). */
export function windAtTwoMetres(speedMs: number, heightM: number): number {
  return (speedMs * 4.87) / Math.log(67.8 * heightM - 5.42);
}

/** The day of the year, 1 (1 January) to 365 or 366, of a 'YYYY-MM-DD' date. */
export function dayOfYear(date: string): number {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return Math.round((Date.UTC(year, month - 1, day) - Date.UTC(year, 0, 1)) / 86_400_000) + 1;
}

/** Extraterrestrial radiation Ra (MJ/m² per day) and daylight hours N at `latitudeDeg` on day `dayNumber`. */
export function extraterrestrialRadiation(
  latitudeDeg: number,
  dayNumber: number,
): { radiationMj: number; daylightHours: number } {
  const phi = (latitudeDeg * Math.PI) / 180;
  const angle = (2 * Math.PI * dayNumber) / 365;
  const inverseDistance = 1 + 0.033 * Math.cos(angle); // eq. 23
  const declination = 0.409 * Math.sin(angle - 1.39); // eq. 24
  const sunset = Math.acos(Math.min(1, Math.max(-1, -Math.tan(phi) * Math.tan(declination)))); // eq. 25
  const radiationMj =
    ((24 * 60) / Math.PI) *
    SOLAR_CONSTANT *
    inverseDistance *
    (sunset * Math.sin(phi) * Math.sin(declination) +
      Math.cos(phi) * Math.cos(declination) * Math.sin(sunset)); // eq. 21
  return { radiationMj, daylightHours: (24 / Math.PI) * sunset }; // eq. 34
}

/** Solar radiation Rs (MJ/m² per day) from `sunshineHours` (Angström, eq. 35, a = 0.25, b = 0.50). */
export function solarRadiationFromSunshine(
  sunshineHours: number,
  latitudeDeg: number,
  dayNumber: number,
): number {
  const { radiationMj, daylightHours } = extraterrestrialRadiation(latitudeDeg, dayNumber);
  return (0.25 + (0.5 * sunshineHours) / daylightHours) * radiationMj;
}

/** What a day's ET0 needs. */
export interface ReferenceEtDay {
  /** 'YYYY-MM-DD': the day of the year for Ra. */
  date: string;
  minTemperatureC: number;
  maxTemperatureC: number;
  minHumidity: number;
  maxHumidity: number;
  /** Mean wind speed at 2 m (m/s): windAtTwoMetres converts a reading taken higher. */
  windSpeed2mMs: number;
  /** Solar radiation received in the day (MJ/m²). */
  solarRadiationMj: number;
  elevationM: number;
  latitudeDeg: number;
}

/** The day's reference evapotranspiration ET0 (mm/day) and its net radiation Rn (MJ/m² per day). */
export function referenceEvapotranspiration(day: ReferenceEtDay): { et0Mm: number; netRadiationMj: number } {
  const tMax = day.maxTemperatureC;
  const tMin = day.minTemperatureC;
  const tMean = (tMax + tMin) / 2; // eq. 9
  const gamma = psychrometricConstant(atmosphericPressureKpa(day.elevationM));
  const delta = saturationSlope(tMean);
  const eMax = saturationVapourPressure(tMax);
  const eMin = saturationVapourPressure(tMin);
  const es = (eMax + eMin) / 2; // eq. 12
  const ea = (eMin * (day.maxHumidity / 100) + eMax * (day.minHumidity / 100)) / 2; // eq. 17
  const { radiationMj: ra } = extraterrestrialRadiation(day.latitudeDeg, dayOfYear(day.date));
  const rso = (0.75 + 2e-5 * day.elevationM) * ra; // eq. 37
  const rs = day.solarRadiationMj;
  const rns = (1 - REFERENCE_ALBEDO) * rs; // eq. 38
  const relativeShortwave = rso > 0 ? Math.min(1, rs / rso) : 1;
  const kelvin4 = ((tMax + 273.16) ** 4 + (tMin + 273.16) ** 4) / 2;
  const rnl =
    STEFAN_BOLTZMANN_DAY *
    kelvin4 *
    (0.34 - 0.14 * Math.sqrt(Math.max(0, ea))) *
    (1.35 * relativeShortwave - 0.35); // eq. 39
  const rn = rns - rnl; // eq. 40
  const soilHeat = 0; // eq. 42: daily steps
  const u2 = day.windSpeed2mMs;
  const et0 =
    (0.408 * delta * (rn - soilHeat) + gamma * (900 / (tMean + 273)) * u2 * (es - ea)) /
    (delta + gamma * (1 + 0.34 * u2)); // eq. 6
  return { et0Mm: Math.max(0, et0), netRadiationMj: rn };
}

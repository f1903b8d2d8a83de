/**
 * US EPA Air Quality Index for PM2.5 with the breakpoints of the 2024 revision (EPA final rule of
 * 7 February 2024, 89 FR 16202; Technical Assistance Document EPA-454/B-24-002, May 2024, table 6):
 *
 *   µg/m³          AQI
 *   0.0 – 9.0      0 – 50
 *   9.1 – 35.4     51 – 100
 *   35.5 – 55.4    101 – 150
 *   55.5 – 125.4   151 – 200
 *   125.5 – 225.4  201 – 300
 *   225.5 – 325.4  301 – 500
 *
 * I = (I_hi − I_lo) / (C_hi − C_lo) × (C − C_lo) + I_lo, with C truncated to 0.1 µg/m³ and I rounded to the
 * nearest integer, halves up (TAD, "Calculating the AQI"). Above 325.4 µg/m³ the index is "beyond the AQI":
 * we cap it at 500 (DESIGN §6). The EPA defines it on 24-hour means; applied to a live reading it is an
 * instantaneous indication, as station consoles show it.
 */

/** One row of the breakpoint table: a concentration range (µg/m³) and the index range it maps to. */
export interface AqiBreakpoint {
  readonly concentrationLow: number;
  readonly concentrationHigh: number;
  readonly indexLow: number;
  readonly indexHigh: number;
}

/** The EPA 2024 PM2.5 breakpoint table (see the module comment), concentrations in µg/m³. */
export const PM25_AQI_BREAKPOINTS: readonly AqiBreakpoint[] = [
  { concentrationLow: 0, concentrationHigh: 9, indexLow: 0, indexHigh: 50 },
  { concentrationLow: 9.1, concentrationHigh: 35.4, indexLow: 51, indexHigh: 100 },
  { concentrationLow: 35.5, concentrationHigh: 55.4, indexLow: 101, indexHigh: 150 },
  { concentrationLow: 55.5, concentrationHigh: 125.4, indexLow: 151, indexHigh: 200 },
  { concentrationLow: 125.5, concentrationHigh: 225.4, indexLow: 201, indexHigh: 300 },
  { concentrationLow: 225.5, concentrationHigh: 325.4, indexLow: 301, indexHigh: 500 },
];

/** Highest index reported; concentrations beyond the table give this. */
export const AQI_MAX = 500;

/**
 * PM2.5 AQI (integer 0–500) of a concentration in µg/m³, EPA 2024 breakpoints (see the module comment).
 * Edge cases: 9.09 truncates to 9.0 → 50; 9.1 → 51; above 325.4 → 500; negative or non-finite → `null`.
 */
export function pm25Aqi(pm25: number): number | null {
  if (!Number.isFinite(pm25) || pm25 < 0) return null;
  // Work in integer tenths so that truncation is exact (35.4 * 10 is 353.99999… in binary).
  const tenths = Math.floor(Number((pm25 * 10).toPrecision(12)));
  for (const bp of PM25_AQI_BREAKPOINTS) {
    const low = Math.round(bp.concentrationLow * 10);
    const high = Math.round(bp.concentrationHigh * 10);
    if (tenths >= low && tenths <= high) {
      const index = ((bp.indexHigh - bp.indexLow) / (high - low)) * (tenths - low) + bp.indexLow;
      return Math.floor(Number(index.toPrecision(12)) + 0.5);
    }
  }
  return AQI_MAX;
}

/** The spec's air-quality labels (§9), from best to worst; 'Trés mauvais' is spelled as the spec spells it. */
export const AQI_LABELS = [
  'Bon',
  'Modéré',
  'Mauvais pour les groupes',
  'Mauvais',
  'Trés mauvais',
  'Dangereux',
] as const;

export type AqiLabel = (typeof AQI_LABELS)[number];

/**
 * The spec's label (§9) for an AQI value: up to 50 'Bon', up to 100 'Modéré', up to 150 'Mauvais pour les
 * groupes', up to 200 'Mauvais', up to 300 'Trés mauvais', above 'Dangereux'. Works on fractional values
 * too (an average AQI): 50.4 is above 50, so 'Modéré'.
 */
export function aqiLabel(aqi: number): AqiLabel {
  if (aqi <= 50) return 'Bon';
  if (aqi <= 100) return 'Modéré';
  if (aqi <= 150) return 'Mauvais pour les groupes';
  if (aqi <= 200) return 'Mauvais';
  if (aqi <= 300) return 'Trés mauvais';
  return 'Dangereux';
}

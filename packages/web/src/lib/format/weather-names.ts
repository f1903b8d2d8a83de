import { AQI_LABELS } from '@meteodeck/weather';
import { formatLanguage } from '../language.ts';

/**
 * The names the API gives in the specification's words (French Beaufort names of Météo-France, the spec's
 * air-quality bands), written in the visitor's language. German and French pages keep the specification's
 * labels (spec §9); English pages get the WMO's Beaufort names and the U.S. EPA's AQI category names.
 */

/** WMO Beaufort names in English (WMO-No. 8, annex 5.A), index = force. */
const BEAUFORT_NAMES_EN = [
  'Calm',
  'Light air',
  'Light breeze',
  'Gentle breeze',
  'Moderate breeze',
  'Fresh breeze',
  'Strong breeze',
  'Near gale',
  'Gale',
  'Strong gale',
  'Storm',
  'Violent storm',
  'Hurricane force',
] as const;

/** The EPA's AQI category names, in the order of the spec's bands (AQI_LABELS). */
const AQI_LABELS_EN = [
  'Good',
  'Moderate',
  'Unhealthy for sensitive groups',
  'Unhealthy',
  'Very unhealthy',
  'Hazardous',
] as const;

/** The name of a Beaufort force in the visitor's language; the API's name where it is kept (de, fr). */
export function beaufortName(force: number, apiName: string): string {
  if (formatLanguage() !== 'en') return apiName;
  return BEAUFORT_NAMES_EN[force] ?? apiName;
}

/** An AQI band's label in the visitor's language; the API's label where it is kept (de, fr) or unknown. */
export function aqiBandName(apiLabel: string): string {
  if (formatLanguage() !== 'en') return apiLabel;
  const band = (AQI_LABELS as readonly string[]).indexOf(apiLabel);
  return AQI_LABELS_EN[band] ?? apiLabel;
}

import { AQI_LABELS } from '@meteodeck/weather';
import { formatLanguage, loadedCatalogue } from '../language.ts';

/**
 * The names the API gives in the specification's words (French Beaufort names of Météo-France, the spec's
 * air-quality bands), written in the visitor's language from the public catalogues' `weatherNames`:
 * German keeps the specification's labels exactly (spec §9); French has Météo-France's Beaufort names (the
 * spec's) and the bands in plain French ('Très mauvais', 'Mauvais pour les groupes sensibles', where the spec
 * writes 'Trés mauvais' and 'Mauvais pour les groupes'); English has the WMO's Beaufort names and the U.S.
 * EPA's AQI category names. Where the catalogue is not loaded (the back office), the API's name.
 */

type NameList = 'beaufort' | 'aqiBands';

function names(list: NameList): readonly unknown[] | undefined {
  const catalogue = loadedCatalogue(formatLanguage(), 'public') as
    | { weatherNames?: Partial<Record<NameList, unknown>> }
    | undefined;
  const found = catalogue?.weatherNames?.[list];
  return Array.isArray(found) ? found : undefined;
}

function named(list: NameList, index: number, fallback: string): string {
  const name = names(list)?.[index];
  return typeof name === 'string' ? name : fallback;
}

/** The name of a Beaufort force in the visitor's language. */
export function beaufortName(force: number, apiName: string): string {
  return named('beaufort', force, apiName);
}

/** An AQI band's label in the visitor's language; an unknown label as the API gave it. */
export function aqiBandName(apiLabel: string): string {
  const band = (AQI_LABELS as readonly string[]).indexOf(apiLabel);
  return band < 0 ? apiLabel : named('aqiBands', band, apiLabel);
}

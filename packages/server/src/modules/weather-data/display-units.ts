import { DISPLAY_UNIT_FIELDS, type DisplayUnitsQuery } from '@meteodeck/contract';
import type { StationView } from '../stations/index.ts';

/**
 * A station seen in the visitor's units: its unit set with the chosen units in place of its own,
 * and a fingerprint that says so, so an answer computed in one unit set is never served for another. The
 * presenter then converts every value from canonical, as it does for the station's own units. Without a
 * choice (or one equal to the station's units) the station is returned as it is.
 */
export function withDisplayUnits(station: StationView, chosen: DisplayUnitsQuery | undefined): StationView {
  if (chosen === undefined) return station;
  const changes = DISPLAY_UNIT_FIELDS.filter(
    (field) => chosen[field] !== undefined && chosen[field] !== station.unitSet[field],
  );
  if (changes.length === 0) return station;
  const unitSet = { ...station.unitSet };
  for (const field of changes) Object.assign(unitSet, { [field]: chosen[field] });
  return {
    ...station,
    unitSet,
    fingerprint: `${station.fingerprint}|${changes.map((field) => `${field}=${chosen[field]}`).join(',')}`,
    unitsChosen: true,
  };
}

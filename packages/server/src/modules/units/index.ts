// The units module's face: the unit sets (metric, imperial, …) a station names as its preferred one.
export { createUnitsRepository, toUnit, type UnitsRepository } from './units.repository.ts';
export { wireUnits } from './units-wiring.ts';

/**
 * The owner's edits of a station's sensors before they are saved: one draft per sensor, kept across the
 * list's refetches (a sensor that starts sending joins the list without undoing what the owner typed).
 */
import type { AdminSensor, SensorSettings } from '@meteodeck/contract';
import { isMeasureKind, measureDescriptor } from '@meteodeck/weather';

export type SensorDraft = Omit<SensorSettings, 'key' | 'name'> & { name: string };
export type SensorDrafts = Readonly<Record<string, SensorDraft>>;

/** A sensor's settings as a draft. */
export function draftOf(sensor: AdminSensor): SensorDraft {
  return {
    name: sensor.name ?? '',
    visibility: sensor.visibility,
    homeTile: sensor.homeTile,
    position: sensor.position,
  };
}

/** The drafts of `sensors`: those kept for the sensors still listed, a new draft for each other one. */
export function mergeDrafts(kept: SensorDrafts, sensors: readonly AdminSensor[]): SensorDrafts {
  return Object.fromEntries(sensors.map((sensor) => [sensor.key, kept[sensor.key] ?? draftOf(sensor)]));
}

/** The body that saves every listed sensor's draft (an empty name: none). */
export function settingsBody(sensors: readonly AdminSensor[], drafts: SensorDrafts): SensorSettings[] {
  return sensors.map((sensor) => {
    const draft = drafts[sensor.key] ?? draftOf(sensor);
    const name = draft.name.trim();
    return { key: sensor.key, ...draft, name: name === '' ? null : name };
  });
}

/** A sensor's kind in French with its channel: 'Température supplémentaire 3', or its key when unknown. */
export function sensorKindLabel(sensor: Pick<AdminSensor, 'kind' | 'channel' | 'key'>): string {
  if (!isMeasureKind(sensor.kind)) return sensor.key;
  const label = measureDescriptor(sensor.kind).labels.fr;
  return sensor.channel === null ? label : `${label} ${sensor.channel}`;
}

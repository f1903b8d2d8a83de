/**
 * A station's extra sensors on MQTT (mqtt.ts): every sensor of the station, public and admin-only alike
 * (the broker is the owner's own, and an admin-only leak or greenhouse sensor is what a home automation
 * wants), each one Home Assistant entity named by the owner's name (else the kind's French label and its
 * channel, as the back office says it), with the measure catalogue's device and state classes and the unit
 * the station shows the kind in; its latest value goes in the state message under `sensors`, keyed by the
 * sensor's key.
 */
import type { CurrentData } from '@meteodeck/contract';
import {
  convertMeasureUnit,
  displayUnitOf,
  isMeasureKind,
  type MeasureKind,
  measureDescriptor,
  measureLabel,
  unitText,
} from '@meteodeck/weather';

/** A sensor with its latest value, canonical unit (the sensors module's reader). */
export interface MqttSensor {
  key: string;
  kind: string;
  channel: number | null;
  name: string | null;
  value: number | null;
}

/** The sensor's id in topics and entity ids: `extraTemperature:3` → `sensor_extraTemperature_3`. */
export function sensorTopicId(key: string): string {
  return `sensor_${key.replace(/[^A-Za-z0-9_-]/g, '_')}`;
}

const unitSetOf = (data: CurrentData) => data.unit as Parameters<typeof displayUnitOf>[1];

function known(sensor: MqttSensor): sensor is MqttSensor & { kind: MeasureKind } {
  return isMeasureKind(sensor.kind);
}

/** The sensors' values in the station's units, by key (null: none kept). */
export function mqttSensorsState(
  data: CurrentData,
  sensors: readonly MqttSensor[],
): Record<string, number | null> {
  const state: Record<string, number | null> = {};
  for (const sensor of sensors.filter(known)) {
    const to = displayUnitOf(sensor.kind, unitSetOf(data));
    const value =
      sensor.value === null
        ? null
        : convertMeasureUnit(sensor.value, measureDescriptor(sensor.kind).unit, to);
    state[sensor.key] = value === null ? null : Math.round(value * 1000) / 1000;
  }
  return state;
}

/** The discovery messages of the sensors: topic → payload (`device` as the station's measures'). */
export function mqttSensorsDiscovery(
  data: CurrentData,
  sensors: readonly MqttSensor[],
  node: string,
  device: object,
  prefix: string,
): Map<string, object> {
  const reference = data.weatherStation.reference;
  const messages = new Map<string, object>();
  for (const sensor of sensors.filter(known)) {
    const id = sensorTopicId(sensor.key);
    const unit = unitText(displayUnitOf(sensor.kind, unitSetOf(data)));
    const { deviceClass, stateClass } = measureDescriptor(sensor.kind).homeAssistant;
    const label = measureLabel(sensor.kind, 'fr');
    const name = sensor.name ?? (sensor.channel === null ? label : `${label} ${sensor.channel}`);
    messages.set(`${prefix}/sensor/${node}/${id}/config`, {
      name,
      unique_id: `${node}_${id}`,
      object_id: `${node}_${id}`,
      state_topic: `meteodeck/${reference}/state`,
      value_template: `{{ value_json.sensors['${sensor.key}'] }}`,
      ...(unit === '' ? {} : { unit_of_measurement: unit }),
      ...(deviceClass === null || deviceClass === undefined ? {} : { device_class: deviceClass }),
      state_class: stateClass,
      device,
    });
  }
  return messages;
}

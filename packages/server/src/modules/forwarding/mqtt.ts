/**
 * MQTT with Home Assistant discovery. When MQTT_URL is set, each stored reading's current
 * data (the station's unit set, the spec's current-data names) is published retained on
 * `meteodeck/<reference>/state`, and, once per station and connection, one discovery message per measure
 * on `homeassistant/sensor/meteodeck_<reference>/<measure>/config` (retained), so Home Assistant shows
 * every measure as a sensor with its unit and device class. MQTT.js reconnects on its own; discovery is
 * sent again after each reconnection. Publishing runs after the commit, off the request. The station's extra
 * sensors are entities of the same device, their latest values in the state's `sensors` (mqtt-sensors.ts).
 */
import type { CurrentData } from '@meteodeck/contract';
import { isMeasureKind, measureDescriptor } from '@meteodeck/weather';
import mqtt, { type MqttClient } from 'mqtt';
import { type MqttSensor, mqttSensorsDiscovery, mqttSensorsState } from './mqtt-sensors.ts';

type UnitKey = keyof CurrentData['unit'] | 'rate' | 'uv' | 'count' | 'aqi';

/**
 * Each published measure: the unit it takes from the station's unit set, and Home Assistant's device class
 * for the current-data values the measure catalogue does not describe (derived ones such as the humidex, the
 * rain of a period); a catalogue measure takes its device and state classes from its descriptor.
 */
export const MQTT_MEASURES: Record<string, { unit: UnitKey; deviceClass?: string; name: string }> = {
  temperature: { unit: 'temperatureUnit', name: 'Température' },
  soilTemperature: { unit: 'temperatureUnit', name: 'Température du sol' },
  humidex: { unit: 'temperatureUnit', deviceClass: 'temperature', name: 'Humidex' },
  dewPoint: { unit: 'temperatureUnit', name: 'Point de rosée' },
  heatIndex: { unit: 'temperatureUnit', deviceClass: 'temperature', name: 'Indice de chaleur' },
  windChill: { unit: 'temperatureUnit', deviceClass: 'temperature', name: 'Refroidissement éolien' },
  humidity: { unit: 'humidityUnit', name: 'Humidité' },
  leafWetness: { unit: 'count', name: 'Humectation foliaire' },
  cloudBase: { unit: 'cloudBaseUnit', deviceClass: 'distance', name: 'Base des nuages' },
  relativePressure: { unit: 'pressureUnit', name: 'Pression' },
  rainRate: { unit: 'rate', name: 'Intensité de pluie' },
  rainEvent: { unit: 'rainUnit', deviceClass: 'precipitation', name: 'Épisode de pluie' },
  rainHourly: { unit: 'rainUnit', deviceClass: 'precipitation', name: 'Pluie sur une heure' },
  rainDaily: { unit: 'rainUnit', deviceClass: 'precipitation', name: 'Pluie du jour' },
  rainMonthly: { unit: 'rainUnit', deviceClass: 'precipitation', name: 'Pluie du mois' },
  rainYearly: { unit: 'rainUnit', deviceClass: 'precipitation', name: "Pluie de l'année" },
  windSpeed: { unit: 'speedUnit', name: 'Vent' },
  windSpeedAvg: { unit: 'speedUnit', deviceClass: 'wind_speed', name: 'Vent moyen' },
  windGust: { unit: 'speedUnit', name: 'Rafale' },
  windMaxDailyGust: { unit: 'speedUnit', name: 'Rafale max du jour' },
  windDirection: { unit: 'windDirUnit', name: 'Direction du vent' },
  windDirectionAvg: { unit: 'windDirUnit', deviceClass: 'wind_direction', name: 'Direction moyenne du vent' },
  pm25: { unit: 'pmUnit', name: 'PM2,5' },
  pm25Avg: { unit: 'pmUnit', name: 'PM2,5 (24 h)' },
  aqi: { unit: 'aqi', deviceClass: 'aqi', name: 'Indice de qualité de l’air' },
  solarRadiation: { unit: 'solarRadiationUnit', name: 'Rayonnement solaire' },
  uv: { unit: 'uv', name: 'Indice UV' },
  lightningDaily: { unit: 'count', name: 'Impacts de foudre du jour' },
};

/** Home Assistant's device class (undefined: none) and state class of a published measure. */
function homeAssistantClass(
  key: string,
  meta: { deviceClass?: string },
): { deviceClass: string | undefined; stateClass: string } {
  if (isMeasureKind(key)) {
    const { deviceClass, stateClass } = measureDescriptor(key).homeAssistant;
    return { deviceClass: deviceClass ?? undefined, stateClass };
  }
  const stateClass = meta.deviceClass === 'wind_direction' ? 'measurement_angle' : 'measurement';
  return { deviceClass: meta.deviceClass, stateClass };
}

function unitOf(data: CurrentData, key: UnitKey): string | undefined {
  if (key === 'rate') return `${data.unit.rainUnit}/h`;
  if (key === 'uv' || key === 'aqi' || key === 'count') return undefined;
  return data.unit[key];
}

/**
 * The state message: the reading's instant and every measure of the current data, in the station's units;
 * the extra sensors' latest values under `sensors` when the station has any.
 */
export function mqttState(
  data: CurrentData,
  sensors: readonly MqttSensor[] = [],
): Record<string, number | string | null | Record<string, number | null>> {
  const state: Record<string, number | string | null | Record<string, number | null>> = {
    receivedAt: data.receivedAt,
  };
  for (const key of Object.keys(MQTT_MEASURES)) {
    const value = (data as unknown as Record<string, unknown>)[key];
    if (typeof value === 'number' || value === null) state[key] = value;
  }
  if (sensors.length > 0) state.sensors = mqttSensorsState(data, sensors);
  return state;
}

/** The node id of a station in discovery topics. */
const nodeOf = (reference: string) => `meteodeck_${reference.replace(/[^A-Za-z0-9_-]/g, '_')}`;

/** The Home Assistant device every entity of a station belongs to. */
const deviceOf = (data: CurrentData) => ({
  identifiers: [nodeOf(data.weatherStation.reference)],
  name: data.weatherStation.name,
  manufacturer: 'meteodeck',
  model: 'meteodeck',
});

/** Home Assistant discovery messages of a station's measures: topic → payload. */
export function mqttDiscovery(data: CurrentData, prefix = 'homeassistant'): Map<string, object> {
  const reference = data.weatherStation.reference;
  const node = nodeOf(reference);
  const messages = new Map<string, object>();
  for (const [key, meta] of Object.entries(MQTT_MEASURES)) {
    if (!(key in data)) continue;
    const unit = unitOf(data, meta.unit);
    const { deviceClass, stateClass } = homeAssistantClass(key, meta);
    messages.set(`${prefix}/sensor/${node}/${key}/config`, {
      name: meta.name,
      unique_id: `${node}_${key}`,
      object_id: `${node}_${key}`,
      state_topic: `meteodeck/${reference}/state`,
      value_template: `{{ value_json.${key} }}`,
      ...(unit === undefined ? {} : { unit_of_measurement: unit }),
      ...(deviceClass === undefined ? {} : { device_class: deviceClass }),
      state_class: stateClass,
      device: deviceOf(data),
    });
  }
  return messages;
}

export interface MqttPublisherDeps {
  url: string;
  /** The current data of a station, by id (undefined when it has none). */
  currentData(stationId: number): Promise<CurrentData | undefined>;
  /** The station's extra sensors with their latest values (absent: none published). */
  sensors?(stationId: number): Promise<MqttSensor[]>;
  log: { warn(details: object, message: string): void; info(details: object, message: string): void };
}

/** The publisher: `readingStored(stationId)` after each commit; `close()` at shutdown. */
export function createMqttPublisher(deps: MqttPublisherDeps) {
  const client: MqttClient = mqtt.connect(deps.url, {
    reconnectPeriod: 2_000,
    connectTimeout: 10_000,
    clientId: `meteodeck_${Math.random().toString(16).slice(2, 10)}`,
  });
  /** Stations, and sensors (key and name), whose discovery was sent on the current connection. */
  let announced = new Set<string>();
  client.on('connect', () => {
    announced = new Set();
    deps.log.info({ mqtt: redactMqttUrl(deps.url) }, 'MQTT connected');
  });
  client.on('error', (error) => deps.log.warn({ err: error.message }, 'MQTT error'));
  // Readings of one station are published one at a time, in the order they were stored.
  const pending = new Map<number, Promise<void>>();

  async function publish(stationId: number): Promise<void> {
    const data = await deps.currentData(stationId);
    if (data === undefined) return;
    const reference = data.weatherStation.reference;
    if (!announced.has(reference)) {
      for (const [topic, payload] of mqttDiscovery(data)) {
        await client.publishAsync(topic, JSON.stringify(payload), { retain: true, qos: 1 });
      }
      announced.add(reference);
    }
    const sensors = (await deps.sensors?.(stationId)) ?? [];
    // A sensor seen for the first time, or renamed by its owner, is announced (again).
    const fresh = sensors.filter((s) => !announced.has(`${reference} ${s.key} ${s.name ?? ''}`));
    const discovery = mqttSensorsDiscovery(data, fresh, nodeOf(reference), deviceOf(data), 'homeassistant');
    for (const [topic, payload] of discovery) {
      await client.publishAsync(topic, JSON.stringify(payload), { retain: true, qos: 1 });
    }
    for (const s of fresh) announced.add(`${reference} ${s.key} ${s.name ?? ''}`);
    await client.publishAsync(`meteodeck/${reference}/state`, JSON.stringify(mqttState(data, sensors)), {
      retain: true,
      qos: 1,
    });
  }

  return {
    readingStored(stationId: number): void {
      const previous = pending.get(stationId) ?? Promise.resolve();
      const next = previous
        .then(() => publish(stationId))
        .catch((error: unknown) =>
          deps.log.warn(
            { err: error instanceof Error ? error.message : String(error) },
            'MQTT publish failed',
          ),
        );
      pending.set(stationId, next);
      void next.finally(() => {
        if (pending.get(stationId) === next) pending.delete(stationId);
      });
    },
    async close(): Promise<void> {
      await Promise.allSettled([...pending.values()]);
      await client.endAsync();
    },
  };
}
export type MqttPublisher = ReturnType<typeof createMqttPublisher>;

/** The broker's address without its password, for logs. */
export function redactMqttUrl(url: string): string {
  return url.replace(/\/\/([^:@/]+):[^@/]*@/, '//$1:[REDACTED]@');
}

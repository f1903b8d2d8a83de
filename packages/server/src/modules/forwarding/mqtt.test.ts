/**
 * MQTT with Home Assistant discovery, against Debian's mosquitto started by the test on a free port: a
 * subscriber receives the station's state (retained, the station's units, the spec's current-data names)
 * and one discovery configuration per measure, with its unit and device class.
 */
import mqtt from 'mqtt';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { type Mosquitto, startMosquitto } from '../../../test/mosquitto.ts';

describe('MQTT publishing to Home Assistant', () => {
  let broker: Mosquitto;
  let t: TestApp;
  beforeEach(async () => {
    broker = await startMosquitto();
    t = await buildTestApp('sqlite', { env: { FORWARDING_ENABLED: 'false', MQTT_URL: broker.url } });
    await t.app.ready();
  });
  afterEach(async () => {
    await t.close();
    await broker.stop();
  });

  it('publishes the state retained and the discovery configuration of each measure', async () => {
    const received = new Map<string, { payload: string; retain: boolean }>();
    const subscriber = await mqtt.connectAsync(broker.url);
    subscriber.on('message', (topic, payload, packet) => {
      received.set(topic, { payload: payload.toString(), retain: packet.retain });
    });
    await subscriber.subscribeAsync(['meteodeck/#', 'homeassistant/#']);
    const res = await t.app.inject({
      method: 'GET',
      url: '/weatherstation/updateweatherstation.php?ID=SSDP41000&PASSWORD=test-station-token&dateutc=now&tempf=68&humidity=55&windspeedmph=10&baromin=30.00&winddir=90',
    });
    expect(res.statusCode).toBe(200);
    const deadline = Date.now() + 10_000;
    while (!received.has('meteodeck/SSDP41000/state') && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const state = JSON.parse(received.get('meteodeck/SSDP41000/state')?.payload ?? '{}');
    // The seeded station shows Metric units: °C, km/h, hPa.
    expect(state.temperature).toBeCloseTo(20, 1);
    expect(state.humidity).toBe(55);
    expect(state.windDirection).toBe(90);
    expect(state.windSpeed).toBeCloseTo(16.1, 0);
    expect(state.relativePressure).toBeCloseTo(1015.9, 0);
    const temperature = JSON.parse(
      received.get('homeassistant/sensor/meteodeck_SSDP41000/temperature/config')?.payload ?? '{}',
    );
    expect(temperature).toMatchObject({
      unique_id: 'meteodeck_SSDP41000_temperature',
      state_topic: 'meteodeck/SSDP41000/state',
      value_template: '{{ value_json.temperature }}',
      unit_of_measurement: '°C',
      device_class: 'temperature',
      state_class: 'measurement',
      device: { identifiers: ['meteodeck_SSDP41000'] },
    });
    const wind = JSON.parse(
      received.get('homeassistant/sensor/meteodeck_SSDP41000/windSpeed/config')?.payload ?? '{}',
    );
    expect(wind).toMatchObject({ unit_of_measurement: 'km/h', device_class: 'wind_speed' });
    await subscriber.endAsync();

    // Retained: a subscriber arriving later gets the last state at once.
    const late = await mqtt.connectAsync(broker.url);
    const retained = new Promise<string>((resolve) =>
      late.on('message', (_topic, payload) => resolve(payload.toString())),
    );
    await late.subscribeAsync('meteodeck/SSDP41000/state');
    expect(JSON.parse(await retained).humidity).toBe(55);
    await late.endAsync();
  });

  it('announces each extra sensor as an entity of the station and publishes its latest value', async () => {
    const received = new Map<string, string>();
    const subscriber = await mqtt.connectAsync(broker.url);
    subscriber.on('message', (topic, payload) => received.set(topic, payload.toString()));
    await subscriber.subscribeAsync(['meteodeck/#', 'homeassistant/#']);
    const waitFor = async (topic: string, check: (payload: string) => boolean) => {
      const deadline = Date.now() + 10_000;
      while (!check(received.get(topic) ?? '') && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      return received.get(topic) ?? '{}';
    };
    // temp2f is Weather Underground's first extra temperature; soilmoisture its first soil moisture.
    const upload = (tempf: number, temp2f: number) =>
      t.app.inject({
        method: 'GET',
        url: `/weatherstation/updateweatherstation.php?ID=SSDP41000&PASSWORD=test-station-token&dateutc=now&tempf=${tempf}&humidity=55&temp2f=${temp2f}&soilmoisture=35`,
      });
    expect((await upload(68, 59)).statusCode).toBe(200);
    const topic = 'homeassistant/sensor/meteodeck_SSDP41000/sensor_extraTemperature_1/config';
    const config = JSON.parse(await waitFor(topic, (p) => p !== ''));
    expect(config).toMatchObject({
      name: 'Température supplémentaire 1',
      unique_id: 'meteodeck_SSDP41000_sensor_extraTemperature_1',
      state_topic: 'meteodeck/SSDP41000/state',
      value_template: "{{ value_json.sensors['extraTemperature:1'] }}",
      unit_of_measurement: '°C',
      device_class: 'temperature',
      state_class: 'measurement',
      device: { identifiers: ['meteodeck_SSDP41000'] },
    });
    const soil = JSON.parse(
      await waitFor('homeassistant/sensor/meteodeck_SSDP41000/sensor_soilMoisture_1/config', (p) => p !== ''),
    );
    expect(soil).toMatchObject({ unit_of_measurement: '%', device_class: 'moisture' });
    const state = JSON.parse(await waitFor('meteodeck/SSDP41000/state', (p) => p.includes('sensors')));
    expect(state.sensors['extraTemperature:1']).toBeCloseTo(15, 3);
    expect(state.sensors['soilMoisture:1']).toBe(35);

    // The next upload's value replaces it.
    t.clock.advance(60_000);
    expect((await upload(69, 68)).statusCode).toBe(200);
    const next = JSON.parse(
      await waitFor('meteodeck/SSDP41000/state', (p) => p.includes('"extraTemperature:1":20')),
    );
    expect(next.sensors['extraTemperature:1']).toBeCloseTo(20, 3);
    await subscriber.endAsync();
  });
});

/**
 * Alert rules on extra sensors through the real app, on SQLite and PostgreSQL: rules through the admin API,
 * sensor values through the Ecowitt door, the alert round run by hand with the test clock, e-mails received
 * by a real SMTP server (test/smtp-sink.ts) and webhooks by a local receiver. Each episode is told once when
 * it starts and once when it ends; a bad body changes nothing.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useAlertsApp } from '../../../test/alert-harness.ts';
import type { TestApp } from '../../../test/build-test-app.ts';
import { dialects } from '../../../test/dialects.ts';
import { setStationUnits } from '../../../test/factories.ts';
import type { SmtpSink } from '../../../test/smtp-sink.ts';
import type { Receiver } from '../../../test/webhook-receiver.ts';
import type { Station } from '../stations/index.ts';
import type { AlertRounds } from './alert-worker.ts';

const MINUTE = 60_000;

describe.each(dialects)('sensor alert rules on %s', (dialect) => {
  const harness = useAlertsApp(dialect, {
    settings: {
      enabled: true,
      emails: ['owner@example.org'],
      silenceMinutes: null,
      battery: false,
      frost: null,
      gust: null,
      rainRate: null,
    },
  });
  const { call } = harness;
  let t: TestApp;
  let sink: SmtpSink;
  let hook: Receiver;
  let alerts: AlertRounds;
  let admin: string;
  let station: Station;
  /** An Ecowitt upload at the test clock's time: the outdoor temperature (41 °F) and `fields`. */
  const ecowitt = (fields: string) => harness.ecowitt(`tempf=41&${fields}`);

  beforeEach(async () => {
    ({ t, sink, hook, alerts, admin, station } = harness.current());
    // The greenhouse (channel 2, 41 °F = 5 °C) and the cellar's leak sensor (channel 1), both seen once.
    expect((await ecowitt('temp2f=41&leak_ch1=0')).statusCode).toBe(200);
    const named = await call('PUT', `/api/weatherStation/${station.id}/sensors`, admin, {
      sensors: [
        { key: 'extraTemperature:2', name: 'Serre', visibility: 'public', homeTile: false, position: 0 },
        // Hidden from visitors: its rule works all the same.
        { key: 'leak:1', name: 'Cave', visibility: 'admin', homeTile: false, position: 1 },
      ],
    });
    expect(named.statusCode, named.body).toBe(200);
  });
  /** Uploads `fields` a minute later, then runs a round. */
  async function minuteLater(fields: string) {
    t.clock.advance(MINUTE);
    expect((await ecowitt(fields)).statusCode).toBe(200);
    await alerts.runOnce();
  }
  const rules = (body: object) =>
    call('PUT', `/api/weatherStation/${station.id}/alerts/sensors`, admin, body);
  const subjects = () => sink.messages().map((m) => m.headers.subject);
  const episodes = () =>
    t.db.selectFrom('alert_episodes').selectAll().where('kind', '=', 'sensor').orderBy('id').execute();

  it('tells once when the greenhouse falls below 0 °C and once when it is back above', async () => {
    const saved = await rules({
      rules: [
        { sensorKey: 'extraTemperature:2', condition: 'below', threshold: 0, unit: '°C', enabled: true },
      ],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({
      rules: [
        { sensorKey: 'extraTemperature:2', sensorName: 'Serre', threshold: 0, unit: '°C', active: false },
      ],
    });
    await alerts.runOnce();
    expect(await episodes()).toEqual([]);

    // 30.2 °F = −1 °C: one episode, one message, however many rounds and values follow.
    await minuteLater('temp2f=30.2&leak_ch1=0');
    await minuteLater('temp2f=28.4&leak_ch1=0');
    await minuteLater('temp2f=33.8&leak_ch1=0');
    await vi.waitFor(() => expect(sink.messages()).toHaveLength(1));
    expect(subjects()).toEqual(['[meteodeck] Alerte, Jardin (JARDIN1) : Serre sous 0 °C (-1 °C).']);
    expect(hook.bodies).toMatchObject([
      {
        kind: 'sensor',
        state: 'started',
        displayValue: -1,
        unit: '°C',
        sensor: { key: 'extraTemperature:2', name: 'Serre', condition: 'below', threshold: 0 },
      },
    ]);
    expect(hook.bodies[0]?.value).toBeCloseTo(-1, 9);
    expect((await episodes()).length).toBe(1);
    const listed = await call('GET', `/api/weatherStation/${station.id}/alerts/sensors`, admin);
    expect(listed.json()).toMatchObject({ rules: [{ active: true }] });

    // Back above 0 °C: the episode ends once no value of the last 10 minutes is below the threshold.
    for (let i = 0; i < 11; i += 1) await minuteLater('temp2f=35.6&leak_ch1=0');
    await vi.waitFor(() => expect(sink.messages()).toHaveLength(2));
    expect(subjects()[1]).toBe(
      "[meteodeck] Fin d'alerte, Jardin (JARDIN1) : Serre n'est plus sous 0 °C (2 °C).",
    );
    expect(hook.bodies.map((b) => b.state)).toEqual(['started', 'ended']);
    const [episode] = await episodes();
    expect(episode?.ended_at).not.toBeNull();
    expect(episode?.details).toBe('Serre, sous 0 °C');
    await alerts.runOnce();
    expect(sink.messages()).toHaveLength(2);
  });

  it('tells a leak of a hidden sensor when it reads 1 and its end when it reads 0 again', async () => {
    expect(
      (
        await rules({
          rules: [{ sensorKey: 'leak:1', condition: 'leak', threshold: null, unit: null, enabled: true }],
        })
      ).statusCode,
    ).toBe(200);
    await minuteLater('temp2f=41&leak_ch1=0');
    expect(hook.bodies).toEqual([]);
    await minuteLater('temp2f=41&leak_ch1=1');
    await minuteLater('temp2f=41&leak_ch1=1');
    await vi.waitFor(() => expect(sink.messages()).toHaveLength(1));
    expect(subjects()).toEqual(['[meteodeck] Alerte, Jardin (JARDIN1) : fuite détectée (Cave).']);
    t.clock.advance(10 * MINUTE);
    await minuteLater('temp2f=41&leak_ch1=0');
    await vi.waitFor(() => expect(sink.messages()).toHaveLength(2));
    expect(subjects()[1]).toBe("[meteodeck] Fin d'alerte, Jardin (JARDIN1) : plus de fuite détectée (Cave).");
    expect(hook.bodies.map((b) => [b.kind, b.state])).toEqual([
      ['sensor', 'started'],
      ['sensor', 'ended'],
    ]);
  });

  it('ends the episode of a rule deleted meanwhile and tells its end once; a rule switched off opens none', async () => {
    const rule = { sensorKey: 'extraTemperature:2', condition: 'above', threshold: 30, unit: '°C' };
    await rules({ rules: [{ ...rule, enabled: false }] });
    await minuteLater('temp2f=95&leak_ch1=0');
    expect(await episodes()).toEqual([]);
    const [saved] = (await rules({ rules: [{ ...rule, enabled: true }] })).json().rules;
    await minuteLater('temp2f=95&leak_ch1=0');
    await vi.waitFor(() => expect(sink.messages()).toHaveLength(1));
    expect(subjects()).toEqual(['[meteodeck] Alerte, Jardin (JARDIN1) : Serre au-dessus de 30 °C (35 °C).']);
    expect(saved.id).toBeGreaterThan(0);
    expect((await rules({ rules: [] })).statusCode).toBe(200);
    await alerts.runOnce();
    await alerts.runOnce();
    await vi.waitFor(() => expect(sink.messages()).toHaveLength(2));
    expect(subjects()[1]).toBe(
      "[meteodeck] Fin d'alerte, Jardin (JARDIN1) : Serre, au-dessus de 30 °C (règle supprimée).",
    );
  });

  it('tells a station on the Imperial set in its units (°F), the threshold kept canonical', async () => {
    await setStationUnits(t.db, station.reference, 'Imperial');
    const saved = await rules({
      rules: [
        { sensorKey: 'extraTemperature:2', condition: 'below', threshold: 0, unit: '°C', enabled: true },
      ],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    await minuteLater('temp2f=30.2&leak_ch1=0');
    await vi.waitFor(() => expect(sink.messages()).toHaveLength(1));
    expect(subjects()).toEqual(['[meteodeck] Alerte, Jardin (JARDIN1) : Serre sous 32 °F (30,2 °F).']);
    expect(hook.bodies).toMatchObject([{ displayValue: 30.2, unit: '°F', sensor: { threshold: 0 } }]);
    expect((await episodes())[0]?.details).toBe('Serre, sous 32 °F');
  });

  it('takes a threshold in one of the kind’s units and keeps it canonical', async () => {
    const saved = await rules({
      rules: [
        { sensorKey: 'extraTemperature:2', condition: 'above', threshold: 95, unit: '°F', enabled: true },
      ],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().rules[0].threshold).toBeCloseTo(35, 9);
    const [row] = await t.db.selectFrom('alert_sensor_rules').selectAll().execute();
    expect(Number(row?.threshold)).toBeCloseTo(35, 9);
  });

  it('refuses an unknown sensor or a unit its kind is not shown in with 400, nothing changed', async () => {
    const first = await rules({
      rules: [{ sensorKey: 'leak:1', condition: 'leak', threshold: null, unit: null, enabled: true }],
    });
    const before = first.json();
    const bad = await rules({
      rules: [
        { sensorKey: 'extraTemperature:7', condition: 'below', threshold: 0, unit: '°C', enabled: true },
        { sensorKey: 'extraTemperature:2', condition: 'below', threshold: 0, unit: 'ppm', enabled: true },
        { sensorKey: 'extraTemperature:2', condition: 'leak', threshold: null, unit: null, enabled: true },
      ],
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual([
      {
        propertyPath: 'rules[0].sensorKey',
        message: 'Règle 1 : aucun capteur « extraTemperature:7 » sur cette station.',
      },
      {
        propertyPath: 'rules[1].unit',
        message: 'Règle 2 : unité « ppm » impossible pour Serre (°C ou °F).',
      },
      {
        propertyPath: 'rules[2].condition',
        message: 'Règle 3 : « fuite détectée » ne vaut que pour un capteur de fuite, pas pour Serre.',
      },
    ]);
    const schema = await rules({
      rules: [{ sensorKey: 'leak:1', condition: 'flood', threshold: null, unit: null, enabled: true }],
    });
    expect(schema.statusCode).toBe(400);
    expect(schema.json()[0]).toMatchObject({ propertyPath: 'rules[0].condition' });
    const after = await call('GET', `/api/weatherStation/${station.id}/alerts/sensors`, admin);
    expect(after.json()).toEqual(before);
  });

  it('keeps an audit entry of a change and deletes the rules with the station', async () => {
    await rules({
      rules: [
        { sensorKey: 'extraTemperature:2', condition: 'below', threshold: 0, unit: '°C', enabled: true },
      ],
    });
    const audit = await t.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'sensorRules')
      .execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]?.kind).toBe('alert');
    expect(JSON.parse(audit[0]?.after ?? '{}')).toMatchObject({
      [String((await t.db.selectFrom('alert_sensor_rules').select('id').executeTakeFirstOrThrow()).id)]: {
        sensor: 'extraTemperature:2',
        condition: 'sous 0 °C',
      },
    });
    expect((await call('DELETE', `/api/weatherStation/${station.id}`, admin)).statusCode).toBe(204);
    expect(await t.db.selectFrom('alert_sensor_rules').selectAll().execute()).toEqual([]);
  });

  it('refuses a non-admin and is documented in /api/docs', async () => {
    const editor = await t.loginAs('editor');
    const res = await call('GET', `/api/weatherStation/${station.id}/alerts/sensors`, editor);
    expect(res.statusCode).toBe(403);
    const paths = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json().paths;
    const documented = paths['/api/weatherStation/{id}/alerts/sensors'];
    expect(Object.keys(documented).sort()).toEqual(['get', 'put']);
    expect(JSON.stringify(documented.put.requestBody)).toContain('sensorKey');
  });
});

/**
 * Owner alerts through the real app: settings through the admin API, readings through the
 * console doors, the alert round run by hand with the test clock, e-mails received by a real SMTP server
 * (Debian's aiosmtpd, test/smtp-sink.ts) and webhooks by a local receiver. Each alert is told once when it
 * starts and once when it ends; the status answer shows each door's last upload and the batteries.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAlertsApp } from '../../../test/alert-harness.ts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { dialects } from '../../../test/dialects.ts';
import { buildStation } from '../../../test/factories.ts';
import { injector } from '../../../test/http.ts';
import { postReadings } from '../../../test/readings-feed.ts';
import { type SmtpSink, startSmtpSink } from '../../../test/smtp-sink.ts';
import { type Receiver, startReceiver } from '../../../test/webhook-receiver.ts';
import type { Station } from '../stations/index.ts';
import type { AlertRounds } from './alert-worker.ts';

const MINUTE = 60_000;

describe.each(dialects)('owner alerts on %s', (dialect) => {
  const harness = useAlertsApp(dialect, {
    env: { ALERT_FROM: 'meteodeck <alerts@meteodeck.test>' },
    settings: {
      enabled: true,
      emails: ['owner@example.org'],
      silenceMinutes: 30,
      battery: true,
      frost: 0,
      gust: 20,
      rainRate: null,
    },
  });
  const { call, ecowitt } = harness;
  let t: TestApp;
  let sink: SmtpSink;
  let hook: Receiver;
  let alerts: AlertRounds;
  let admin: string;
  let station: Station;
  beforeEach(() => {
    ({ t, sink, hook, alerts, admin, station } = harness.current());
  });

  const now = () => new Date(t.clock.now()).toISOString();
  const subjects = () => sink.messages().map((m) => m.headers.subject);

  it('tells once when a station goes quiet and once when it is back, by e-mail and webhook', async () => {
    await postReadings(t, station, [{ receivedAt: now(), temperature: 5 }]);
    await alerts.runOnce();
    expect(hook.bodies).toEqual([]);

    t.clock.advance(40 * MINUTE);
    await alerts.runOnce();
    await alerts.runOnce();
    await vi.waitFor(() => expect(sink.messages()).toHaveLength(1));
    const [mail] = sink.messages();
    expect(mail?.headers.to).toBe('owner@example.org');
    expect(mail?.headers.from).toBe('meteodeck <alerts@meteodeck.test>');
    expect(mail?.headers.subject).toBe('[meteodeck] Alerte, Jardin (JARDIN1) : aucune donnée depuis 40 min.');
    expect(hook.bodies).toEqual([
      {
        station: { reference: 'JARDIN1', name: 'Jardin' },
        kind: 'silence',
        state: 'started',
        startedAt: '2026-01-15T06:40:00.000Z',
        endedAt: null,
        value: 40,
        displayValue: 40,
        unit: 'min',
        message: 'Alerte, Jardin (JARDIN1) : aucune donnée depuis 40 min.',
      },
    ]);

    t.clock.advance(5 * MINUTE);
    await postReadings(t, station, [{ receivedAt: now(), temperature: 5.5 }]);
    await alerts.runOnce();
    await alerts.runOnce();
    await vi.waitFor(() => expect(sink.messages()).toHaveLength(2));
    expect(subjects()[1]).toBe(
      "[meteodeck] Fin d'alerte, Jardin (JARDIN1) : la station envoie de nouveau des données.",
    );
    expect(hook.bodies.map((b) => [b.kind, b.state, b.endedAt])).toEqual([
      ['silence', 'started', null],
      ['silence', 'ended', '2026-01-15T06:45:00.000Z'],
    ]);
    const episodes = await call('GET', `/api/weatherStation/${station.id}/alerts/episodes`, admin);
    expect(episodes.json()).toMatchObject({
      numberOfResult: 1,
      episodes: [
        { kind: 'silence', startedAt: '2026-01-15T06:40:00.000Z', endedAt: '2026-01-15T06:45:00.000Z' },
      ],
    });
  });

  it('tells of frost and a low battery from a console, each once, and of their end', async () => {
    expect((await ecowitt('tempf=28.4&humidity=90&wh65batt=1&wh25batt=0')).statusCode).toBe(200);
    await alerts.runOnce();
    await alerts.runOnce();
    await vi.waitFor(() => expect(sink.messages()).toHaveLength(2));
    expect(subjects().sort()).toEqual([
      '[meteodeck] Alerte, Jardin (JARDIN1) : gel, -2 °C.',
      '[meteodeck] Alerte, Jardin (JARDIN1) : pile faible (wh65batt).',
    ]);
    expect(hook.bodies.map((b) => `${b.kind} ${b.state}`).sort()).toEqual([
      'battery started',
      'frost started',
    ]);

    // The status page shows the console's door and its batteries.
    const status = (await call('GET', '/api/status')).json();
    const jardin = status.stations.find((s: { reference: string }) => s.reference === 'JARDIN1');
    expect(jardin.uploads).toEqual([{ protocol: 'ecowitt', lastReadingAt: now(), ageSeconds: 0 }]);
    expect(jardin.sensors).toEqual([
      { name: 'wh25batt', value: 0, low: false },
      { name: 'wh65batt', value: 1, low: true },
    ]);

    // The lowest temperature of 10 minutes decides: 11 minutes later, above 0 °C, the frost is over.
    t.clock.advance(11 * MINUTE);
    expect((await ecowitt('tempf=35.6&humidity=85&wh65batt=0')).statusCode).toBe(200);
    await alerts.runOnce();
    await vi.waitFor(() => expect(sink.messages()).toHaveLength(4));
    expect(
      hook.bodies
        .map((b) => `${b.kind} ${b.state}`)
        .slice(2)
        .sort(),
    ).toEqual(['battery ended', 'frost ended']);
    await alerts.runOnce();
    expect(hook.bodies).toHaveLength(4);
  });

  it('tries again when the webhook fails, and tells each message only once', async () => {
    hook.status = 500;
    expect((await ecowitt('tempf=30&windgustmph=50')).statusCode).toBe(200);
    await alerts.runOnce();
    expect(hook.bodies).toEqual([]);
    hook.status = 204;
    await alerts.runOnce();
    await alerts.runOnce();
    expect(hook.bodies.map((b) => `${b.kind} ${b.state}`).sort()).toEqual(['frost started', 'gust started']);
  });

  it('keeps the settings for admins only, checks them, and lists them in the audit trail', async () => {
    const editor = await t.loginAs('editor');
    expect((await call('GET', `/api/weatherStation/${station.id}/alerts`, editor)).statusCode).toBe(403);
    expect((await call('GET', `/api/weatherStation/${station.id}/alerts`)).statusCode).toBe(401);
    const bad = await call('PUT', `/api/weatherStation/${station.id}/alerts`, admin, {
      enabled: true,
      emails: ['not an address'],
      webhookUrl: 'ftp://example.org',
      silenceMinutes: 1,
      battery: true,
      frost: null,
      gust: null,
      rainRate: null,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual([
      {
        propertyPath: 'emails[0]',
        message: "Adresses e-mail : « not an address » n'est pas une adresse e-mail valide.",
      },
      {
        propertyPath: 'webhookUrl',
        message:
          'Adresse du webhook : une adresse http:// ou https:// est attendue (2 000 caractères au plus).',
      },
      {
        propertyPath: 'silenceMinutes',
        message: 'Silence de la station : un nombre entier de minutes entre 5 et 10080 est attendu.',
      },
    ]);
    const mistyped = await call('PUT', `/api/weatherStation/${station.id}/alerts`, admin, {
      enabled: 'yes',
      emails: [],
      webhookUrl: null,
      silenceMinutes: null,
      frost: '3',
      gust: null,
      rainRate: null,
    });
    expect(mistyped.statusCode).toBe(400);
    expect(mistyped.json()).toEqual(
      expect.arrayContaining([
        { propertyPath: 'enabled', message: 'Alertes actives : vrai ou faux attendu.' },
        { propertyPath: 'battery', message: 'Pile faible : ce champ est obligatoire.' },
        { propertyPath: 'frost', message: 'Seuil de gel : un nombre attendu.' },
      ]),
    );
    const got = (await call('GET', `/api/weatherStation/${station.id}/alerts`, admin)).json();
    expect(got).toMatchObject({ emails: ['owner@example.org'], silenceMinutes: 30, frost: 0 });
    const audit = (await call('GET', '/api/audit?kind=alert', admin)).json();
    // The webhook's URL (often with a token in it) is masked in the trail.
    expect(JSON.stringify(audit.entries)).not.toContain('/hooks/meteodeck');
    expect(audit.entries[0]).toMatchObject({
      action: 'update',
      before: { enabled: false },
      after: { enabled: true, silenceMinutes: '30 min', frost: '0 °C', gust: '72 km/h', rainRate: null },
    });
  });

  it('speaks the station units: a 30 km/h threshold, a gust in km/h, the audit trail with the unit', async () => {
    const body = {
      enabled: true,
      emails: ['owner@example.org'],
      webhookUrl: hook.url,
      silenceMinutes: null,
      battery: false,
      frost: null,
      gust: 30 / 3.6,
      rainRate: null,
    };
    expect((await call('PUT', `/api/weatherStation/${station.id}/alerts`, admin, body)).statusCode).toBe(200);
    const audit = (await call('GET', '/api/audit?kind=alert', admin)).json();
    expect(audit.entries[0].before.gust).toBe('72 km/h');
    expect(audit.entries[0].after.gust).toBe('30 km/h');
    const tooHigh = await call('PUT', `/api/weatherStation/${station.id}/alerts`, admin, {
      ...body,
      gust: 200,
    });
    expect(tooHigh.json()).toEqual([
      { propertyPath: 'gust', message: 'Seuil de rafale : une valeur entre 0 et 414 km/h est attendue.' },
    ]);

    // 22 mph = 35.4 km/h.
    expect((await ecowitt('tempf=50&windgustmph=22')).statusCode).toBe(200);
    await alerts.runOnce();
    await vi.waitFor(() => expect(sink.messages()).toHaveLength(1));
    expect(subjects()).toEqual(['[meteodeck] Alerte, Jardin (JARDIN1) : rafale de 35,4 km/h.']);
    expect(hook.bodies[0]).toMatchObject({ kind: 'gust', displayValue: 35.4, unit: 'km/h' });
  });

  it('sends a test alert through each channel and tells how each went', async () => {
    const test = await call('POST', `/api/weatherStation/${station.id}/alerts/test`, admin);
    expect(test.statusCode, test.body).toBe(200);
    expect(test.json()).toEqual({
      channels: [
        { channel: 'email', target: 'owner@example.org', ok: true, message: 'E-mail remis au serveur SMTP.' },
        { channel: 'webhook', target: hook.url, ok: true, message: 'Le webhook a accepté le message.' },
      ],
    });
    await vi.waitFor(() => expect(sink.messages()).toHaveLength(1));
    expect(subjects()[0]).toBe(
      '[meteodeck] Alerte de test, Jardin (JARDIN1) : les alertes de cette station arrivent bien ici.',
    );
    expect(hook.bodies[0]).toMatchObject({ kind: 'test', station: { reference: 'JARDIN1' } });

    hook.status = 500;
    await sink.stop();
    const failed = (await call('POST', `/api/weatherStation/${station.id}/alerts/test`, admin)).json();
    expect(failed.channels).toEqual([
      { channel: 'email', target: 'owner@example.org', ok: false, message: 'Échec : connexion refusée.' },
      { channel: 'webhook', target: hook.url, ok: false, message: 'Échec : le webhook a répondu HTTP 500.' },
    ]);
    sink = await startSmtpSink();
    const editor = await t.loginAs('editor');
    expect((await call('POST', `/api/weatherStation/${station.id}/alerts/test`, editor)).statusCode).toBe(
      403,
    );
  });
});

describe.each(dialects)('owner alerts without SMTP on %s', (dialect) => {
  let t: TestApp;
  let hook: Receiver;
  const call = injector(() => t.app);
  beforeEach(async () => {
    hook = await startReceiver();
    t = await buildTestApp(dialect, {
      env: { ALERTS_ENABLED: 'false', ALERT_WEBHOOK_ALLOW_PRIVATE: 'true' },
    });
  });
  afterEach(async () => {
    await t.close();
    await hook.close();
  });

  it('says e-mail cannot leave, refuses e-mail recipients naming the field, and takes a webhook', async () => {
    const admin = await t.loginAs('admin');
    const station = await buildStation(t.db, { reference: 'SANSMAIL' });
    expect((await call('GET', '/api/alerts/channels', admin)).json()).toEqual({ email: false });
    const body = {
      enabled: true,
      emails: ['owner@example.org'],
      webhookUrl: null,
      silenceMinutes: 30,
      battery: false,
      frost: null,
      gust: null,
      rainRate: null,
    };
    const refused = await call('PUT', `/api/weatherStation/${station.id}/alerts`, admin, body);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual([
      {
        propertyPath: 'emails',
        message:
          "Adresses e-mail : aucun serveur d'envoi (SMTP_URL) n'est configuré, aucun e-mail ne partirait. " +
          'Laissez ce champ vide et indiquez un webhook, ou faites configurer SMTP_URL.',
      },
    ]);
    const webhook = { ...body, emails: [], webhookUrl: hook.url };
    expect((await call('PUT', `/api/weatherStation/${station.id}/alerts`, admin, webhook)).statusCode).toBe(
      200,
    );
    const test = (await call('POST', `/api/weatherStation/${station.id}/alerts/test`, admin)).json();
    expect(test.channels).toEqual([
      { channel: 'webhook', target: hook.url, ok: true, message: 'Le webhook a accepté le message.' },
    ]);
  });
});

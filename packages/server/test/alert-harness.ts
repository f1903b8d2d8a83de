/**
 * Owner alerts (modules/alerts) in a test, for each test of the calling suite: a real SMTP sink
 * (test/smtp-sink.ts), a local webhook receiver, the app on `dialect` at 2026-01-15T06:00Z with the alert
 * worker off (rounds run by hand), an admin logged in, the station 'Jardin' (JARDIN1, Europe/Paris) with its
 * alert settings saved through the API, the receiver as its webhook:
 *
 *   const harness = useAlertsApp(dialect, { settings: { enabled: true, emails: ['owner@example.org'], … } });
 *   const { t, sink, hook, alerts, admin, station } = harness.current();
 *   await harness.ecowitt('tempf=30');                  // an Ecowitt upload at the test clock's time
 *   await alerts.runOnce();
 */
import type { AlertSettings } from '@meteodeck/contract';
import type { LightMyRequestResponse } from 'fastify';
import { afterEach, beforeEach, expect } from 'vitest';
import type { Env } from '../src/config.ts';
import { type AlertRounds, createAlertRounds } from '../src/modules/alerts/alert-worker.ts';
import type { Station } from '../src/modules/stations/index.ts';
import { buildTestApp, type TestApp } from './build-test-app.ts';
import type { TestDialect } from './dialects.ts';
import { buildStation } from './factories.ts';
import { type Call, injector } from './http.ts';
import { type SmtpSink, startSmtpSink } from './smtp-sink.ts';
import { type Receiver, startReceiver } from './webhook-receiver.ts';

/** What the running test has: the app, the sink, the receiver, the rounds, the admin's token, the station. */
export interface AlertsAppTest {
  t: TestApp;
  sink: SmtpSink;
  hook: Receiver;
  alerts: AlertRounds;
  admin: string;
  station: Station;
}

/**
 * Sets up {@link AlertsAppTest} before each test of the calling suite and stops it after. `env`: more
 * environment variables; `settings`: the station's alert settings but their webhook (the receiver's).
 */
export function useAlertsApp(
  dialect: TestDialect,
  options: { env?: Env; settings: Omit<AlertSettings, 'webhookUrl'> },
) {
  let current: AlertsAppTest | undefined;
  const now = (): AlertsAppTest => {
    if (current === undefined) throw new Error('useAlertsApp: no test running');
    return current;
  };
  const call: Call = injector(() => now().t.app);

  /** What to stop after the test, in order: the app first, then the sink and the receiver. */
  let stops: (() => Promise<void>)[] = [];

  beforeEach(async () => {
    const sink = await startSmtpSink();
    stops.push(() => sink.stop());
    const hook = await startReceiver();
    stops.push(() => hook.close());
    const t = await buildTestApp(dialect, {
      now: Date.parse('2026-01-15T06:00:00Z'),
      // The receiver listens on 127.0.0.1: an owner's receiver on their own network (ALERT_WEBHOOK_ALLOW_PRIVATE).
      env: {
        SMTP_URL: sink.url,
        ALERTS_ENABLED: 'false',
        ALERT_WEBHOOK_ALLOW_PRIVATE: 'true',
        ...options.env,
      },
    });
    stops.unshift(() => t.close());
    const alerts = createAlertRounds({
      db: t.db,
      clock: t.clock,
      smtp: { url: t.config.alerts.smtpUrl, from: t.config.alerts.from },
      webhooks: { allowPrivate: true },
      log: { warn() {} },
    });
    const admin = await t.loginAs('admin');
    const station = await buildStation(t.db, {
      timezone: 'Europe/Paris',
      name: 'Jardin',
      reference: 'JARDIN1',
    });
    current = { t, sink, hook, alerts, admin, station };
    const put = await call('PUT', `/api/weatherStation/${station.id}/alerts`, admin, {
      ...options.settings,
      webhookUrl: hook.url,
    });
    expect(put.statusCode, put.body).toBe(200);
  });
  afterEach(async () => {
    const pending = stops;
    stops = [];
    current = undefined;
    for (const stop of pending) await stop();
  });

  return {
    /** The running test's app, sink, receiver, rounds, admin token and station (set before each test). */
    current: now,
    call,
    /** An Ecowitt upload of the station, `fields` after its header, dated at the test clock's time. */
    ecowitt(fields: string): Promise<LightMyRequestResponse> {
      const { t, station } = now();
      const at = new Date(t.clock.now()).toISOString().slice(0, 19).replace('T', ' ');
      return t.app.inject({
        method: 'POST',
        url: `/ingest/ecowitt/${station.reference}/${station.apiToken}`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: `PASSKEY=ABC&stationtype=GW1100A&dateutc=${encodeURIComponent(at)}&${fields}`,
      });
    },
  };
}

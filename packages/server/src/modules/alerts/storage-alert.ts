/**
 * The owners are told when the disk is full (issue 31): every address and webhook of an enabled station
 * alert hears it once per episode (db/db-faults.ts calls `tell` when writes start failing for want of space,
 * and not again until a write succeeded). Nothing is written to the database here: it has no room.
 */
import type { StorageAlertWebhookBody } from '@meteodeck/contract';
import type { Kysely } from 'kysely';
import { createTransport, type Transporter } from 'nodemailer';
import type { Clock } from '../../clock.ts';
import type { Database } from '../../db/database.ts';
import { SMTP_TIMEOUTS } from './alert-delivery.ts';
import { postWebhook } from './webhook.ts';

export interface StorageAlertDeps {
  db: Kysely<Database>;
  clock: Clock;
  /** SMTP_URL and the sender (config.alerts); no URL: no e-mail. */
  smtp: { url: string | undefined; from: string };
  /** ALERT_WEBHOOK_ALLOW_PRIVATE: webhooks sent as the station alerts' are (webhook.ts). */
  webhooks?: { allowPrivate: boolean };
}

/** The French text of the alert, for the e-mail and the webhook. */
export function storageFullMessage(reason: string): string {
  return `Stockage plein sur le serveur meteodeck : les envois des stations sont refusés (507) et rien n'est enregistré tant que de la place n'a pas été libérée (${reason}).`;
}

export function createStorageAlert(deps: StorageAlertDeps) {
  let transport: Transporter | undefined;
  return {
    /** Tells every enabled alert's e-mail addresses and webhooks, each once; throws when one failed. */
    async tell(reason: string): Promise<void> {
      const rows = await deps.db
        .selectFrom('alert_settings')
        .select(['emails', 'webhook_url'])
        .where('enabled', '=', 1)
        .execute();
      const emails = [...new Set(rows.flatMap((row) => (row.emails === '' ? [] : row.emails.split(','))))];
      const webhooks = [
        ...new Set(rows.flatMap((row) => (row.webhook_url === null ? [] : [row.webhook_url]))),
      ];
      const message = storageFullMessage(reason);
      const startedAt = new Date(deps.clock.now()).toISOString();
      const failures: unknown[] = [];
      if (deps.smtp.url !== undefined && emails.length > 0) {
        transport ??= createTransport({ url: deps.smtp.url, ...SMTP_TIMEOUTS });
        await transport
          .sendMail({
            from: deps.smtp.from,
            to: emails,
            subject: '[meteodeck] Stockage plein',
            text: `${message}\n\nDepuis ${startedAt}.\n`,
          })
          .catch((error: unknown) => failures.push(error));
      }
      const body: StorageAlertWebhookBody = { kind: 'storage', state: 'started', startedAt, reason, message };
      for (const url of webhooks) {
        try {
          await postWebhook(url, body, { allowPrivate: deps.webhooks?.allowPrivate ?? false });
        } catch (error) {
          failures.push(error);
        }
      }
      if (failures.length > 0)
        throw new AggregateError(failures, 'telling the owners of the full disk failed');
    },
  };
}

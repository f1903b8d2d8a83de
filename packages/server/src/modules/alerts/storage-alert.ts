/**
 * The owners are told when the disk is full: every address and webhook of an enabled station
 * alert hears it once per episode (db/db-faults.ts calls `tell` when writes start failing for want of space,
 * and not again until a write succeeded). Nothing is written to the database here: it has no room.
 */
import type { StorageAlertWebhookBody } from '@meteodeck/contract';
import type { Clock } from '../../clock.ts';
import type { Db } from '../../db/database.ts';
import { smtpTransport } from './alert-delivery.ts';
import { createAlertsRepository } from './alerts.repository.ts';
import { postWebhook } from './webhook.ts';

export interface StorageAlertDeps {
  db: Db;
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
  const mailer = smtpTransport(deps.smtp.url);
  return {
    /** Tells every enabled alert's e-mail addresses and webhooks, each once; throws when one failed. */
    async tell(reason: string): Promise<void> {
      const recipients = await createAlertsRepository(deps.db).listEnabledRecipients();
      const emails = [...new Set(recipients.flatMap((r) => r.emails))];
      const webhooks = [...new Set(recipients.flatMap((r) => (r.webhookUrl === null ? [] : [r.webhookUrl])))];
      const message = storageFullMessage(reason);
      const startedAt = new Date(deps.clock.now()).toISOString();
      const failures: unknown[] = [];
      const transport = emails.length > 0 ? mailer() : undefined;
      if (transport !== undefined) {
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

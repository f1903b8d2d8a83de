/**
 * Sending an alert through a station's channels (e-mail over SMTP, a webhook), each channel's outcome told
 * in French words an owner can act on: the real alerts throw on the first failure (the next round
 * tries again), the test alert reports every channel.
 */
import type { AlertSettings, AlertTestResult } from '@meteodeck/contract';
import { createTransport, type Transporter } from 'nodemailer';
import { describeNetworkError } from '../../network-errors.ts';
import { postWebhook as postGuardedWebhook, WebhookStatusError } from './webhook.ts';

/** An SMTP server that does not answer is given up after 15 s (nodemailer waits 2 minutes by default). */
export const SMTP_TIMEOUTS = { connectionTimeout: 15_000, greetingTimeout: 15_000, socketTimeout: 30_000 };

/**
 * The SMTP transport of `url` (SMTP_URL), made on first use and kept; undefined while no SMTP_URL is
 * configured.
 */
export function smtpTransport(url: string | undefined): () => Transporter | undefined {
  let transport: Transporter | undefined;
  return () => {
    if (url === undefined) return undefined;
    transport ??= createTransport({ url, ...SMTP_TIMEOUTS });
    return transport;
  };
}

export interface AlertMail {
  subject: string;
  text: string;
}

type ChannelResult = AlertTestResult['channels'][number];

/** Sends `mail` to the settings' addresses; throws when it failed. */
async function sendMail(
  transport: Transporter,
  from: string,
  settings: AlertSettings,
  mail: AlertMail,
): Promise<void> {
  await transport.sendMail({ from, to: settings.emails, subject: mail.subject, text: mail.text });
}

/**
 * POSTs `body` to the settings' webhook through webhook.ts (internal addresses refused unless allowed, no
 * redirect followed); throws, with the answer's status in French words, when it failed.
 */
async function postWebhook(url: string, body: unknown, allowPrivate: boolean): Promise<void> {
  try {
    await postGuardedWebhook(url, body, { allowPrivate });
  } catch (error) {
    if (error instanceof WebhookStatusError) throw new WebhookAnswer(error.status);
    throw error;
  }
}

class WebhookAnswer extends Error {
  readonly status: number;
  constructor(status: number) {
    super(
      status >= 300 && status < 400
        ? `le webhook a répondu HTTP ${status} (une redirection, qui n'est pas suivie)`
        : `le webhook a répondu HTTP ${status}`,
    );
    this.status = status;
  }
}

export interface Channels {
  /** The SMTP transport, undefined while no SMTP_URL is configured. */
  transport: Transporter | undefined;
  from: string;
  /** ALERT_WEBHOOK_ALLOW_PRIVATE: a webhook may reach loopback and private addresses. */
  allowPrivate: boolean;
}

/** Sends one alert through every configured channel; throws at the first failure. */
export async function sendAlert(
  channels: Channels,
  settings: AlertSettings,
  mail: AlertMail,
  webhookBody: unknown,
): Promise<void> {
  if (channels.transport !== undefined && settings.emails.length > 0)
    await sendMail(channels.transport, channels.from, settings, mail);
  if (settings.webhookUrl !== null)
    await postWebhook(settings.webhookUrl, webhookBody, channels.allowPrivate);
}

/** Sends one message through each configured channel and tells how each went, in French. */
export async function sendThroughEachChannel(
  channels: Channels,
  settings: AlertSettings,
  mail: AlertMail,
  webhookBody: unknown,
): Promise<ChannelResult[]> {
  const results: ChannelResult[] = [];
  if (settings.emails.length > 0) {
    const target = settings.emails.join(', ');
    if (channels.transport === undefined) {
      results.push({
        channel: 'email',
        target,
        ok: false,
        message: "Non envoyé : aucun serveur d'envoi d'e-mails (SMTP_URL) n'est configuré.",
      });
    } else {
      try {
        await sendMail(channels.transport, channels.from, settings, mail);
        results.push({ channel: 'email', target, ok: true, message: 'E-mail remis au serveur SMTP.' });
      } catch (error) {
        results.push({
          channel: 'email',
          target,
          ok: false,
          message: `Échec : ${describeNetworkError(error)}.`,
        });
      }
    }
  }
  if (settings.webhookUrl !== null) {
    const target = settings.webhookUrl;
    try {
      await postWebhook(target, webhookBody, channels.allowPrivate);
      results.push({ channel: 'webhook', target, ok: true, message: 'Le webhook a accepté le message.' });
    } catch (error) {
      const why = error instanceof WebhookAnswer ? error.message : describeNetworkError(error);
      results.push({ channel: 'webhook', target, ok: false, message: `Échec : ${why}.` });
    }
  }
  return results;
}

/**
 * A local SMTP sink for the alert tests: Debian's aiosmtpd (python3-aiosmtpd, brought up by npm test: scripts/test-parts.mjs) on a
 * free port, storing every message it receives in a Maildir the test reads.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort, stopChild, waitForPort } from './local-server.ts';

export const PYTHON = process.env.AIOSMTPD_PYTHON ?? '/usr/bin/python3';

/** A received message: its headers (lower-case names) and its text body. */
export interface SunkMail {
  headers: Record<string, string>;
  body: string;
}

export interface SmtpSink {
  /** `smtp://127.0.0.1:<port>` for SMTP_URL. */
  url: string;
  /** Every message received so far, oldest first. */
  messages(): SunkMail[];
  stop(): Promise<void>;
}

/** Decodes RFC 2047 encoded words (`=?UTF-8?Q?…?=`, `=?UTF-8?B?…?=`) in a header value. */
function decodeHeader(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(
      /=\?([^?]+)\?([QqBb])\?([^?]*)\?=/g,
      (_word, _charset: string, encoding: string, text: string) => {
        if (encoding.toUpperCase() === 'B') return Buffer.from(text, 'base64').toString('utf8');
        const bytes = text.replace(/_/g, ' ').replace(/=([0-9A-Fa-f]{2})/g, (_m, hex: string) => `%${hex}`);
        return decodeURIComponent(bytes.replace(/%(?![0-9A-Fa-f]{2})/g, '%25'));
      },
    );
}

function parseMail(raw: string): SunkMail {
  const [head = '', ...rest] = raw.replace(/\r\n/g, '\n').split('\n\n');
  const headers: Record<string, string> = {};
  let last = '';
  for (const line of head.split('\n')) {
    if (/^\s/.test(line) && last !== '') headers[last] += ` ${line.trim()}`;
    else {
      const colon = line.indexOf(':');
      if (colon < 0) continue;
      last = line.slice(0, colon).toLowerCase();
      headers[last] = line.slice(colon + 1).trim();
    }
  }
  for (const name of Object.keys(headers)) headers[name] = decodeHeader(headers[name] ?? '');
  return { headers, body: rest.join('\n\n') };
}

/**
 * When Python's Maildir delivered a message, in µs, from its name: `<seconds>.M<microseconds>P<pid>Q<n>.<host>`.
 * The microseconds are not zero-padded, so the names do not sort as text ('M99999' after 'M123456' within
 * one second): two alerts sent in the same second came back in the wrong order.
 */
export function deliveredAt(name: string): number {
  const match = /^(\d+)\.M(\d+)/.exec(name);
  return match === null ? Number.POSITIVE_INFINITY : Number(match[1]) * 1e6 + Number(match[2]);
}

export async function startSmtpSink(): Promise<SmtpSink> {
  const port = await freePort();
  const dir = mkdtempSync(join(tmpdir(), 'meteodeck-smtp-'));
  const maildir = join(dir, 'mail');
  const child: ChildProcess = spawn(
    PYTHON,
    ['-m', 'aiosmtpd', '-n', '-l', `127.0.0.1:${port}`, '-c', 'aiosmtpd.handlers.Mailbox', maildir],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let output = '';
  const collect = (chunk: Buffer) => {
    output += chunk.toString();
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  await waitForPort(child, port, 'aiosmtpd', () => output);
  return {
    url: `smtp://127.0.0.1:${port}`,
    messages() {
      const folder = join(maildir, 'new');
      let names: string[];
      try {
        names = readdirSync(folder);
      } catch {
        return [];
      }
      return names
        .sort((a, b) => deliveredAt(a) - deliveredAt(b))
        .map((name) => parseMail(readFileSync(join(folder, name), 'utf8')));
    },
    async stop() {
      await stopChild(child);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

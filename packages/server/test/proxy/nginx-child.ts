/**
 * Debian's nginx as the proxy tier runs it: `deploy/nginx.conf`, rendered for the test's ports into a temp
 * folder, is included by a small main configuration of the test's own (pid, error log, temp paths in that
 * folder), and nginx runs in the foreground as a child process with that prefix, never as the system
 * service. The main configuration adds one header to every answer, `x-meteodeck-upstream` (nginx's
 * `$upstream_addr`), so a test knows which meteodeck process answered.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = resolve(fileURLToPath(new URL('../../../..', import.meta.url)));

/** Debian's nginx binary (`apt-get install nginx`; npm test installs it when missing). */
export const NGINX_BINARY = '/usr/sbin/nginx';
/** The configuration the station owner installs, tested here as shipped but for ports and log paths. */
export const DEPLOY_NGINX_CONF = join(ROOT, 'deploy/nginx.conf');
/** The header naming the process that answered. */
export const UPSTREAM_HEADER = 'x-meteodeck-upstream';

/** Replaces `pattern` in `text`, failing when it does not occur `expected` times (the file changed shape). */
function replaceCounted(text: string, pattern: RegExp, by: string, expected: number | 'some'): string {
  const found = text.match(new RegExp(pattern.source, `${pattern.flags.replace('g', '')}g`))?.length ?? 0;
  if (expected === 'some' ? found === 0 : found !== expected) {
    throw new Error(`deploy/nginx.conf: expected ${expected} match(es) of ${pattern}, found ${found}`);
  }
  return text.replace(new RegExp(pattern.source, `${pattern.flags.replace('g', '')}g`), by);
}

/**
 * deploy/nginx.conf for a test: listening on 127.0.0.1:`port`, its upstream listing `upstreamPorts`
 * (with the shipped server parameters), its logs in `logDir`.
 */
export function renderDeployConfig(
  source: string,
  options: { port: number; upstreamPorts: number[]; logDir: string },
): string {
  const servers = /^([ \t]*)server 127\.0\.0\.1:\d+( [^;\n]*)?;\n/gm;
  const first = /^([ \t]*)server 127\.0\.0\.1:\d+( [^;\n]*)?;\n/m.exec(source);
  if (first === null) throw new Error('deploy/nginx.conf: no upstream server line');
  const [, indent = '', parameters = ''] = first;
  const lines = options.upstreamPorts.map((p) => `${indent}server 127.0.0.1:${p}${parameters};\n`).join('');
  let text = source.replace(servers, (line) => (line === first[0] ? lines : ''));
  text = replaceCounted(text, /^([ \t]*)listen 80;$/m, `$1listen 127.0.0.1:${options.port};`, 1);
  text = replaceCounted(text, /\/var\/log\/nginx\//, `${options.logDir}/`, 'some');
  return text;
}

export interface NginxChild {
  url: string;
  /** The access log nginx wrote so far (deploy/nginx.conf's format). */
  accessLog(): string;
  /** nginx's error output so far. */
  output(): string;
  stop(): Promise<void>;
}

/** Starts nginx with deploy/nginx.conf in front of `upstreamPorts`; resolves once it proxies `readyPath`. */
export async function startNginx(options: {
  port: number;
  upstreamPorts: number[];
  readyPath: string;
}): Promise<NginxChild> {
  if (!existsSync(NGINX_BINARY)) {
    throw new Error(`${NGINX_BINARY} is missing: apt-get install nginx (npm test installs it as root)`);
  }
  const dir = mkdtempSync(join(tmpdir(), 'meteodeck-nginx-'));
  for (const temp of ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) mkdirSync(join(dir, temp));
  writeFileSync(
    join(dir, 'meteodeck.conf'),
    renderDeployConfig(readFileSync(DEPLOY_NGINX_CONF, 'utf8'), { ...options, logDir: dir }),
  );
  // As root, nginx's workers would switch to `nobody`, who may not write in the test's temp folder.
  const user = process.getuid?.() === 0 ? 'user root;\n' : '';
  writeFileSync(
    join(dir, 'nginx.conf'),
    `${user}daemon off;
worker_processes 1;
pid ${dir}/nginx.pid;
error_log stderr warn;
events { worker_connections 1024; }
http {
  client_body_temp_path ${dir}/client_body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  add_header ${UPSTREAM_HEADER} $upstream_addr always;
  include ${dir}/meteodeck.conf;
}
`,
  );
  const child: ChildProcess = spawn(
    NGINX_BINARY,
    ['-p', dir, '-c', join(dir, 'nginx.conf'), '-e', 'stderr'],
    {
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  child.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  let ended = false;
  const exited = new Promise<void>((done) =>
    child.on('exit', () => {
      ended = true;
      done();
    }),
  );
  const url = `http://127.0.0.1:${options.port}`;
  const stop = async () => {
    if (!ended) child.kill('SIGTERM');
    const killer = setTimeout(() => child.kill('SIGKILL'), 5000);
    await exited;
    clearTimeout(killer);
    rmSync(dir, { recursive: true, force: true });
  };
  const deadline = Date.now() + 15_000;
  for (;;) {
    if (ended) throw new Error(`nginx exited at start:\n${output}`);
    try {
      if ((await fetch(`${url}${options.readyPath}`)).ok) break;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`nginx did not proxy ${options.readyPath} within 15 s:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const accessLogFile = join(dir, 'meteodeck.access.log');
  return {
    url,
    accessLog: () => (existsSync(accessLogFile) ? readFileSync(accessLogFile, 'utf8') : ''),
    output: () => output,
    stop,
  };
}

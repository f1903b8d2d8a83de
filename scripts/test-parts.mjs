// The real parts `npm test` runs its suites against, brought up before the first suite: Debian's Chromium
// (browser tier), nginx (proxy tier), mosquitto (MQTT publishing), aiosmtpd (the alerts' SMTP sink),
// systemd-analyze (the unit file's check) and a PostgreSQL server with a database `test` (every PostgreSQL
// suite). What is missing is installed with apt-get when the run is root on Debian (as on CI); otherwise
// each missing part is named on one line with the command that installs it, and the run fails: no suite is
// skipped for want of a part.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';

/** The machine's PostgreSQL the suites use when TEST_DATABASE_URL is not set (trust auth on loopback). */
export const DEFAULT_TEST_DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/test';

/** Each part: how to tell it is there, the Debian package that brings it, and who needs it. */
export const PARTS = [
  { name: 'Chromium', present: () => existsSync('/usr/bin/chromium'), pkg: 'chromium', for: 'browser tier' },
  { name: 'nginx', present: () => existsSync('/usr/sbin/nginx'), pkg: 'nginx', for: 'proxy tier' },
  {
    name: 'mosquitto',
    present: () => existsSync(process.env.MOSQUITTO_BIN ?? '/usr/sbin/mosquitto'),
    pkg: 'mosquitto',
    for: 'MQTT tests',
  },
  {
    name: 'aiosmtpd',
    present: () => succeeds(process.env.AIOSMTPD_PYTHON ?? '/usr/bin/python3', ['-c', 'import aiosmtpd']),
    pkg: 'python3-aiosmtpd',
    for: 'alert e-mail tests (SMTP sink)',
  },
  {
    name: 'systemd-analyze',
    present: () => succeeds('systemd-analyze', ['--version']),
    pkg: 'systemd',
    for: 'the systemd unit check',
  },
  {
    name: 'PostgreSQL',
    present: () => process.env.TEST_DATABASE_URL !== undefined || existsSync('/usr/bin/pg_ctlcluster'),
    pkg: 'postgresql',
    for: 'PostgreSQL suites',
  },
];

function succeeds(cmd, args, options = {}) {
  const r = spawnSync(cmd, args, { stdio: 'ignore', ...options });
  return r.status === 0;
}

function canApt() {
  return process.getuid?.() === 0 && existsSync('/usr/bin/apt-get');
}

function apt(packages) {
  console.log(`--- apt-get install ${packages.join(' ')}`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  // A container's policy-rc.d may refuse to start a package's service; the tests start their own processes.
  return (
    succeeds('apt-get', ['update', '-qq'], { env, stdio: 'inherit' }) &&
    succeeds('apt-get', ['install', '-y', '-qq', ...packages], {
      env,
      stdio: ['ignore', 'ignore', 'inherit'],
    })
  );
}

function sleep(ms) {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
}

const pgReady = () => succeeds('pg_isready', ['-h', '127.0.0.1', '-p', '5432', '-q']);
const psql = (url, sql) => spawnSync('psql', [url, '-tAc', sql], { encoding: 'utf8' });

/**
 * Starts the machine's PostgreSQL cluster when it is down and makes sure the database `test` exists; false
 * (with the reason in `problems`) when it cannot.
 */
function bringUpPostgres(problems) {
  if (!pgReady()) {
    const versions = existsSync('/etc/postgresql') ? readdirSync('/etc/postgresql') : [];
    if (versions.length === 0) {
      problems.push(
        'PostgreSQL: no cluster in /etc/postgresql; create one (pg_createcluster) or set TEST_DATABASE_URL',
      );
      return false;
    }
    console.log(`--- starting PostgreSQL ${versions[0]}`);
    spawnSync('pg_ctlcluster', ['--skip-systemctl-redirect', versions[0], 'main', 'start'], {
      stdio: 'inherit',
    });
    for (let i = 0; i < 30 && !pgReady(); i++) sleep(1000);
    if (!pgReady()) {
      problems.push(
        `PostgreSQL ${versions[0]} does not start: pg_ctlcluster ${versions[0]} main start (as root)`,
      );
      return false;
    }
  }
  const admin = 'postgres://postgres@127.0.0.1:5432/postgres';
  const exists = psql(admin, "SELECT 1 FROM pg_database WHERE datname = 'test'");
  if (exists.status !== 0) {
    problems.push(
      `PostgreSQL on 127.0.0.1:5432 refuses postgres without a password (${exists.stderr.trim().split('\n')[0]}): set TEST_DATABASE_URL`,
    );
    return false;
  }
  if (exists.stdout.trim() !== '1' && psql(admin, 'CREATE DATABASE test').status !== 0) {
    problems.push('PostgreSQL: cannot create the database test: set TEST_DATABASE_URL');
    return false;
  }
  return true;
}

/**
 * Brings up every part; returns the lines naming what is still missing (empty when all is there) and sets
 * TEST_DATABASE_URL for the suites when the machine's PostgreSQL serves.
 */
export function bringUpParts() {
  let missing = PARTS.filter((part) => !part.present());
  if (missing.length > 0 && canApt()) {
    apt(missing.map((part) => part.pkg));
    missing = PARTS.filter((part) => !part.present());
  }
  const problems = missing.map(
    (part) =>
      `missing: ${part.name}, for the ${part.for}: apt-get install ${part.pkg} (as root)` +
      (part.name === 'PostgreSQL' ? ', or set TEST_DATABASE_URL to a PostgreSQL database' : ''),
  );
  if (!missing.some((part) => part.name === 'PostgreSQL') && process.env.TEST_DATABASE_URL === undefined) {
    if (bringUpPostgres(problems)) process.env.TEST_DATABASE_URL = DEFAULT_TEST_DATABASE_URL;
  }
  return problems;
}

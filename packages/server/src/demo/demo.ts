/**
 * `npm run demo`: the server exactly as `npm start` runs it (start-server.ts), on its own database
 * (./data/demo.db unless DATABASE_URL says otherwise), plus the demo: a year of real Falkensee readings on
 * their own station DEMO-FALKENSEE, a station DEMO-NYC, news, an observation and an editor (each once per
 * database), and simulated consoles uploading every 16 s through the real Weather Underground and Ecowitt
 * doors.
 */
import { ConfigError } from '../config.ts';
import { DatabaseTooNewError } from '../db/migrate.ts';
import { verifyPassword } from '../modules/auth/password.ts';
import { createUsersRepository } from '../modules/users/index.ts';
import { DEFAULT_ADMIN_EMAIL } from '../seed.ts';
import { type PreparedDatabase, startServer } from '../start-server.ts';
import { DEMO_EDITOR_EMAIL, DEMO_EDITOR_PASSWORD } from './demo-content.ts';
import { demoEnv } from './demo-env.ts';
import { type DemoFeeds, seedDemo, startDemoFeeds } from './demo-seed.ts';
import { FALKENSEE_CREDIT } from './falkensee-import.ts';

/** The admin login line: the configured password only when it really opens the account. */
async function adminLogin(prepared: PreparedDatabase): Promise<string> {
  const email = prepared.config.adminEmail ?? DEFAULT_ADMIN_EMAIL;
  const password = prepared.config.adminPassword;
  const user = await createUsersRepository(prepared.db).findByEmail(email);
  if (user !== undefined && password !== undefined && (await verifyPassword(user.passwordHash, password))) {
    return `${email} / ${password}`;
  }
  return `${email} (password: the one set when this database was created)`;
}

/** Where the database is, without a PostgreSQL password. */
function describeDatabase(prepared: PreparedDatabase): string {
  const database = prepared.config.database;
  if (database.dialect === 'sqlite') return `SQLite file ${database.filename}`;
  return `PostgreSQL ${database.connectionString.replace(/\/\/[^@/]*@/, '//')}`;
}

const PROTOCOL_NAMES = { wu: 'Weather Underground', ecowitt: 'Ecowitt' } as const;

/** http://0.0.0.0:3000 is where the server listens, not an address to send requests to. */
const reachable = (url: string) => url.replace('//0.0.0.0', '//127.0.0.1').replace('//[::]', '//[::1]');

async function main(): Promise<void> {
  const print = (message: string) => console.log(message);
  let feeds: DemoFeeds | undefined;
  let login = '';
  const server = await startServer({
    env: demoEnv(process.env),
    print,
    beforeStart: async (prepared) => {
      print(`Demo database: ${describeDatabase(prepared)} (npm start uses ./data/meteodeck.db by default).`);
      print('Checking the demo data (the first start imports a year of readings: 10 to 60 s)…');
      const seeded = await seedDemo(prepared);
      const { falkensee } = seeded;
      if (falkensee.imported && falkensee.report !== undefined) {
        const r = falkensee.report;
        print(
          `DEMO-FALKENSEE: imported ${r.imported} of ${r.rows} Falkensee 2019 readings (${r.rejected} rejected), ` +
            `moved to their dates in ${falkensee.years?.join(' and ')}, in ${falkensee.seconds?.toFixed(1)} s. ` +
            `${FALKENSEE_CREDIT}.`,
        );
      }
      if (falkensee.skipped !== undefined) print(`Falkensee 2019 not imported: ${falkensee.skipped}.`);
      if (seeded.content.created) print('Created the demo news, observation, editor and station DEMO-NYC.');
      login = await adminLogin(prepared);
    },
    beforeShutdown: () => feeds?.stop(),
  });
  const url = reachable(server.url);
  feeds = await startDemoFeeds({
    db: server.db,
    baseUrl: url,
    clock: server.clock,
    random: Math.random,
    onError: (reference, error) =>
      server.app.log.warn({ station: reference, err: error }, 'simulated upload failed'),
  });
  const live = [...feeds.simulators].map(
    ([reference, sim]) => `${reference} (${PROTOCOL_NAMES[sim.protocol]})`,
  );
  const caughtUp = [...feeds.caughtUp].map(([reference, count]) => `${reference} +${count}`).join(', ');
  print(
    [
      '',
      `meteodeck demo running at ${url}`,
      `  Admin:  ${login}   (log in at ${url}/login)`,
      `  Editor: ${DEMO_EDITOR_EMAIL} / ${DEMO_EDITOR_PASSWORD}`,
      `  Live:   ${live.join(' and ')} upload every 16 s (caught up: ${caughtUp} readings)`,
      `  ${FALKENSEE_CREDIT}`,
      '  Stop with Ctrl+C.',
      '',
    ].join('\n'),
  );
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError || error instanceof DatabaseTooNewError ? error.message : error);
  process.exit(1);
});

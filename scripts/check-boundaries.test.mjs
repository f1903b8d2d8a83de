import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  ALLOWANCES,
  importsOf,
  layoutViolations,
  sourceFiles,
  tablesQueried,
  violationsOf,
} from './check-boundaries.mjs';

const root = new URL('..', import.meta.url).pathname;

/** No allowance at all: what each rule finds in a planted file. */
const none = { deepImports: [], queries: {}, kysely: {}, tables: {}, sizes: {} };
const S = 'packages/server/src/';

describe('the boundaries lint', () => {
  it('finds no crossing in the code base as it is', () => {
    const files = sourceFiles();
    expect(files.length).toBeGreaterThan(400);
    const read = (from) => readFileSync(`${root}${from}`, 'utf8');
    const found = files.flatMap((from) => violationsOf(from, read(from)));
    expect(found).toEqual([]);
    expect(layoutViolations(files, read)).toEqual([]);
  }, 60_000);

  it('reads imports, re-exports and dynamic imports, on one line or several', () => {
    const text = [
      "import { a } from './a.ts';",
      'import {',
      '  b,',
      "} from '../b.ts';",
      "export * from './c.ts';",
      "const D = lazy(() => import('./d.tsx'));",
      "import './e.css';",
    ].join('\n');
    expect(importsOf(text).sort()).toEqual(['../b.ts', './a.ts', './c.ts', './d.tsx', './e.css']);
  });

  it('does not take an import written in a comment or a string for one', () => {
    const text = "// import { x } from './commented.ts';\nconst s = \"import { y } from './quoted.ts'\";";
    expect(importsOf(text)).toEqual([]);
  });

  it('fails a web feature that imports another feature, and lets it import its own folder and lib', () => {
    const from = 'packages/web/src/features/home/components/home-page.tsx';
    const crossing = violationsOf(from, "import { X } from '../../contact/components/contact-form.tsx';");
    expect(crossing).toHaveLength(1);
    expect(crossing[0]).toContain('packages/web/src/features/contact/components/contact-form.tsx');
    expect(
      violationsOf(
        from,
        "import { Y } from './ephemeris-card.tsx';\nimport { Z } from '../../../lib/format/number-format.ts';",
      ),
    ).toEqual([]);
  });

  it('fails shared components that import a feature or the app shell', () => {
    const found = violationsOf(
      'packages/web/src/components/page-heading.tsx',
      "import { useSession } from '../app/session-context.tsx';",
    );
    expect(found).toHaveLength(1);
  });

  it('fails a service that imports fastify or kysely or builds a query, and routes that import a repository', () => {
    const service = `${S}modules/posts/posts.service.ts`;
    expect(violationsOf(service, "import type { Kysely } from 'kysely';", none)).toHaveLength(1);
    expect(violationsOf(service, "import type { FastifyRequest } from 'fastify';", none)).toHaveLength(1);
    expect(violationsOf(service, "await db.selectFrom('posts').selectAll().execute();", none)).toHaveLength(
      1,
    );
    const routes = `${S}modules/posts/posts.routes.ts`;
    expect(
      violationsOf(routes, "import type { PostsRepository } from './posts.repository.ts';", none),
    ).toHaveLength(1);
    expect(violationsOf(routes, "import type { PostsService } from './posts.service.ts';", none)).toEqual([]);
  });

  it("fails a module that queries another module's table, in the builder or in SQL text of any case", () => {
    const from = `${S}modules/alerts/alert-state.repository.ts`;
    expect(tablesQueried("db.selectFrom('readings as r').select('id')")).toEqual(['readings']);
    expect(tablesQueried("db.insertInto('units' as never).values(x)")).toEqual(['units']);
    expect(tablesQueried('sql`SELECT count(*) FROM daily_summaries WHERE x`')).toEqual(['daily_summaries']);
    expect(tablesQueried('sql`select id from weather_stations for update`.execute(trx)')).toEqual([
      'weather_stations',
    ]);
    expect(tablesQueried("const why = 'the data from readings';")).toEqual([]);
    expect(violationsOf(from, "await db.updateTable('weather_stations').set(x).execute();", none)).toEqual([
      `${from}: table weather_stations belongs to modules/stations/`,
    ]);
    expect(violationsOf(from, "await db.selectFrom('alert_episodes').selectAll().execute();", none)).toEqual(
      [],
    );
  });

  it('lets an allowed table stay only while the file names it', () => {
    const from = `${S}modules/readings/ingest/ingest-transaction.ts`;
    const allowances = { ...none, queries: { [from]: 'x' }, tables: { [`${from}#weather_stations`]: 'x' } };
    const lock = `await sql\`select id from weather_stations where id = $\{id} for update\`.execute(trx);`;
    expect(violationsOf(from, lock, allowances)).toEqual([]);
    expect(violationsOf(from, 'await sql`select 1`.execute(trx);', allowances)).toEqual([
      `${from}#weather_stations: names the table no more: remove its entry from TABLE_ALLOWANCES`,
    ]);
  });

  it('keeps weather and contract below server and web', () => {
    expect(
      violationsOf('packages/contract/src/status.ts', "import { x } from '../../server/src/app.ts';"),
    ).toHaveLength(1);
    expect(
      violationsOf('packages/weather/src/units.ts', "import { y } from '@meteodeck/contract';"),
    ).toHaveLength(1);
  });
});

describe('SQL only in repositories and db/', () => {
  const worker = `${S}modules/forwarding/outbox.ts`;
  const planted = {
    'a builder call': "await deps.db.selectFrom('forwarding_outbox').selectAll().execute();",
    'an insert': "await trx.insertInto('forwarding_outbox').values(rows).execute();",
    'the sql tag': 'await sql`select 1`.execute(db);',
    'sql.raw': "await db.executeQuery(sql.raw('vacuum').compile(db));",
    '.execute( on a handle': 'await db.transaction().execute(async (trx) => work(trx));',
    'a lower-case statement in a template':
      'const text = `delete from forwarding_outbox where id = $' + '{id}`;',
    'an upper-case statement in a string': "const text = 'SELECT id FROM forwarding_targets';",
    "an import of kysely's sql tag": "import { sql } from 'kysely';",
  };

  for (const [what, text] of Object.entries(planted)) {
    it(`fails ${what} outside a repository, naming the file and the rule`, () => {
      const found = violationsOf(worker, text, none);
      expect(found).toHaveLength(1);
      expect(found[0]).toMatch(
        new RegExp(`^${worker}: SQL outside a repository \\(.+ at line 1\\): queries live in`),
      );
    });
  }

  it('lets repositories, db/, its migrations and tests build queries', () => {
    const text =
      "import { sql } from 'kysely';\nawait db.selectFrom('x').select(sql`1`.as('one')).execute();";
    for (const from of [
      `${S}modules/forwarding/forwarding-outbox.repository.ts`,
      `${S}db/seed.ts`,
      `${S}db/migrations/202611210600_create_users.ts`,
      `${S}modules/forwarding/forwarding.outbox.test.ts`,
    ]) {
      expect(violationsOf(from, text, none)).toEqual([]);
    }
  });

  it('leaves prose, comments and other calls named execute alone', () => {
    const text = [
      '// select the rows from the outbox, then delete from it',
      "const note = 'Delete the target, then select another';",
      'await job.execute(payload);',
      'const m = /^Bearer (\\S+)$/.exec(header);',
    ].join('\n');
    expect(violationsOf(worker, text, none)).toEqual([]);
  });

  it('passes an allowed file while it queries, and fails it once it no longer does', () => {
    const allowances = { ...none, queries: { [worker]: 'the forwarding worker' } };
    expect(violationsOf(worker, planted['a builder call'], allowances)).toEqual([]);
    expect(violationsOf(worker, 'export const x = 1;', allowances)).toEqual([
      `${worker}: builds no query now: remove its entry from QUERY_ALLOWANCES`,
    ]);
  });
});

describe('no kysely in routes or app.ts', () => {
  it('fails routes and app.ts that import kysely, even for a type', () => {
    for (const from of [`${S}modules/audit/audit.routes.ts`, `${S}app.ts`]) {
      expect(violationsOf(from, "import type { Kysely } from 'kysely';", none)).toEqual([
        `${from}: imports kysely: routes and app.ts reach the database through services`,
      ]);
    }
    expect(violationsOf(`${S}modules/audit/audit.ts`, "import type { Kysely } from 'kysely';", none)).toEqual(
      [],
    );
  });

  it('passes an allowed file while it imports kysely, and fails it once it no longer does', () => {
    const from = `${S}modules/health/health.routes.ts`;
    const allowances = { ...none, kysely: { [from]: 'x' } };
    expect(violationsOf(from, "import type { Kysely } from 'kysely';", allowances)).toEqual([]);
    expect(violationsOf(from, 'export const x = 1;', allowances)).toEqual([
      `${from}: imports kysely no more: remove its entry from KYSELY_ALLOWANCES`,
    ]);
  });
});

describe("server modules meet at each other's face", () => {
  const from = `${S}modules/alerts/alert-units.ts`;
  const deep = "import { createStationsRepository } from '../stations/stations.repository.ts';";

  it('fails an import past another module’s index.ts, naming the file, the import and the face', () => {
    expect(violationsOf(from, deep, none)).toEqual([
      `${from}: imports modules/stations/stations.repository.ts past its module's face: another module imports only modules/stations/index.ts`,
    ]);
    const test = `${S}modules/alerts/alerts.test.ts`;
    expect(violationsOf(test, deep, none)).toHaveLength(1);
  });

  it('passes the face, its own module, shared files of modules/ and files outside modules/', () => {
    const text = [
      "import { stations } from '../stations/index.ts';",
      "import { x } from './alerts.ts';",
      "import { page } from '../list-page.ts';",
      "import type { Database } from '../../db/database.ts';",
    ].join('\n');
    expect(violationsOf(from, text, none)).toEqual([]);
    expect(
      violationsOf(`${S}app.ts`, "import { a } from './modules/stations/stations.routes.ts';", none),
    ).toEqual([]);
  });

  it('passes an allowed deep import, and fails the entry once the import is gone', () => {
    const key = 'modules/alerts/alert-units.ts -> modules/stations/stations.repository.ts';
    const allowances = { ...none, deepImports: [key] };
    expect(violationsOf(from, deep, allowances)).toEqual([]);
    const tree = { [from]: deep };
    expect(layoutViolations(Object.keys(tree), (path) => tree[path], allowances)).toEqual([]);
    tree[from] = "import { stations } from '../stations/index.ts';";
    expect(layoutViolations(Object.keys(tree), (path) => tree[path], allowances)).toEqual([
      `${key}: no such import now: remove its entry from DEEP_IMPORT_ALLOWANCES`,
    ]);
  });
});

describe('sizes of the server', () => {
  const from = `${S}modules/readings/ingest/readings.service.ts`;
  const lines = (count) => Array.from({ length: count }, (_, i) => `const v${i} = ${i};`).join('\n');
  const fn = (count) => `export function big() {\n${lines(count - 2)}\n}`;

  it('fails a file over 400 lines and a function over 150, naming the file and the function', () => {
    expect(violationsOf(from, lines(401), none)).toEqual([
      `${from}: 401 lines, over 400: split it by concern`,
    ]);
    expect(violationsOf(from, fn(151), none)).toEqual([
      `${from}: function big has 151 lines, over 150: split it`,
    ]);
    expect(violationsOf(from, `${lines(250)}\n${fn(150)}`, none)).toEqual([]);
    expect(violationsOf(`${S}modules/readings/doors/readings.doors.test.ts`, fn(300), none)).toEqual([]);
  });

  it('passes allowed sizes, and fails an entry that fits again or names no file', () => {
    const allowances = { ...none, sizes: { [from]: 'x', [`${from}#big`]: 'x' } };
    expect(violationsOf(from, `${lines(300)}\n${fn(151)}`, allowances)).toEqual([]);
    expect(violationsOf(from, fn(20), allowances)).toEqual([
      `${from}: 20 lines now: remove its entry from SERVER_SIZE_ALLOWANCES`,
      `${from}#big: 20 lines now: remove its entry from SERVER_SIZE_ALLOWANCES`,
    ]);
    expect(layoutViolations([], () => '', allowances)).toEqual([
      `${from}: no such file: remove its entries from SERVER_SIZE_ALLOWANCES`,
    ]);
  });

  it('holds allow-lists of today’s offenders only', () => {
    expect(ALLOWANCES.deepImports.length).toBeLessThanOrEqual(0);
    expect(Object.keys(ALLOWANCES.queries).length).toBeLessThanOrEqual(7);
    expect(Object.keys(ALLOWANCES.sizes).length).toBeLessThanOrEqual(4);
    expect(Object.keys(ALLOWANCES.kysely).length).toBeLessThanOrEqual(1);
  });
});

import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { importsOf, sourceFiles, tablesQueried, violationsOf } from './check-boundaries.mjs';

const root = new URL('..', import.meta.url).pathname;

describe('the boundaries lint', () => {
  it('finds no crossing in the code base as it is', () => {
    const files = sourceFiles();
    expect(files.length).toBeGreaterThan(400);
    const found = files.flatMap((from) => violationsOf(from, readFileSync(`${root}${from}`, 'utf8')));
    expect(found).toEqual([]);
  });

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
    const service = 'packages/server/src/modules/posts/posts.service.ts';
    expect(violationsOf(service, "import type { Kysely } from 'kysely';")).toHaveLength(1);
    expect(violationsOf(service, "import type { FastifyRequest } from 'fastify';")).toHaveLength(1);
    expect(violationsOf(service, "await db.selectFrom('posts').selectAll().execute();")).toHaveLength(1);
    const routes = 'packages/server/src/modules/posts/posts.routes.ts';
    expect(
      violationsOf(routes, "import type { PostsRepository } from './posts.repository.ts';"),
    ).toHaveLength(1);
    expect(violationsOf(routes, "import type { PostsService } from './posts.service.ts';")).toEqual([]);
  });

  it("fails a module that queries another module's table, in the builder or in raw SQL", () => {
    const from = 'packages/server/src/modules/alerts/alerts.ts';
    expect(tablesQueried("db.selectFrom('readings').select('id')")).toEqual(['readings']);
    expect(tablesQueried('sql`SELECT count(*) FROM daily_summaries WHERE x`')).toEqual(['daily_summaries']);
    expect(violationsOf(from, "await db.updateTable('weather_stations').set(x).execute();")).toEqual([
      `${from}: table weather_stations belongs to modules/stations/`,
    ]);
    expect(violationsOf(from, "await db.selectFrom('alert_episodes').selectAll().execute();")).toEqual([]);
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

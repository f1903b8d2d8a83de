import { defineConfig } from 'vitest/config';

/** The fault and proxy tiers run on their own (`--project fault`, `--project proxy`). */
const SERVER_OWN_TIERS = ['test/fault/**', 'test/proxy/**', '**/node_modules/**'];

/** Server files whose tests time an answer: the `server-timed` project runs them alone. */
const SERVER_TIMED = [
  'src/cli/import-command.test.ts',
  'src/modules/imports/imports.routes.test.ts',
  'src/modules/imports/text-lines.test.ts',
  'src/modules/imports/weewx.hostile.test.ts',
  'src/modules/change-feed/change-feed.test.ts',
  'src/modules/forecast/forecast.routes.test.ts',
];

/** What the two server projects share. */
const serverTest = {
  root: 'packages/server',
  environment: 'node',
  testTimeout: 30_000,
  hookTimeout: 60_000,
  setupFiles: ['test/worker-database.ts'],
  env: { METEODECK_TEST_DB_PER_WORKER: '1' },
  // A worker imports the server's modules once for all its files rather than once per file (a fifth of the
  // suite's time went to imports). The files share no module state: none mocks a module or leaves a spy,
  // fake timer or patched prototype behind, and each test builds its own app and database.
  isolate: false,
} as const;

// One Vitest run, one project per package. The `source` condition makes workspace packages resolve to
// their TypeScript sources, so no package needs building before its dependants are tested.
export default defineConfig({
  resolve: { conditions: ['source'] },
  // Vite applies resolve.conditions to the browser only; server-side (node) tests need it under ssr too.
  ssr: { resolve: { conditions: ['source'] } },
  test: {
    projects: [
      { extends: true, test: { name: 'weather', root: 'packages/weather', environment: 'node' } },
      { extends: true, test: { name: 'contract', root: 'packages/contract', environment: 'node' } },
      // The repository's own checks: the boundaries lint and the docs' references.
      {
        extends: true,
        test: { name: 'repo', root: '.', include: ['scripts/**/*.test.mjs'], environment: 'node' },
      },
      {
        extends: true,
        test: {
          ...serverTest,
          name: 'server',
          // Files run on every worker at once; each worker's PostgreSQL suites use a database of their own
          // (test/dialects.ts, created by the setup file), and each app a fresh schema in it.
          exclude: [...SERVER_OWN_TIERS, ...SERVER_TIMED],
        },
      },
      {
        extends: true,
        test: {
          ...serverTest,
          // The server files that time an answer (a console's upload answered within a second while an import
          // runs, a timeout kept): one after another, once the others are done, so no other file's work on
          // the same cores weighs on what they time.
          name: 'server-timed',
          include: SERVER_TIMED,
          fileParallelism: false,
          sequence: { groupOrder: 1 },
        },
      },
      {
        extends: true,
        test: {
          name: 'fault',
          root: 'packages/server',
          include: ['test/fault/**/*.test.ts'],
          environment: 'node',
          testTimeout: 120_000,
          hookTimeout: 60_000,
          fileParallelism: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'proxy',
          root: 'packages/server',
          include: ['test/proxy/**/*.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
      './packages/web/vite.config.ts',
    ],
  },
});

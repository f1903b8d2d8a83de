import { defineConfig } from 'vitest/config';

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
          name: 'server',
          root: 'packages/server',
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // PostgreSQL suites share one database; files run one after another so schemas never collide.
          fileParallelism: false,
          // The fault tier runs on its own (`--project fault`): real server processes, load, kill -9; and
          // so does the proxy tier (`--project proxy`): nginx in front of two processes on PostgreSQL.
          exclude: ['test/fault/**', 'test/proxy/**', '**/node_modules/**'],
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

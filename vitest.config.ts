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
        },
      },
      './packages/web/vite.config.ts',
    ],
  },
});

import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { answerChecksPlugin } from './build/answer-checks.ts';
import { precompressPlugin } from './build/precompress.ts';

export default defineConfig({
  plugins: [react(), answerChecksPlugin(), precompressPlugin()],
  // Workspace packages resolve to their TypeScript sources, so the contract needs no build first.
  resolve: { conditions: ['source'] },
  server: { proxy: { '/api': 'http://127.0.0.1:3000' } },
  // The product's stylesheet compiles Bootstrap's Sass sources (src/styles/bootstrap.scss); Bootstrap 5.3
  // still uses @import and Sass's global functions, which Dart Sass warns about on every build.
  css: {
    preprocessorOptions: {
      scss: {
        quietDeps: true,
        silenceDeprecations: ['import', 'global-builtin', 'color-functions', 'if-function'],
      },
    },
  },
  // No source maps in the production build: the server would serve them to anyone.
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    // No modulepreload polyfill in every page's first load (0.5 KB as sent): every browser of the build's
    // target but Safari before 17 and Firefox before 115 preloads modules itself, and those two load the
    // same modules through their imports, a little later.
    modulePreload: { polyfill: false },
    // The contract's modules define their schemas at the top level (`Type.Object(...)`); calls the bundler
    // cannot prove pure stay in, with TypeBox, even where the app imports only a constant beside them.
    // The schemas build plain objects, so the app keeps a schema only where it uses one.
    rolldownOptions: { treeshake: { manualPureFunctions: ['Type'] } },
  },
  test: {
    name: 'web',
    environment: 'jsdom',
    pool: 'vmThreads',
    setupFiles: ['./src/test/setup.ts'],
    // Longer than Testing Library's 5 s wait (see the setup file), so a slow element fails with its own message.
    testTimeout: 15_000,
  },
});

import { defaultServerConditions, mergeConfig } from 'vite';
import base from './vite.config.ts';

/**
 * The server's build of the app (src/entry-server.tsx → dist-ssr/entry-server.js): one ES module holding
 * the app and its dependencies (React included, so the server and the page use the same React), loaded by
 * the server (packages/server/src/modules/web-shell/page-render.ts). Styles are the browser build's.
 */
export default mergeConfig(base, {
  // Workspace packages resolve to their TypeScript sources here too (as in vite.config.ts).
  ssr: { noExternal: true, target: 'node', resolve: { conditions: ['source', ...defaultServerConditions] } },
  build: {
    ssr: 'src/entry-server.tsx',
    outDir: 'dist-ssr',
    emptyOutDir: true,
    copyPublicDir: false,
    minify: false,
  },
});

/**
 * The server's rendering of a public page (the first screen of every page without waiting for the scripts):
 * the same route table, providers and components as the browser (main.tsx), rendered to HTML by React on
 * the server. The server (packages/server/src/modules/web-shell/page-render.ts) loads this module's build
 * (`dist-ssr/entry-server.js`) and hands it a transport that answers the app's API calls in-process.
 *
 * Components ask for their data with React Query while they render; the server cannot wait inside a render,
 * so a page is rendered in passes: each pass records the queries its components asked for, those are fetched,
 * and the next pass renders with their answers, until a pass asks for nothing new (a station's data needs the
 * station first: two or three passes). The answers go into the page for the browser's query cache, so its
 * first render (a hydration) shows the same values in the same place.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { type DehydratedState, dehydrate, type Query, type QueryClient } from '@tanstack/react-query';
import type { ReactElement } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { PageRoot } from './app/page-root.tsx';
import { createQueryClient } from './app/providers.tsx';
import { routes } from './app/routes.tsx';
import { SERVER_PAGE_VERSION, type ServerPage, type ServerPageData } from './app/server-page.ts';
import { drawChartSvg } from './components/chart/chart-drawer.server.ts';
import { type ChartPictures, chartPictures, setChartDrawer } from './components/chart/chart-picture.tsx';
import { setApiTransport } from './lib/api-client.ts';
import { setRenderingUnits } from './lib/display-units.ts';
import { createI18n } from './lib/i18n.ts';
import {
  DEFAULT_LANGUAGE,
  isLanguage,
  type Language,
  loadCatalogue,
  setRenderingLanguage,
} from './lib/language.ts';

/** Enough for a page whose data depends on the station, which depends on the site's settings. */
const MAX_PASSES = 5;
/** How long a page waits for its answers in all: the server's own answer in milliseconds, a slow upstream's not. */
const WAIT_BUDGET_MS = 1_000;

export interface RenderInput {
  /** The page's path and query, e.g. `/weather/graph?period=week`. */
  url: string;
  /** The station the page shows (the link's `?station=` or the site's default station). */
  station: string;
  /** The time of the rendering, in epoch milliseconds (the caller's clock). */
  now: number;
  /** The visitor's language (`de`, `en` or `fr`; German for anything else). */
  language: string;
  /** The visitor's units (lib/display-units.ts unitsKey; '' for the station's own). */
  units: string;
}

export type RenderResult =
  | { kind: 'page'; page: ServerPage }
  /** The route table answered with a redirect (an old address): the server sends it as is. */
  | { kind: 'redirect'; location: string; status: number };

export { setApiTransport };

// Each rendering's language and units, however many run at once: the app's formatters, texts and calls read
// them through lib/language.ts and lib/display-units.ts wherever they are called from within that rendering
// (its awaits included).
/** One page's rendering: its language and units, and the charts its current pass drew. */
type Rendering = { language: Language; units: string; pictures: ChartPictures };
const renderings = new AsyncLocalStorage<Rendering>();
setRenderingLanguage(() => renderings.getStore()?.language);
setRenderingUnits(() => renderings.getStore()?.units);
// The page's first charts are drawn here as SVG pictures (components/chart/chart-picture.tsx), for the last
// pass's markup only: ECharts' SVG renderer is in this build only.
setChartDrawer(drawChartSvg, () => renderings.getStore()?.pictures);

/** Whether a query was asked for, is on, and was never fetched. */
function waiting(query: Query, tried: Set<string>): boolean {
  if (tried.has(query.queryHash)) return false;
  if (query.state.status !== 'pending' || query.state.fetchStatus !== 'idle') return false;
  // A query marked `meta: { serverRendered: false }` (another service's answer) is left to the browser.
  if (query.meta?.serverRendered === false) return false;
  const enabled = (query.options as { enabled?: unknown }).enabled;
  const on = typeof enabled === 'function' ? (enabled as (q: Query) => boolean)(query) : enabled;
  return on !== false;
}

/**
 * Fetches the queries asked for, waiting at most `budgetMs` (a slow forecast service must not hold the page:
 * what is not here by then is left to the browser). A failed query is dropped, so the page shows it loading,
 * as the browser's first render will, and the browser asks again.
 */
async function fetchAsked(client: QueryClient, asked: Query[], budgetMs: number): Promise<void> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const deadline = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, budgetMs);
  });
  const fetched = Promise.all(asked.map((query) => query.fetch().catch(() => undefined)));
  await Promise.race([fetched, deadline]);
  clearTimeout(timer);
  // Late ones are called off (their answers ignored), so nothing changes the cache while a pass renders.
  await client.cancelQueries({ predicate: (query) => query.state.fetchStatus === 'fetching' });
  client.removeQueries({ predicate: (query) => query.state.status === 'error' });
}

/**
 * The page's HTML once everything in it is ready, the page's own code chunks included (a section of the page
 * that is a chunk of its own is rendered too, not left to the browser as a loading placeholder).
 */
async function prerender(element: ReactElement): Promise<string> {
  const { prelude } = await prerenderToNodeStream(element);
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks).toString('utf8');
}

export async function render(input: RenderInput): Promise<RenderResult> {
  const language = isLanguage(input.language) ? input.language : DEFAULT_LANGUAGE;
  // English and French texts are chunks of their own: here before the first pass.
  await loadCatalogue(language, 'public');
  const rendering: Rendering = { language, units: input.units, pictures: chartPictures() };
  return renderings.run(rendering, () => renderIn(rendering, input));
}

async function renderIn(rendering: Rendering, input: RenderInput): Promise<RenderResult> {
  const { language } = rendering;
  const handler = createStaticHandler(routes);
  const request = new Request(new URL(input.url, 'http://localhost'));
  const context = await handler.query(request);
  if (context instanceof Response) {
    return { kind: 'redirect', location: context.headers.get('location') ?? '/', status: context.status };
  }
  const router = createStaticRouter(handler.dataRoutes, context);
  const queryClient = createQueryClient({ server: true });
  const i18n = createI18n();
  const app = () =>
    prerender(
      <PageRoot queryClient={queryClient} i18n={i18n} station={input.station} now={() => input.now}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </PageRoot>,
    );
  // Tried once each: a query dropped after failing is asked for again by the next pass, and left loading.
  const tried = new Set<string>();
  const started = Date.now();
  let html = '';
  let state: DehydratedState;
  let passes = 0;
  for (;;) {
    // The markup and the answers it shows are taken together: no fetch is under way while a pass renders,
    // so the page's data holds what its markup shows, and the browser's first render matches it.
    html = await app();
    state = dehydrate(queryClient);
    passes += 1;
    const asked = queryClient.getQueryCache().findAll({ predicate: (query) => waiting(query, tried) });
    const left = WAIT_BUDGET_MS - (Date.now() - started);
    if (asked.length === 0 || passes >= MAX_PASSES || left <= 0) break;
    for (const query of asked) tried.add(query.queryHash);
    await fetchAsked(queryClient, asked, left);
    // The next pass draws its charts afresh.
    rendering.pictures = chartPictures();
  }
  // The last pass's charts drawn (its answers are the page's), in the rendering's language.
  html = rendering.pictures.fill(html);
  const unanswered = queryClient
    .getQueryCache()
    .getAll()
    .filter((query) => query.state.status !== 'success')
    .map((query) => JSON.stringify(query.queryKey));
  const data: ServerPageData = {
    version: SERVER_PAGE_VERSION,
    station: input.station,
    language,
    units: input.units,
    state,
  };
  queryClient.clear();
  return {
    kind: 'page',
    page: { html, data, status: context.statusCode, passes, unanswered },
  };
}

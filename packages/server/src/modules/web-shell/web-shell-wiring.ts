/**
 * The web shell wired: the built web app (SPA fallback, /api 404s), every public page rendered on the server
 * (page-render.ts: the link's station or the default one, resolved on every request from a site setting kept
 * by station id, so a rename or a new choice follows) and the stations' page data. Registered after every
 * module's routes.
 */

import type { ModuleWiring, WireContext } from '../../wiring.ts';
import type { ReadingsWiring } from '../readings/index.ts';
import type { SiteSettingsWiring } from '../site-settings/index.ts';
import { createPageRenderer, entryServerFile, type PageRenderer } from './page-render.ts';
import { fillSiteHead } from './site-head.ts';
import { registerStaticSite } from './static-site.ts';

export function wireWebShell(
  ctx: WireContext & {
    siteSettings: SiteSettingsWiring;
    readings: ReadingsWiring;
    /** The built web app's folder. */
    webDistDir: string;
  },
) {
  const siteSettings = ctx.siteSettings.service;
  let renderer: PageRenderer | undefined;
  // A saved change of the settings (the site's name, its logo, its texts) shows on the next page served.
  const stopWatching = siteSettings.onChange(() => renderer?.forget());
  // A station created, edited or deleted: the station lists and its pages show it on the next page.
  const stopStations = ctx.events.on('stationChanged', () => renderer?.forget());
  return {
    async routes(app) {
      renderer = createPageRenderer(app, entryServerFile(ctx.webDistDir), {
        now: () => ctx.clock.now(),
        readings: ctx.readings.readingEvents,
      });
      await registerStaticSite(app, ctx.webDistDir, {
        renderPage: renderer,
        pageStations: async () => {
          const { station, stations } = await siteSettings.defaultStation();
          return {
            defaultStation: station?.reference ?? null,
            stations: stations.map((s) => [s.id, s.reference]),
          };
        },
        siteHead: async (request) => {
          const settings = await siteSettings.get();
          const origin = `${request.protocol}://${request.host}`;
          return (html) => fillSiteHead(html, settings, origin);
        },
      });
    },
    stop: () => {
      stopWatching();
      stopStations();
      renderer?.close();
    },
  } satisfies ModuleWiring;
}

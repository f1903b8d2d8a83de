/**
 * The web shell wired: the built web app (SPA fallback, /api 404s), with the home page's first screen in
 * the HTML of GET / (the default station's weather now, resolved on every request: a site setting kept by
 * station id, so a rename or a new choice follows) and the stations' page data. Registered after every
 * module's routes.
 */

import type { ModuleWiring, WireContext } from '../../wiring.ts';
import type { ReadingsWiring } from '../readings/index.ts';
import type { SiteSettingsWiring } from '../site-settings/index.ts';
import type { StationsWiring } from '../stations/index.ts';
import type { WeatherDataWiring } from '../weather-data/index.ts';
import { createHomeShell } from './home-shell.service.ts';
import { fillSiteHead } from './site-head.ts';
import { registerStaticSite } from './static-site.ts';

export function wireWebShell(
  ctx: WireContext & {
    stations: StationsWiring;
    readings: ReadingsWiring;
    weatherData: WeatherDataWiring;
    siteSettings: SiteSettingsWiring;
    /** The built web app's folder. */
    webDistDir: string;
  },
) {
  const siteSettings = ctx.siteSettings.service;
  const { weatherData } = ctx;
  const homeShell = createHomeShell({
    reference: async () => (await siteSettings.defaultStation()).station?.reference,
    station: (reference) => ctx.stations.service.get(reference),
    currentData: (reference) => weatherData.currentData.getDetail(reference),
    daily: (reference) => weatherData.history.getDaily(reference),
    brand: async () => {
      const { siteName, logo } = await siteSettings.get();
      return { name: siteName, logoUrl: logo || null };
    },
    events: ctx.readings.readingEvents,
    now: () => ctx.clock.now(),
  });
  // A saved change of the settings (the site's name, its logo) takes effect on the next visit.
  const stopWatching = siteSettings.onChange(() => homeShell.forget());
  return {
    async routes(app) {
      await registerStaticSite(
        app,
        ctx.webDistDir,
        () => homeShell.get(),
        async () => {
          const { station, stations } = await siteSettings.defaultStation();
          return {
            defaultStation: station?.reference ?? null,
            stations: stations.map((s) => [s.id, s.reference]),
          };
        },
        async (request) => {
          const settings = await siteSettings.get();
          const origin = `${request.protocol}://${request.host}`;
          return (html) => fillSiteHead(html, settings, origin);
        },
      );
    },
    stop: () => {
      stopWatching();
      homeShell.close();
    },
  } satisfies ModuleWiring;
}

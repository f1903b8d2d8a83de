import {
  checkSiteSettingsBody,
  DEFAULT_SITE_SETTINGS,
  SITE_SETTING_NAMES,
  type SiteSettings,
  type SiteSettingsBody,
} from '@meteodeck/contract';
import { invalidAll } from '../../app-error.ts';
import type { Clock } from '../../clock.ts';
import type { SiteSettingsRepository } from './site-settings.repository.ts';

export interface SiteSettingsService {
  /** Every setting: the stored value, or its default when never set (or unreadable). */
  get(): Promise<SiteSettings>;
  /** Applies `body` (only the settings it names change) for admin `by`; 400 with every field problem. */
  update(body: SiteSettingsBody, by: string): Promise<SiteSettings>;
}

/** A stored value read back: its JSON, or undefined when it does not parse (the default then answers). */
function parsed(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

export function createSiteSettingsService(deps: {
  settings: SiteSettingsRepository;
  clock: Clock;
}): SiteSettingsService {
  const { settings, clock } = deps;
  async function get(): Promise<SiteSettings> {
    const current: SiteSettings = structuredClone(DEFAULT_SITE_SETTINGS);
    for (const row of await settings.listAll()) {
      const name = SITE_SETTING_NAMES.find((known) => known === row.name);
      const value = parsed(row.value);
      // A setting's stored value completes its default: a key added to a setting later still answers.
      if (name !== undefined && typeof value === 'object' && value !== null) {
        current[name] = { ...current[name], ...value };
      }
    }
    return current;
  }
  return {
    get,
    async update(body, by) {
      const result = checkSiteSettingsBody(body, await get());
      if (!result.ok) throw invalidAll(result.problems);
      const { changed, settings: next } = result.value;
      const rows = SITE_SETTING_NAMES.flatMap((name) =>
        changed[name] === undefined ? [] : [{ name, value: JSON.stringify(changed[name]) }],
      );
      if (rows.length > 0) await settings.write(rows, clock.now(), by);
      return next;
    },
  };
}

import { createHash } from 'node:crypto';
import {
  type CheckedSiteImage,
  checkSiteSettingsBody,
  DEFAULT_SITE_SETTINGS,
  type DefaultStation,
  SITE_SETTING_NAMES,
  SITE_SETTINGS_MESSAGES,
  type SiteSettings,
  type SiteSettingsBody,
} from '@meteodeck/contract';
import { invalidAll } from '../../app-error.ts';
import type { Clock } from '../../clock.ts';
import type { SiteSettingsRepository, StoredSetting } from './site-settings.repository.ts';

/** The stations as the default station needs them: id and current reference, oldest first. */
export type StationReferences = () => Promise<{ id: number; reference: string }[]>;

export interface SiteSettingsService {
  /** Every setting: the stored value, or its default when never set (or unreadable). */
  get(): Promise<SiteSettings>;
  /** Applies `body` (only the settings it names change) for admin `by`; 400 with every field problem. */
  update(body: SiteSettingsBody, by: string): Promise<SiteSettings>;
  /**
   * The default station with its current reference: the one chosen, else (never chosen, or deleted since)
   * the oldest station; null when there is no station. Also gives every station's id and reference.
   */
  defaultStation(): Promise<{
    station: DefaultStation | null;
    stations: { id: number; reference: string }[];
  }>;
  /** An uploaded image's bytes, type and content hash (its ETag); null when none is set. */
  image(name: SiteImageName): Promise<StoredImage | null>;
  /** Calls `listener` after every saved change (caches built from the settings drop their entries). */
  onChange(listener: () => void): () => void;
}

export type SiteImageName = 'logo' | 'favicon';

/** An uploaded image as stored: its type, its bytes and their SHA-256 (hex). */
export interface StoredImage {
  type: string;
  bytes: Buffer;
  hash: string;
}

/** Where an image is served: its address names its content, so a browser keeps it for a year. */
export function siteImageUrl(name: SiteImageName, hash: string): string {
  return `/api/siteSettings/${name}?v=${hash.slice(0, 16)}`;
}

/** The stored row of an image (JSON): type, hash, bytes in base64. */
function storedImage(value: unknown): StoredImage | null {
  if (typeof value !== 'object' || value === null) return null;
  const { type, hash, data } = value as Record<string, unknown>;
  if (typeof type !== 'string' || typeof hash !== 'string' || typeof data !== 'string') return null;
  return { type, hash, bytes: Buffer.from(data, 'base64') };
}

function imageRow(name: SiteImageName, image: CheckedSiteImage): { row: StoredSetting; answer: string } {
  if (image === null) return { row: { name, value: 'null' }, answer: '' };
  const bytes = Buffer.from(image.bytes);
  const hash = createHash('sha256').update(bytes).digest('hex');
  return {
    row: { name, value: JSON.stringify({ type: image.type, hash, data: bytes.toString('base64') }) },
    answer: siteImageUrl(name, hash),
  };
}

/** A stored value read back: its JSON, or undefined when it does not parse (the default then answers). */
function parsed(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** The station id stored for the default station, when the row holds one. */
function storedStationId(value: unknown): number | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const { id } = value as { id?: unknown };
  return typeof id === 'number' && Number.isInteger(id) ? id : undefined;
}

export function createSiteSettingsService(deps: {
  settings: SiteSettingsRepository;
  stations: StationReferences;
  clock: Clock;
}): SiteSettingsService {
  const { settings, clock } = deps;
  const listeners = new Set<() => void>();

  async function read(): Promise<{ current: SiteSettings; defaultId: number | undefined }> {
    const current: SiteSettings = structuredClone(DEFAULT_SITE_SETTINGS);
    let defaultId: number | undefined;
    for (const row of await settings.listAll()) {
      const name = SITE_SETTING_NAMES.find((known) => known === row.name);
      const value = parsed(row.value);
      if (name === 'defaultStation') defaultId = storedStationId(value);
      else if (name === 'logo' || name === 'favicon') {
        const image = storedImage(value);
        current[name] = image === null ? '' : siteImageUrl(name, image.hash);
      } else if (name === 'socialLinks' && typeof value === 'object' && value !== null) {
        // A setting's stored value completes its default: a key added to a setting later still answers.
        current[name] = { ...current[name], ...value };
      } else if (name !== undefined && name !== 'socialLinks' && typeof value === 'string') {
        current[name] = value;
      }
    }
    return { current, defaultId };
  }

  async function resolve(defaultId: number | undefined) {
    const stations = await deps.stations();
    const station = stations.find((s) => s.id === defaultId) ?? stations[0];
    return {
      station: station === undefined ? null : { id: station.id, reference: station.reference },
      stations,
    };
  }

  async function get(): Promise<SiteSettings> {
    const { current, defaultId } = await read();
    return { ...current, defaultStation: (await resolve(defaultId)).station };
  }

  return {
    get,
    async defaultStation() {
      return resolve((await read()).defaultId);
    },
    async image(name) {
      const value = await settings.read(name);
      return value === undefined ? null : storedImage(parsed(value));
    },
    onChange(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async update(body, by) {
      const before = await get();
      const result = checkSiteSettingsBody(body, before);
      const problems = result.ok ? [] : result.problems;
      const chosen = body.defaultStation?.id;
      const stations = chosen === undefined ? [] : await deps.stations();
      const station = stations.find((s) => s.id === chosen);
      if (chosen !== undefined && station === undefined) {
        problems.push({ propertyPath: 'defaultStation', message: SITE_SETTINGS_MESSAGES.defaultStation });
      }
      if (!result.ok || problems.length > 0) throw invalidAll(problems);
      const { changed, settings: next, images } = result.value;
      const rows = SITE_SETTING_NAMES.flatMap((name): StoredSetting[] => {
        if (name === 'defaultStation') {
          return station === undefined ? [] : [{ name, value: JSON.stringify({ id: station.id }) }];
        }
        if (name === 'logo' || name === 'favicon') {
          const image = images[name];
          if (image === undefined) return [];
          const { row, answer } = imageRow(name, image);
          next[name] = answer;
          return [row];
        }
        return changed[name] === undefined ? [] : [{ name, value: JSON.stringify(changed[name]) }];
      });
      if (rows.length > 0) {
        await settings.write(rows, clock.now(), by);
        for (const listener of listeners) listener();
      }
      return station === undefined ? next : { ...next, defaultStation: { ...station } };
    },
  };
}

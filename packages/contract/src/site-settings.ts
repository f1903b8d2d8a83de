/**
 * The site's own settings, set by its owner in the back office (GET /api/siteSettings public, PUT admin-only).
 * Each setting is one entry of {@link SITE_SETTINGS}, stored under its name (server table site_settings, one
 * row per setting, its value as JSON); a setting never stored answers its default. To add one (a site name,
 * say): its schema in `SiteSettings`, optional in `SiteSettingsBody`, its default and its
 * check below; no migration is needed.
 */
import { type Static, Type } from 'typebox';
import { type Checked, checked, FieldProblems, FRENCH_FIELD_MESSAGES } from './field-checks.ts';

/** The social networks the footer links (spec §2 "Footer": copyright and social links), in its order. */
export const SOCIAL_NETWORKS = ['facebook', 'x', 'instagram'] as const;
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];

/** The owner's page on each network (an http or https address), '' for none: the footer leaves it out. */
export const SocialLinks = Type.Object({
  facebook: Type.String(),
  x: Type.String(),
  instagram: Type.String(),
});
export type SocialLinks = Static<typeof SocialLinks>;

/**
 * The station the public site shows first (a visitor who has not chosen, GET /'s first screen). Stored by
 * station id, so renaming the station keeps it; answered with the station's current reference. Never set
 * (or its station deleted): the oldest station (the first created), the seeded one on a fresh site; null only with no station.
 */
export const DefaultStation = Type.Object({
  id: Type.Integer(),
  reference: Type.String(),
});
export type DefaultStation = Static<typeof DefaultStation>;

/** GET /api/siteSettings and the answer of PUT: every setting, stored or default. */
export const SiteSettings = Type.Object({
  socialLinks: SocialLinks,
  defaultStation: Type.Union([DefaultStation, Type.Null()]),
});
export type SiteSettings = Static<typeof SiteSettings>;

/**
 * Body of PUT /api/siteSettings: the settings to change (JSON types only, {@link checkSiteSettingsBody} has
 * the rules); a setting or a network left out keeps its value.
 */
export const SiteSettingsBody = Type.Object({
  socialLinks: Type.Optional(
    Type.Object({
      facebook: Type.Optional(Type.String()),
      x: Type.Optional(Type.String()),
      instagram: Type.Optional(Type.String()),
    }),
  ),
  /** The default station, by id (the server checks it exists). */
  defaultStation: Type.Optional(Type.Object({ id: Type.Integer() })),
});
export type SiteSettingsBody = Static<typeof SiteSettingsBody>;

/**
 * The names settings are stored under: one per property of {@link SiteSettings}. `defaultStation` is stored
 * as `{ "id": … }` and resolved by the server (its reference is the station's current one).
 */
export const SITE_SETTING_NAMES = [
  'socialLinks',
  'defaultStation',
] as const satisfies readonly (keyof SiteSettings)[];
export type SiteSettingName = (typeof SITE_SETTING_NAMES)[number];

/**
 * What a site answers before its owner sets anything: the networks the specification's footer links, at
 * their own addresses, until the owner names their pages.
 */
export const DEFAULT_SITE_SETTINGS: SiteSettings = {
  socialLinks: {
    facebook: 'https://www.facebook.com/',
    x: 'https://x.com/',
    instagram: 'https://www.instagram.com/',
  },
  defaultStation: null,
};

export const SITE_SETTINGS_MESSAGES = {
  url: "L'adresse doit commencer par http:// ou https:// et contenir au plus 255 caractères.",
  defaultStation: "La station météo choisie n'existe pas.",
} as const;

/** Longest social link. */
export const SOCIAL_LINK_MAX_LENGTH = 255;

/** Whether `text` is an absolute http or https address. */
function isWebAddress(text: string): boolean {
  try {
    const url = new URL(text);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}

/**
 * The settings after `body` is applied to `current`, addresses trimmed; each bad address reported at
 * `socialLinks.<network>` (French, the back office's language). Only the settings the body names change.
 */
export function checkSiteSettingsBody(
  body: SiteSettingsBody,
  current: SiteSettings,
): Checked<{ changed: Partial<SiteSettings>; settings: SiteSettings }> {
  const problems = new FieldProblems(FRENCH_FIELD_MESSAGES);
  const changed: Partial<SiteSettings> = {};
  if (body.socialLinks !== undefined) {
    const links: SocialLinks = { ...current.socialLinks };
    for (const network of SOCIAL_NETWORKS) {
      const given = body.socialLinks[network];
      if (given === undefined) continue;
      const url = given.trim();
      if (url !== '' && (url.length > SOCIAL_LINK_MAX_LENGTH || !isWebAddress(url))) {
        problems.add(`socialLinks.${network}`, SITE_SETTINGS_MESSAGES.url);
      }
      links[network] = url;
    }
    changed.socialLinks = links;
  }
  // Only the id is kept here; the server checks the station exists and answers its reference.
  if (body.defaultStation !== undefined) {
    changed.defaultStation = { id: body.defaultStation.id, reference: '' };
  }
  return checked(problems, { changed, settings: { ...current, ...changed } });
}

/**
 * The site's own settings, set by its owner in the back office (GET /api/siteSettings public, PUT admin-only).
 * Each setting is one entry of {@link SITE_SETTINGS}, stored under its name (server table site_settings, one
 * row per setting, its value as JSON); a setting never stored answers its default. To add one: its schema in `SiteSettings`, optional in `SiteSettingsBody`, its default and its
 * check below; no migration is needed.
 */
import { type Static, Type } from 'typebox';
import { type Checked, checked, FieldProblems, FRENCH_FIELD_MESSAGES } from './field-checks.ts';
import { checkSiteImage, SITE_IMAGE_MAX_BYTES, type SiteImageType } from './site-brand.ts';

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
  /** The site's name: header, footer, every page's title, the share card and the web manifest. */
  siteName: Type.String(),
  /** A short line about the site (the page's description, the share card, the manifest); '' for none. */
  tagline: Type.String(),
  /** The accent colour '#rrggbb' (navbar, hero, buttons); '' for the product's blue. */
  accentColor: Type.String(),
  /** The body of the footer's 'Über diese Website' (plain text, line breaks kept); '' for the product's text. */
  aboutText: Type.String(),
  /** The footer's copyright holder; '' for the site name. */
  copyrightHolder: Type.String(),
  /**
   * The uploaded logo's address ('' for none): it changes with the image's content, so a browser keeps it a
   * year. A plain string, not an object with its type: every public page checks this answer on its first load.
   */
  logo: Type.String(),
  /** The browser tab's icon, the same way; '' for the logo (or, without a logo, the product's mark). */
  favicon: Type.String(),
  socialLinks: SocialLinks,
  defaultStation: Type.Union([DefaultStation, Type.Null()]),
});
export type SiteSettings = Static<typeof SiteSettings>;

/**
 * Body of PUT /api/siteSettings: the settings to change (JSON types only, {@link checkSiteSettingsBody} has
 * the rules); a setting or a network left out keeps its value.
 */
/** An image uploaded in the body: its type and its bytes in base64; null removes the image. */
export const SiteImageUpload = Type.Union([
  Type.Object({ type: Type.String(), data: Type.String() }),
  Type.Null(),
]);
export type SiteImageUpload = Static<typeof SiteImageUpload>;

export const SiteSettingsBody = Type.Object({
  siteName: Type.Optional(Type.String()),
  tagline: Type.Optional(Type.String()),
  accentColor: Type.Optional(Type.String()),
  aboutText: Type.Optional(Type.String()),
  copyrightHolder: Type.Optional(Type.String()),
  /** A new logo, or null to remove it; left out, the logo stays. */
  logo: Type.Optional(SiteImageUpload),
  favicon: Type.Optional(SiteImageUpload),
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
  'siteName',
  'tagline',
  'accentColor',
  'aboutText',
  'copyrightHolder',
  'logo',
  'favicon',
  'socialLinks',
  'defaultStation',
] as const satisfies readonly (keyof SiteSettings)[];
export type SiteSettingName = (typeof SITE_SETTING_NAMES)[number];

/**
 * What a site answers before its owner sets anything: the networks the specification's footer links, at
 * their own addresses, until the owner names their pages.
 */
export const DEFAULT_SITE_SETTINGS: SiteSettings = {
  siteName: 'meteodeck',
  tagline: '',
  accentColor: '',
  aboutText: '',
  copyrightHolder: '',
  logo: '',
  favicon: '',
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
  accentColor: 'La couleur doit être au format hexadécimal #RRGGBB (par exemple #1f5fa8).',
  imageType: "L'image doit être un fichier PNG, SVG ou WebP.",
  imageSize: `L'image ne doit pas dépasser ${SITE_IMAGE_MAX_BYTES / 1024} Ko.`,
  imageContent: "Le fichier n'est pas une image PNG, SVG ou WebP lisible.",
} as const;

/** Longest text of each text setting (characters). */
export const SITE_TEXT_MAX_LENGTHS = {
  siteName: 60,
  tagline: 140,
  aboutText: 2000,
  copyrightHolder: 100,
} as const;
export type SiteTextSetting = keyof typeof SITE_TEXT_MAX_LENGTHS;
const SITE_TEXT_SETTINGS = Object.keys(SITE_TEXT_MAX_LENGTHS) as SiteTextSetting[];

/** An image of the body, checked: its type and bytes, or null for one removed. */
export type CheckedSiteImage = { type: SiteImageType; bytes: Uint8Array } | null;

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
): Checked<{
  changed: Partial<SiteSettings>;
  settings: SiteSettings;
  images: { logo?: CheckedSiteImage; favicon?: CheckedSiteImage };
}> {
  const problems = new FieldProblems(FRENCH_FIELD_MESSAGES);
  const changed: Partial<SiteSettings> = {};
  for (const name of SITE_TEXT_SETTINGS) {
    if (body[name] === undefined) continue;
    // The site's name is required; the others may be empty (their default then shows).
    const text = problems.text(name, body[name], {
      required: name === 'siteName',
      max: SITE_TEXT_MAX_LENGTHS[name],
    });
    // The about text keeps its line breaks; the other texts are one line.
    changed[name] = name === 'aboutText' ? text.replaceAll('\r\n', '\n') : text.replace(/\s+/g, ' ');
  }
  if (body.accentColor !== undefined) {
    const colour = body.accentColor.trim().toLowerCase();
    if (colour !== '' && !/^#[\da-f]{6}$/.test(colour)) {
      problems.add('accentColor', SITE_SETTINGS_MESSAGES.accentColor);
    }
    changed.accentColor = colour;
  }
  const images: { logo?: CheckedSiteImage; favicon?: CheckedSiteImage } = {};
  for (const name of ['logo', 'favicon'] as const) {
    const upload = body[name];
    if (upload === undefined) continue;
    if (upload === null) {
      images[name] = null;
      continue;
    }
    const image = checkSiteImage(upload.type, upload.data);
    if (image.ok) images[name] = { type: image.type, bytes: image.bytes };
    else {
      const key = ({ type: 'imageType', size: 'imageSize', content: 'imageContent' } as const)[image.problem];
      problems.add(name, SITE_SETTINGS_MESSAGES[key]);
    }
  }
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
  return checked(problems, { changed, settings: { ...current, ...changed }, images });
}

/**
 * The site's content and settings: observations, posts, contact messages, the server's own settings and the
 * owner's site settings.
 */
import type { Generated } from 'kysely';

export interface ObservationsTable {
  id: Generated<number>;
  message: string;
  weather_station_id: number;
  user_id: number | null;
  created_at: number;
  updated_at: number;
}

export interface PostsTable {
  id: Generated<number>;
  name: string;
  description: string;
  created_at: number;
  updated_at: number;
}

export interface ContactsTable {
  id: Generated<number>;
  name: string;
  email: string;
  subject: string;
  message: string;
  created_at: number;
  updated_at: number;
}

export interface SettingsTable {
  key: string;
  value: string;
}

/** The owner's settings of the site (contract SiteSettings), one row per setting, its value as JSON. */
export interface SiteSettingsTable {
  name: string;
  value: string;
  updated_at: number;
  /** E-mail of the admin who last set it. */
  updated_by: string | null;
}

/**
 * The accounts' tables: the users (modules/users, modules/auth), their failed logins and the rate limits'
 * counters.
 */
import type { Generated } from 'kysely';

export interface UsersTable {
  id: Generated<number>;
  email: string;
  firstname: string;
  lastname: string;
  /** JSON text of a string array, e.g. `["ROLE_ADMIN"]`. */
  roles: string;
  password_hash: string;
  /** Moved by a password or role change; a token signed with another version is refused. */
  token_version: Generated<number>;
  created_at: number;
  updated_at: number;
}

/** Failed logins of one (e-mail, client address): how many in a row, and until when the client waits. */
export interface LoginFailuresTable {
  email: string;
  client: string;
  failures: number;
  last_failure_at: number;
  blocked_until: number;
}

/** Hits of one client on one rate-limited route in the current window (see plugins/rate-limit-store.ts). */
export interface RateLimitCountersTable {
  /** "<METHOD> <route>|<client key>". */
  counter_key: string;
  hits: number;
  /** End of the window, epoch ms. */
  resets_at: number;
}

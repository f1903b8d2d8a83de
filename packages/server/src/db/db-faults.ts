/**
 * Faults of the storage below the app, told apart from bugs: the database is away for a while
 * (PostgreSQL restarting, failing over or refusing connections; a SQLite file locked or unreadable) or the
 * disk is full. Either is answered at once with an error the client can act on (503 with `Retry-After`, 507)
 * rather than a generic 500, and the state is kept here for `/api/health`, the status page and the owner's
 * alert channel.
 */

/** `unavailable`: try again in a moment; `full`: nothing can be written until space is freed. */
export type DbFault = 'unavailable' | 'full';

/** Node socket errors of a database connection that is down or unreachable. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/**
 * PostgreSQL SQLSTATEs of a server that is away or overloaded: connection exceptions (class 08), shutdown,
 * crash recovery or start-up (57P01–57P03), too many connections, out of memory, I/O error.
 */
const PG_UNAVAILABLE = /^(08\d{3}|57P0[1-4]|53000|53200|53300|58030)$/;
/** PostgreSQL's disk_full. */
const PG_FULL = '53100';

/** What node-postgres says when a connection ends under a query or cannot be made in time. */
const PG_CONNECTION_MESSAGES = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'is not queryable',
  'Connection terminated due to connection timeout',
];

function fieldOf(error: object, name: string): unknown {
  return Reflect.get(error, name);
}

/** The fault `error` is, looking through `cause` and AggregateError's `errors`; undefined for anything else. */
export function dbFaultOf(error: unknown, depth = 0): DbFault | undefined {
  if (typeof error !== 'object' || error === null || depth > 3) return undefined;
  const code = fieldOf(error, 'code');
  if (typeof code === 'string') {
    if (code === 'SQLITE_FULL' || code === 'ENOSPC' || code === 'EDQUOT' || code === PG_FULL) return 'full';
    if (/^SQLITE_(BUSY|LOCKED|IOERR|CANTOPEN|PROTOCOL|READONLY_DBMOVED)/.test(code)) return 'unavailable';
    if (code === 'EIO' || NETWORK_CODES.has(code) || PG_UNAVAILABLE.test(code)) return 'unavailable';
  }
  const message = fieldOf(error, 'message');
  if (typeof message === 'string' && PG_CONNECTION_MESSAGES.some((text) => message.includes(text))) {
    return 'unavailable';
  }
  const errors = fieldOf(error, 'errors');
  const inner: unknown[] = [fieldOf(error, 'cause'), ...(Array.isArray(errors) ? errors : [])];
  for (const each of inner) {
    const fault = dbFaultOf(each, depth + 1);
    if (fault !== undefined) return fault;
  }
  return undefined;
}

/** A short reason for logs and `/api/health`: the error's code and first line. */
export function faultReason(error: unknown): string {
  if (typeof error !== 'object' || error === null) return String(error);
  const code = fieldOf(error, 'code');
  const message = fieldOf(error, 'message');
  const text = typeof message === 'string' ? (message.split('\n')[0] ?? '') : '';
  return typeof code === 'string' && !text.includes(code) ? `${code}: ${text}` : text;
}

/**
 * The error's code (SQLITE_FULL, ECONNREFUSED, 57P01…), looking through `cause` and `errors`, for a public
 * answer: never the message, which may name hosts, users or paths.
 */
export function faultCode(error: unknown, depth = 0): string | undefined {
  if (typeof error !== 'object' || error === null || depth > 3) return undefined;
  const code = fieldOf(error, 'code');
  if (typeof code === 'string' && /^[A-Z0-9_]{1,40}$/.test(code)) return code;
  const errors = fieldOf(error, 'errors');
  for (const each of [fieldOf(error, 'cause'), ...(Array.isArray(errors) ? errors : [])]) {
    const inner = faultCode(each, depth + 1);
    if (inner !== undefined) return inner;
  }
  return undefined;
}

/** The storage state one process has seen, shared by the error handler, ingestion, health and alerts. */
export interface StorageState {
  /** An error reached a request: a fault is remembered (a full disk until the next stored write). */
  noted(error: unknown): DbFault | undefined;
  /** A write was committed: the disk has room again. */
  stored(): void;
  /** Since when writes fail for want of space (clock ms), undefined while they do not. */
  fullSince(): number | undefined;
  /** The reason of the last full-disk failure, for `/api/health` (its code only). */
  fullReason(): string | undefined;
  /**
   * While the database file cannot be read or written (SQLite's I/O errors: a failing disk, a file that
   * cannot be opened or grown): the last such failure's reason, for `/api/health` (its code only), from that
   * failure to the next stored write. `select 1` alone never touches SQLite's file, so it cannot tell.
   */
  unreadableReason(): string | undefined;
}

/** SQLite's codes of a database file that cannot be read or written for a while. */
const SQLITE_FILE_FAULT = /^SQLITE_(IOERR|CANTOPEN)/;

export interface StorageStateOptions {
  now: () => number;
  /** Called once when writes start failing for want of space (not again until a write succeeded). */
  onFull?: (reason: string) => void;
  /** Called once when a write succeeds again after that. */
  onRecovered?: () => void;
}

export function createStorageState(options: StorageStateOptions): StorageState {
  let since: number | undefined;
  let reason: string | undefined;
  let unreadable: string | undefined;
  return {
    noted(error) {
      const fault = dbFaultOf(error);
      const code = faultCode(error);
      if (fault === 'unavailable' && code !== undefined && SQLITE_FILE_FAULT.test(code)) {
        unreadable = `the database file cannot be read or written (${code})`;
      }
      if (fault === 'full') {
        reason = `the last write failed: disk full (${faultCode(error) ?? 'no code'})`;
        if (since === undefined) {
          since = options.now();
          options.onFull?.(reason);
        }
      }
      return fault;
    },
    stored() {
      unreadable = undefined;
      if (since === undefined) return;
      since = undefined;
      reason = undefined;
      options.onRecovered?.();
    },
    fullSince: () => since,
    fullReason: () => reason,
    unreadableReason: () => unreadable,
  };
}

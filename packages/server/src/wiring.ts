/**
 * The one shape every server module is wired in (docs/ARCHITECTURE.md, "Wiring"). A module's face exports
 * `wire<Module>(ctx)`, which builds its repositories and services from `ctx` — the {@link WireContext} and the
 * services of the modules wired before it, named in its own parameter type — and returns a
 * {@link ModuleWiring} plus the services the modules above it need. app.ts wires the modules bottom-up,
 * registers their routes, and starts and stops them in that order. A process without the HTTP app (a command
 * of cli/, the demo's seeding) builds its context with {@link createWireContext} and wires the few modules
 * it needs by the same functions, in the same order, never registering their routes nor starting them.
 */
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { pino } from 'pino';
import type { Clock } from './clock.ts';
import type { Config } from './config.ts';
import type { DialectName } from './db/create-db.ts';
import type { Db } from './db/database.ts';
import { createEventHub, type EventHub } from './event-hub.ts';

/** What every module's wiring may use. */
export interface WireContext {
  config: Readonly<Config>;
  db: Db;
  dialect: DialectName;
  clock: Clock;
  log: FastifyBaseLogger;
  events: EventHub;
}

/** What a wired module hands back to the composition root; every part optional. */
export interface ModuleWiring {
  /**
   * Adds the module's hooks on every request (the user's authentication, the audit trail), before any
   * module's routes: a hook sees only the routes registered after it.
   */
  hooks?(app: FastifyInstance): void | Promise<void>;
  /** Registers the module's routes (and the app hooks they need) on the app. */
  routes?(app: FastifyInstance): Promise<void>;
  /** Starts the module's background work once the app is ready. */
  start?(): void | Promise<void>;
  /** Stops it when the app closes. */
  stop?(): void | Promise<void>;
}

/**
 * The context of a process that serves no requests (a command, the demo's seeding, a test calling them):
 * a silent logger unless one is given, and an event hub of its own. Such a process has no live views to
 * tell: what it stores reaches a running server through the change log (the change feed's `record`).
 */
export function createWireContext(
  parts: Pick<WireContext, 'config' | 'db' | 'dialect' | 'clock'> & { log?: FastifyBaseLogger },
): WireContext {
  return { ...parts, log: parts.log ?? pino({ level: 'silent' }), events: createEventHub() };
}

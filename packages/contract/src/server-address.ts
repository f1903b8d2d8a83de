/**
 * GET /api/serverAddress (admins): where a console on the network can reach this server, for the back
 * office's connection settings. A browser on the server itself sees `127.0.0.1`, which no console can reach.
 */
import { type Static, Type } from 'typebox';

export const ServerAddress = Type.Object({
  /** PUBLIC_URL as configured, without a trailing slash; null when unset. */
  publicUrl: Type.Union([Type.String(), Type.Null()]),
  /** The port the server listens on. */
  port: Type.Integer({ minimum: 0, maximum: 65535 }),
  /** Whether it listens on a loopback address only (HOST=127.0.0.1, the default): nothing else reaches it. */
  loopbackOnly: Type.Boolean(),
  /** The machine's network addresses it can be reached at (IPv4 first); empty when loopbackOnly. */
  lanAddresses: Type.Array(Type.String()),
});
export type ServerAddress = Static<typeof ServerAddress>;

/**
 * GET /api/serverAddress (admin): the address a console can reach this server at: PUBLIC_URL when set, else
 * the machine's network addresses when the server listens on them, and whether it listens on loopback only
 * (then the back office warns that no console on the network can reach it).
 */
import { networkInterfaces } from 'node:os';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ApiErrorList, ServerAddress } from '@meteodeck/contract';
import { requireAdmin } from '../auth/index.ts';

/** Whether HOST is a loopback address (only this machine reaches it). */
export function isLoopbackHost(host: string): boolean {
  return host === 'localhost' || host === '::1' || /^127\./.test(host);
}

/** The machine's non-loopback addresses: IPv4 first, then global IPv6 (not link-local, which needs a zone). */
export function lanAddresses(interfaces = networkInterfaces()): string[] {
  const all = Object.values(interfaces).flatMap((list) => list ?? []);
  const usable = all.filter((a) => !a.internal && !(a.family === 'IPv6' && /^fe80:/i.test(a.address)));
  return [
    ...usable.filter((a) => a.family === 'IPv4').map((a) => a.address),
    ...usable.filter((a) => a.family === 'IPv6').map((a) => a.address),
  ];
}

export function serverAddressRoutes(deps: {
  host: string;
  port: number;
  publicUrl: string | undefined;
  addresses?: () => string[];
}): FastifyPluginAsyncTypebox {
  return async (app) => {
    app.get(
      '/api/serverAddress',
      {
        onRequest: requireAdmin,
        schema: {
          tags: ['health'],
          summary: 'Where a console on the network reaches this server (admin)',
          security: [{ bearerAuth: [] }],
          response: { 200: ServerAddress, 401: ApiErrorList, 403: ApiErrorList },
        },
      },
      async () => {
        const loopbackOnly = isLoopbackHost(deps.host);
        return {
          publicUrl: deps.publicUrl ?? null,
          port: deps.port,
          loopbackOnly,
          lanAddresses: loopbackOnly ? [] : (deps.addresses ?? lanAddresses)(),
        };
      },
    );
  };
}

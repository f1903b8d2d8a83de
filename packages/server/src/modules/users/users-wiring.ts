/**
 * The users module wired: the accounts' store, the back office's users and 'Mon compte', over the auth
 * module's password hashes, tokens and failed-login waits (auth stands below: the composition root hands it
 * this module's store to log the accounts in).
 */
import type { ModuleWiring, WireContext } from '../../wiring.ts';
import type { AuthWiring } from '../auth/index.ts';
import { accountRoutes } from './account.routes.ts';
import { createAccountService } from './account.service.ts';
import { createUsersRepository } from './users.repository.ts';
import { usersRoutes } from './users.routes.ts';
import { createUsersService } from './users.service.ts';

export function wireUsers(ctx: WireContext & { auth: AuthWiring }) {
  const { clock, auth } = ctx;
  const users = createUsersRepository(ctx.db);
  const service = createUsersService({ users, clock });
  const account = createAccountService({ users, tokens: auth.tokens, clock, attempts: auth.attempts });
  return {
    service,
    async routes(app) {
      await app.register(usersRoutes({ users: service }));
      await app.register(accountRoutes({ account, rateLimit: auth.rateLimit }));
    },
  } satisfies ModuleWiring & Record<string, unknown>;
}

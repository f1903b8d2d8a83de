/** The contacts module wired: the public contact form (limited per IP) and the back office's messages. */
import type { ModuleWiring, WireContext } from '../../wiring.ts';
import { createContactsRepository } from './contacts.repository.ts';
import { type ContactRateLimit, contactsRoutes } from './contacts.routes.ts';
import { createContactsService } from './contacts.service.ts';

export function wireContacts(
  ctx: WireContext & {
    /** The contact form's limit per IP; default 5 messages per minute. */
    contactRateLimit?: ContactRateLimit | undefined;
  },
) {
  const service = createContactsService({ contacts: createContactsRepository(ctx.db), clock: ctx.clock });
  const rateLimit = ctx.contactRateLimit ?? { max: 5, windowMs: 60_000 };
  return {
    service,
    async routes(app) {
      await app.register(contactsRoutes({ contacts: service, rateLimit }));
    },
  } satisfies ModuleWiring & Record<string, unknown>;
}

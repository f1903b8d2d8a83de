import { type Static, Type } from 'typebox';

/**
 * Path parameter of every `/{id}` route (users, stations on write, units, posts, contacts, observations).
 * Capped at the largest 32-bit integer: ids are `integer` columns, and PostgreSQL refuses a larger
 * parameter with an error instead of simply finding nothing.
 */
export const IdParams = Type.Object({ id: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }) });
export type IdParams = Static<typeof IdParams>;

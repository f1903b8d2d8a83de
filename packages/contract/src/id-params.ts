import { type Static, Type } from 'typebox';

/** Path parameter of every `/{id}` route (users, stations on write, units, posts, contacts, observations). */
export const IdParams = Type.Object({ id: Type.Integer({ minimum: 1 }) });
export type IdParams = Static<typeof IdParams>;

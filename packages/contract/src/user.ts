import { type Static, Type } from 'typebox';
import { Role } from './login.ts';

/** A user as the API shows it: never a password or its hash. Dates ISO 8601, UTC. */
export const User = Type.Object({
  id: Type.Integer(),
  email: Type.String(),
  firstname: Type.String(),
  lastname: Type.String(),
  roles: Type.Array(Role),
  createdAt: Type.String({ format: 'date-time' }),
  updatedAt: Type.String({ format: 'date-time' }),
});
export type User = Static<typeof User>;

/** GET /api/user answer. */
export const UserList = Type.Object({
  users: Type.Array(User),
  numberOfResult: Type.Integer({ minimum: 0 }),
});
export type UserList = Static<typeof UserList>;

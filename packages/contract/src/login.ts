import { type Static, Type } from 'typebox';

/** Roles a user can hold; ROLE_ADMIN may manage users, stations and units. */
export const Role = Type.Union([Type.Literal('ROLE_ADMIN'), Type.Literal('ROLE_EDITOR')]);
export type Role = Static<typeof Role>;

/** POST /api/login body. */
export const LoginBody = Type.Object({
  email: Type.String({ minLength: 1, maxLength: 254 }),
  password: Type.String({ minLength: 1, maxLength: 1024 }),
});
export type LoginBody = Static<typeof LoginBody>;

/** POST /api/login answer: a JWT (HS256) whose payload is {@link TokenClaims}. */
export const LoginResponse = Type.Object({ token: Type.String() });
export type LoginResponse = Static<typeof LoginResponse>;

/** What the web app reads from the token payload: `exp` in seconds since the epoch (JWT standard). */
export interface TokenClaims {
  email: string;
  roles: Role[];
  exp: number;
}

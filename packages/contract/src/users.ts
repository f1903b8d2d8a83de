/**
 * Write side of users (POST /api/user, PUT /api/user/{id}); the read shape is `User` in user.ts.
 */
import { type Static, Type } from 'typebox';
import { type Checked, checked, FieldProblems, FRENCH_FIELD_MESSAGES } from './field-checks.ts';
import type { Role } from './login.ts';
import { User } from './user.ts';

/**
 * Body of POST /api/user and PUT /api/user/{id}. Only JSON types are fixed here; {@link checkUserBody}
 * holds the rules, so that one 400 lists every problem with a French message.
 */
export const UserBody = Type.Object({
  email: Type.Optional(Type.String()),
  firstname: Type.Optional(Type.String()),
  lastname: Type.Optional(Type.String()),
  /** A list of exactly one role: `["ROLE_ADMIN"]` or `["ROLE_EDITOR"]`. */
  roles: Type.Optional(Type.Array(Type.String())),
  /** At least 10 characters on create; on edit, empty or absent keeps the current password. */
  password: Type.Optional(Type.String()),
  passwordConfirmation: Type.Optional(Type.String()),
});
export type UserBody = Static<typeof UserBody>;

export const PASSWORD_MIN_LENGTH = 10;
/** argon2 hashes anything, but an unbounded input is a cheap way to burn CPU. */
export const PASSWORD_MAX_LENGTH = 1024;
export const NAME_MAX_LENGTH = 255;

export const USER_MESSAGES = {
  role: 'Choisissez un rôle : ROLE_ADMIN ou ROLE_EDITOR.',
  passwordTooShort: `Le mot de passe doit contenir au moins ${PASSWORD_MIN_LENGTH} caractères.`,
  passwordTooLong: `Le mot de passe doit contenir au maximum ${PASSWORD_MAX_LENGTH} caractères.`,
  passwordMismatch: 'Les deux mots de passe ne correspondent pas.',
  emailTaken: 'Cette adresse email est déjà utilisée.',
} as const;

/** A user body that passed {@link checkUserBody}: trimmed, email lower-cased, `password` undefined = keep. */
export interface UserInput {
  email: string;
  firstname: string;
  lastname: string;
  role: Role;
  password: string | undefined;
}

/**
 * An e-mail address as accounts are stored and looked up by: addresses compare case-insensitively and
 * without surrounding blanks (the users' store, the login and its failed-attempt waits agree on it).
 */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

const isRole = (value: string): value is Role => value === 'ROLE_ADMIN' || value === 'ROLE_EDITOR';

/**
 * Checks a user body. `create` requires a password; `update` treats an empty password (and confirmation)
 * as "keep the current one". `roles` must be a list of exactly one known role. Uniqueness of the e-mail
 * is the server's to check (409), not a field problem.
 */
export function checkUserBody(body: UserBody, mode: 'create' | 'update'): Checked<UserInput> {
  const problems = new FieldProblems(FRENCH_FIELD_MESSAGES);
  const email = problems.email('email', body.email).toLowerCase();
  const firstname = problems.text('firstname', body.firstname, { max: NAME_MAX_LENGTH });
  const lastname = problems.text('lastname', body.lastname, { max: NAME_MAX_LENGTH });

  const roles = body.roles ?? [];
  const role = roles[0];
  if (roles.length === 0) problems.add('roles', FRENCH_FIELD_MESSAGES.required);
  else if (roles.length !== 1 || role === undefined || !isRole(role))
    problems.add('roles', USER_MESSAGES.role);

  const password = body.password ?? '';
  const confirmation = body.passwordConfirmation ?? '';
  const keepPassword = mode === 'update' && password === '' && confirmation === '';
  if (!keepPassword) {
    if (password === '') problems.add('password', FRENCH_FIELD_MESSAGES.required);
    else if ([...password].length < PASSWORD_MIN_LENGTH)
      problems.add('password', USER_MESSAGES.passwordTooShort);
    else if ([...password].length > PASSWORD_MAX_LENGTH)
      problems.add('password', USER_MESSAGES.passwordTooLong);
    if (confirmation !== password) problems.add('passwordConfirmation', USER_MESSAGES.passwordMismatch);
  }

  return checked(problems, {
    email,
    firstname,
    lastname,
    role: role !== undefined && isRole(role) ? role : 'ROLE_EDITOR',
    password: keepPassword ? undefined : password,
  });
}

/**
 * PUT /api/me ('Mon compte'): a logged-in user changes their own name, e-mail and password. The current
 * password is required for any change; a new password ends the user's other sessions, and the answer
 * carries a new token for this one.
 */
export const AccountBody = Type.Object({
  email: Type.Optional(Type.String()),
  firstname: Type.Optional(Type.String()),
  lastname: Type.Optional(Type.String()),
  currentPassword: Type.String({ maxLength: PASSWORD_MAX_LENGTH }),
  /** Empty or absent keeps the current password. */
  password: Type.Optional(Type.String()),
  passwordConfirmation: Type.Optional(Type.String()),
});
export type AccountBody = Static<typeof AccountBody>;

export const ACCOUNT_MESSAGES = {
  wrongPassword: 'Le mot de passe actuel est incorrect.',
} as const;

/** The answer of PUT /api/me: the user as saved, and a token for this session (the others may have ended). */
export const AccountAnswer = Type.Object({ user: User, token: Type.String() });
export type AccountAnswer = Static<typeof AccountAnswer>;

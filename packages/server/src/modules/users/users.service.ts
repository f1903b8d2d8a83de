import {
  checkUserBody,
  type ListQuery,
  normalizeEmail,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  USER_MESSAGES,
  type UserBody,
  type UserInput,
  type UserList,
  type User as UserResponse,
} from '@meteodeck/contract';
import { conflict, invalid, invalidAll, notFound } from '../../app-error.ts';
import type { Clock } from '../../clock.ts';
import { randomSecret } from '../../random-secret.ts';
import { hashPassword } from '../auth/index.ts';
import { toRowPage } from '../list-page.ts';
import type { User, UsersRepository } from './users.repository.ts';

/** A user in the API's shape: the password hash stays behind. */
export function toUserResponse(user: User): UserResponse {
  return {
    id: user.id,
    email: user.email,
    firstname: user.firstname,
    lastname: user.lastname,
    roles: user.roles,
    createdAt: new Date(user.createdAt).toISOString(),
    updatedAt: new Date(user.updatedAt).toISOString(),
  };
}

export const USER_CONFLICTS = {
  deleteSelf: 'Vous ne pouvez pas supprimer votre propre compte.',
  deleteLastAdmin: 'Impossible de supprimer le dernier administrateur.',
  demoteLastAdmin: 'Impossible de retirer le rôle ROLE_ADMIN au dernier administrateur.',
} as const;

export interface UsersService {
  /** One page of users (newest first unless `order` is ASC) and the total count. */
  list(query: ListQuery): Promise<UserList>;
  /** User `id`; throws notFound (404) when there is none (e.g. deleted while its token is still valid). */
  get(id: number): Promise<UserResponse>;
  /** Creates an account (password hashed with argon2id); 400 with every problem, 409 for a taken e-mail. */
  create(body: UserBody): Promise<UserResponse>;
  /**
   * Updates account `id`; an empty password keeps the current one. A new password or role revokes the
   * account's tokens (its token version moves). 404 when absent, 400 / 409 as for create, and 409 when this
   * would leave no admin.
   */
  update(id: number, body: UserBody): Promise<UserResponse>;
  /** Deletes account `id`; 404 when absent, 409 for the caller's own account or the last admin. */
  remove(id: number, callerId: number): Promise<void>;
  /**
   * Sets a new password on the account of `email` (the owner lost it: the `user reset-password` command)
   * and revokes the account's tokens. Without `password`, generates one (24 URL-safe characters). Returns the
   * password set; 404 for an unknown e-mail, 400 for a password the user form would refuse.
   */
  resetPassword(email: string, password?: string): Promise<{ password: string; generated: boolean }>;
}

const missing = (id: number) => notFound(`Utilisateur ${id} introuvable`);

export function createUsersService(deps: { users: UsersRepository; clock: Clock }): UsersService {
  const { users, clock } = deps;

  async function checkBody(body: UserBody, mode: 'create' | 'update', exceptId?: number): Promise<UserInput> {
    const result = checkUserBody(body, mode);
    if (!result.ok) throw invalidAll(result.problems);
    const holder = await users.findByEmail(result.value.email);
    if (holder !== undefined && holder.id !== exceptId) throw conflict(USER_MESSAGES.emailTaken, 'email');
    return result.value;
  }

  return {
    async list(query) {
      const [page, numberOfResult] = await Promise.all([users.list(toRowPage(query)), users.count()]);
      return { users: page.map(toUserResponse), numberOfResult };
    },
    async get(id) {
      const user = await users.findById(id);
      if (user === undefined) throw missing(id);
      return toUserResponse(user);
    },
    async create(body) {
      const input = await checkBody(body, 'create');
      const now = clock.now();
      const user = await users.insert({
        email: input.email,
        firstname: input.firstname,
        lastname: input.lastname,
        roles: [input.role],
        password_hash: await hashPassword(input.password ?? ''),
        created_at: now,
        updated_at: now,
      });
      return toUserResponse(user);
    },
    async update(id, body) {
      const current = await users.findById(id);
      if (current === undefined) throw missing(id);
      const input = await checkBody(body, 'update', id);
      // Checked and written in one transaction: two admins demoting each other at once leave one.
      const updated = await users.updateKeepingAnAdmin(id, {
        email: input.email,
        firstname: input.firstname,
        lastname: input.lastname,
        roles: [input.role],
        passwordHash: input.password === undefined ? undefined : await hashPassword(input.password),
        updatedAt: clock.now(),
        // A new password or another role: tokens signed before must not keep the old rights for hours.
        revokeTokens: input.password !== undefined || !current.roles.includes(input.role),
      });
      if (updated === 'lastAdmin') throw conflict(USER_CONFLICTS.demoteLastAdmin, 'roles');
      if (updated === undefined) throw missing(id);
      return toUserResponse(updated);
    },
    async resetPassword(email, password) {
      const chosen = password ?? randomSecret(18);
      const length = [...chosen].length;
      if (length < PASSWORD_MIN_LENGTH) throw invalid(USER_MESSAGES.passwordTooShort, 'password');
      if (length > PASSWORD_MAX_LENGTH) throw invalid(USER_MESSAGES.passwordTooLong, 'password');
      const found = await users.resetPassword(email, await hashPassword(chosen), clock.now());
      if (!found) throw notFound(`Aucun utilisateur ${normalizeEmail(email)}`);
      return { password: chosen, generated: password === undefined };
    },
    async remove(id, callerId) {
      const user = await users.findById(id);
      if (user === undefined) throw missing(id);
      if (id === callerId) throw conflict(USER_CONFLICTS.deleteSelf);
      // Checked and deleted in one transaction: two admins deleting each other at once leave one.
      const outcome = await users.deleteUnlessLastAdmin(id);
      if (outcome === 'missing') throw missing(id);
      if (outcome === 'lastAdmin') throw conflict(USER_CONFLICTS.deleteLastAdmin);
    },
  };
}

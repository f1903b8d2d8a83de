import type { UserList, User as UserResponse } from '@meteodeck/contract';
import { type PageRequest, toPageRequest } from '@meteodeck/contract';
import { notFound } from '../../app-error.ts';
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

export interface UsersService {
  /** One page of users (newest first unless `order` is ASC) and the total count. */
  list(query: Partial<PageRequest>): Promise<UserList>;
  /** User `id`; throws notFound (404) when there is none (e.g. deleted while its token is still valid). */
  get(id: number): Promise<UserResponse>;
}

/** User use cases (reading side; create, update and delete grow here). */
export function createUsersService(deps: { users: UsersRepository }): UsersService {
  return {
    async list(query) {
      const page = toPageRequest(query);
      const [users, numberOfResult] = await Promise.all([
        deps.users.list({
          offset: (page.page - 1) * page.maxResult,
          limit: page.maxResult,
          order: page.order === 'ASC' ? 'asc' : 'desc',
        }),
        deps.users.count(),
      ]);
      return { users: users.map(toUserResponse), numberOfResult };
    },
    async get(id) {
      const user = await deps.users.findById(id);
      if (user === undefined) throw notFound(`Utilisateur ${id} introuvable`);
      return toUserResponse(user);
    },
  };
}

import { normalizeEmail, type Role } from '@meteodeck/contract';
import { type Kysely, sql } from 'kysely';
import type { Database, NewUserRow, UserRow } from '../../db/database.ts';
import { pageByCreation, type RowPage } from '../list-page.ts';

/** Columns a user update may change; `passwordHash` undefined keeps the current password. */
export interface UserChanges {
  email: string;
  firstname: string;
  lastname: string;
  roles: Role[];
  passwordHash: string | undefined;
  updatedAt: number;
  /** Moves the token version: every token signed before stops working (a password or role change). */
  revokeTokens: boolean;
}

/** A user as the app handles it: roles parsed, timestamps in epoch ms, the hash kept for login only. */
export interface User {
  id: number;
  email: string;
  firstname: string;
  lastname: string;
  roles: Role[];
  passwordHash: string;
  /** Version of the tokens that count for this user (see users.token_version). */
  tokenVersion: number;
  createdAt: number;
  updatedAt: number;
}

const ROLES: readonly Role[] = ['ROLE_ADMIN', 'ROLE_EDITOR'];

/** Maps a `users` row to a {@link User}; unknown role names in the JSON are dropped, not trusted. */
export function toUser(row: UserRow): User {
  let parsed: unknown;
  try {
    parsed = JSON.parse(row.roles);
  } catch {
    parsed = [];
  }
  const roles = Array.isArray(parsed) ? ROLES.filter((role) => parsed.includes(role)) : [];
  return {
    id: row.id,
    email: row.email,
    firstname: row.firstname,
    lastname: row.lastname,
    roles,
    passwordHash: row.password_hash,
    tokenVersion: row.token_version,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

/** Roles are stored as a JSON array of names: an admin's holds this. */
const ADMIN_LIKE = '%"ROLE_ADMIN"%';

/**
 * Locks every admin row until the transaction ends (an UPDATE that changes nothing: a row lock on
 * PostgreSQL, the write lock on SQLite): a second transaction guarding the last admin waits, then counts
 * what the first left.
 */
async function lockAdmins(trx: Kysely<Database>): Promise<void> {
  await trx
    .updateTable('users')
    .set({ token_version: sql<number>`token_version` })
    .where('roles', 'like', ADMIN_LIKE)
    .execute();
}

async function countAdminsWith(executor: Kysely<Database>): Promise<number> {
  const row = await executor
    .selectFrom('users')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('roles', 'like', ADMIN_LIKE)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

async function isAdmin(executor: Kysely<Database>, id: number): Promise<boolean> {
  const row = await executor.selectFrom('users').select('roles').where('id', '=', id).executeTakeFirst();
  return row?.roles.includes('"ROLE_ADMIN"') ?? false;
}

async function applyUpdate(
  executor: Kysely<Database>,
  id: number,
  changes: UserChanges,
): Promise<User | undefined> {
  const row = await executor
    .updateTable('users')
    .set({
      email: normalizeEmail(changes.email),
      firstname: changes.firstname,
      lastname: changes.lastname,
      roles: JSON.stringify(changes.roles),
      updated_at: changes.updatedAt,
      ...(changes.passwordHash === undefined ? {} : { password_hash: changes.passwordHash }),
      ...(changes.revokeTokens ? { token_version: sql<number>`token_version + 1` } : {}),
    })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst();
  return row && toUser(row);
}

/** Queries of the `users` table. */
export function createUsersRepository(db: Kysely<Database>) {
  return {
    async findById(id: number): Promise<User | undefined> {
      const row = await db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
      return row && toUser(row);
    },
    async findByEmail(email: string): Promise<User | undefined> {
      const row = await db
        .selectFrom('users')
        .selectAll()
        .where('email', '=', normalizeEmail(email))
        .executeTakeFirst();
      return row && toUser(row);
    },
    async count(): Promise<number> {
      const row = await db
        .selectFrom('users')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },
    /** One page by creation time; `id` breaks ties so pages never overlap. */
    async list(page: RowPage): Promise<User[]> {
      const query = db.selectFrom('users').selectAll();
      const rows = await pageByCreation(query, page, { createdAt: 'created_at', id: 'id' }).execute();
      return rows.map(toUser);
    },
    /** Inserts a user (email lower-cased, roles as JSON) and returns it with its new id. */
    async insert(user: Omit<NewUserRow, 'roles'> & { roles: Role[] }): Promise<User> {
      const row = await db
        .insertInto('users')
        .values({ ...user, email: normalizeEmail(user.email), roles: JSON.stringify(user.roles) })
        .returningAll()
        .executeTakeFirstOrThrow();
      return toUser(row);
    },
    /** Updates user `id` (email lower-cased); returns it, or undefined when there is none. */
    async update(id: number, changes: UserChanges): Promise<User | undefined> {
      return applyUpdate(db, id, changes);
    },
    /**
     * Updates user `id` unless that would take ROLE_ADMIN from the last admin ('lastAdmin'): checked and
     * written in one transaction that first locks every admin row, as deleteUnlessLastAdmin does.
     */
    async updateKeepingAnAdmin(id: number, changes: UserChanges): Promise<User | undefined | 'lastAdmin'> {
      if (changes.roles.includes('ROLE_ADMIN')) return applyUpdate(db, id, changes);
      return db.transaction().execute(async (trx) => {
        await lockAdmins(trx);
        if ((await isAdmin(trx, id)) && (await countAdminsWith(trx)) <= 1) return 'lastAdmin';
        return applyUpdate(trx, id, changes);
      });
    },
    /**
     * Sets the password of the account of `email` and revokes its tokens; false when there is none (the
     * `user reset-password` command).
     */
    /** Ends every token of user `id` (a server-side logout): its token version moves on. */
    async revokeTokens(id: number): Promise<void> {
      await db
        .updateTable('users')
        .set({ token_version: sql<number>`token_version + 1` })
        .where('id', '=', id)
        .execute();
    },
    async resetPassword(email: string, passwordHash: string, updatedAt: number): Promise<boolean> {
      const result = await db
        .updateTable('users')
        .set({
          password_hash: passwordHash,
          token_version: sql<number>`token_version + 1`,
          updated_at: updatedAt,
        })
        .where('email', '=', normalizeEmail(email))
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },
    /** Deletes user `id` (their observations keep existing without an author); false when absent. */
    async delete(id: number): Promise<boolean> {
      const result = await db.deleteFrom('users').where('id', '=', id).executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },
    /**
     * Deletes user `id` unless it is the last admin, in one transaction that first locks every admin row
     * (an UPDATE that changes nothing: a row lock on PostgreSQL, the write lock on SQLite), so two admins
     * deleting each other at once leave one: the second waits for the first, then counts what is left.
     */
    async deleteUnlessLastAdmin(id: number): Promise<'deleted' | 'missing' | 'lastAdmin'> {
      return db.transaction().execute(async (trx) => {
        await lockAdmins(trx);
        const user = await trx.selectFrom('users').select('id').where('id', '=', id).executeTakeFirst();
        if (user === undefined) return 'missing';
        if ((await isAdmin(trx, id)) && (await countAdminsWith(trx)) <= 1) return 'lastAdmin';
        await trx.deleteFrom('users').where('id', '=', id).execute();
        return 'deleted';
      });
    },
    /** How many accounts hold ROLE_ADMIN (roles are stored as a JSON array of names). */
    async countAdmins(): Promise<number> {
      return countAdminsWith(db);
    },
  };
}
export type UsersRepository = ReturnType<typeof createUsersRepository>;

import type { Post, PostInput } from '@meteodeck/contract';
import type { Kysely, Selectable } from 'kysely';
import type { Database, PostsTable } from '../../db/database.ts';
import { pageByCreation, type RowPage } from '../list-page.ts';

type PostRow = Selectable<PostsTable>;

/** Maps a `posts` row to the API's {@link Post}. */
export function toPost(row: PostRow): Post {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    createdAt: new Date(row.created_at).toISOString(),
    updatedAt: new Date(row.updated_at).toISOString(),
  };
}

/** Queries of the `posts` table (news). */
export function createPostsRepository(db: Kysely<Database>) {
  return {
    async findById(id: number): Promise<Post | undefined> {
      const row = await db.selectFrom('posts').selectAll().where('id', '=', id).executeTakeFirst();
      return row && toPost(row);
    },
    async count(): Promise<number> {
      const row = await db
        .selectFrom('posts')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },
    /** One page by creation time; `id` breaks ties so pages never overlap. */
    async list(page: RowPage): Promise<Post[]> {
      const query = db.selectFrom('posts').selectAll();
      const rows = await pageByCreation(query, page, { createdAt: 'created_at', id: 'id' }).execute();
      return rows.map(toPost);
    },
    async insert(post: PostInput, now: number): Promise<Post> {
      const row = await db
        .insertInto('posts')
        .values({ ...post, created_at: now, updated_at: now })
        .returningAll()
        .executeTakeFirstOrThrow();
      return toPost(row);
    },
    /** Replaces post `id`; undefined when there is none. */
    async update(id: number, post: PostInput, now: number): Promise<Post | undefined> {
      const row = await db
        .updateTable('posts')
        .set({ ...post, updated_at: now })
        .where('id', '=', id)
        .returningAll()
        .executeTakeFirst();
      return row && toPost(row);
    },
    /** Deletes post `id`; false when absent. */
    async delete(id: number): Promise<boolean> {
      const result = await db.deleteFrom('posts').where('id', '=', id).executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },
  };
}
export type PostsRepository = ReturnType<typeof createPostsRepository>;

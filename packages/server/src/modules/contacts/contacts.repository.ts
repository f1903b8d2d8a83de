import type { Contact, ContactInput } from '@meteodeck/contract';
import type { Kysely, Selectable } from 'kysely';
import type { ContactsTable, Database } from '../../db/database.ts';
import { pageByCreation, type RowPage } from '../list-page.ts';

type ContactRow = Selectable<ContactsTable>;

/** Maps a `contacts` row to the API's {@link Contact}. */
export function toContact(row: ContactRow): Contact {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    subject: row.subject,
    message: row.message,
    createdAt: new Date(row.created_at).toISOString(),
    updatedAt: new Date(row.updated_at).toISOString(),
  };
}

/** Queries of the `contacts` table (contact messages). */
export function createContactsRepository(db: Kysely<Database>) {
  return {
    async findById(id: number): Promise<Contact | undefined> {
      const row = await db.selectFrom('contacts').selectAll().where('id', '=', id).executeTakeFirst();
      return row && toContact(row);
    },
    async count(): Promise<number> {
      const row = await db
        .selectFrom('contacts')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },
    /** One page by creation time; `id` breaks ties so pages never overlap. */
    async list(page: RowPage): Promise<Contact[]> {
      const query = db.selectFrom('contacts').selectAll();
      const rows = await pageByCreation(query, page, { createdAt: 'created_at', id: 'id' }).execute();
      return rows.map(toContact);
    },
    async insert(contact: ContactInput, now: number): Promise<Contact> {
      const row = await db
        .insertInto('contacts')
        .values({ ...contact, created_at: now, updated_at: now })
        .returningAll()
        .executeTakeFirstOrThrow();
      return toContact(row);
    },
    /** Replaces contact message `id`; undefined when there is none. */
    async update(id: number, contact: ContactInput, now: number): Promise<Contact | undefined> {
      const row = await db
        .updateTable('contacts')
        .set({ ...contact, updated_at: now })
        .where('id', '=', id)
        .returningAll()
        .executeTakeFirst();
      return row && toContact(row);
    },
    /** Deletes contact message `id`; false when absent. */
    async delete(id: number): Promise<boolean> {
      const result = await db.deleteFrom('contacts').where('id', '=', id).executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },
  };
}
export type ContactsRepository = ReturnType<typeof createContactsRepository>;

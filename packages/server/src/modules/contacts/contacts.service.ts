import {
  type Contact,
  type ContactBody,
  type ContactLanguage,
  type ContactList,
  checkContactBody,
  type ListQuery,
} from '@meteodeck/contract';
import { invalidAll, notFound } from '../../app-error.ts';
import type { Clock } from '../../clock.ts';
import { toRowPage } from '../list-page.ts';
import type { ContactsRepository } from './contacts.repository.ts';

export interface ContactsService {
  /** One page of contact messages, newest first unless `order` is ASC, and the total count. */
  list(query: ListQuery): Promise<ContactList>;
  /** Message `id`; 404 when absent. */
  get(id: number): Promise<Contact>;
  /** Stores a message; 400 with every field problem, in German (the public form) or French (back office). */
  create(body: ContactBody, language?: ContactLanguage): Promise<Contact>;
  /** Replaces message `id` (back office): 404 when absent, 400 as for create with French messages. */
  update(id: number, body: ContactBody): Promise<Contact>;
  /** Deletes message `id`; 404 when absent. */
  remove(id: number): Promise<void>;
}

const missing = (id: number) => notFound(`Message ${id} introuvable`);

export function createContactsService(deps: { contacts: ContactsRepository; clock: Clock }): ContactsService {
  const { contacts, clock } = deps;
  const checkBody = (body: ContactBody, language: ContactLanguage) => {
    const result = checkContactBody(body, language);
    if (!result.ok) throw invalidAll(result.problems);
    return result.value;
  };
  return {
    async list(query) {
      const [items, numberOfResult] = await Promise.all([contacts.list(toRowPage(query)), contacts.count()]);
      return { contacts: items, numberOfResult };
    },
    async get(id) {
      const contact = await contacts.findById(id);
      if (contact === undefined) throw missing(id);
      return contact;
    },
    async create(body, language = 'de') {
      return contacts.insert(checkBody(body, language), clock.now());
    },
    async update(id, body) {
      if ((await contacts.findById(id)) === undefined) throw missing(id);
      const contact = await contacts.update(id, checkBody(body, 'fr'), clock.now());
      if (contact === undefined) throw missing(id);
      return contact;
    },
    async remove(id) {
      if (!(await contacts.delete(id))) throw missing(id);
    },
  };
}

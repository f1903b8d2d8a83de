/**
 * Contact messages: POST /api/contact (the public form, no login), GET /api/contact and /api/contact/{id}
 * (logged in), PUT and DELETE /api/contact/{id} (admin). The form is on the German public site, so the
 * messages are German.
 */
import { type Static, Type } from 'typebox';
import {
  type Checked,
  checked,
  FieldProblems,
  FRENCH_FIELD_MESSAGES,
  GERMAN_FIELD_MESSAGES,
} from './field-checks.ts';

/** A contact message. Dates ISO 8601, UTC. */
export const Contact = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  email: Type.String(),
  subject: Type.String(),
  message: Type.String(),
  createdAt: Type.String({ format: 'date-time' }),
  updatedAt: Type.String({ format: 'date-time' }),
});
export type Contact = Static<typeof Contact>;

/** GET /api/contact answer. */
export const ContactList = Type.Object({
  contacts: Type.Array(Contact),
  numberOfResult: Type.Integer({ minimum: 0 }),
});
export type ContactList = Static<typeof ContactList>;

/** Body of POST /api/contact and PUT /api/contact/{id}: JSON types only, {@link checkContactBody} has the rules. */
export const ContactBody = Type.Object({
  name: Type.Optional(Type.String()),
  email: Type.Optional(Type.String()),
  subject: Type.Optional(Type.String()),
  message: Type.Optional(Type.String()),
});
export type ContactBody = Static<typeof ContactBody>;

export const CONTACT_NAME_MAX_LENGTH = 255;
export const CONTACT_SUBJECT_MAX_LENGTH = 255;
export const CONTACT_MESSAGE_MAX_LENGTH = 5000;

export const CONTACT_MESSAGES = {
  name: 'Bitte geben Sie Ihren Namen ein.',
  email: 'Bitte geben Sie Ihre E-Mail-Adresse ein.',
  subject: 'Bitte geben Sie einen Betreff ein.',
  message: 'Bitte geben Sie eine Nachricht ein.',
} as const;

export interface ContactInput {
  name: string;
  email: string;
  subject: string;
  message: string;
}

/** The language of a contact body's problems: German for the public form, French for the back office. */
export type ContactLanguage = 'de' | 'fr';

/**
 * Checks a contact body: name (≤ 255 characters), a valid e-mail (≤ 254), subject (≤ 255) and message
 * (≤ 5,000) all required. German messages for the public form (its own for each empty field), French ones,
 * as every back-office form has them, for the back office's.
 */
export function checkContactBody(body: ContactBody, language: ContactLanguage = 'de'): Checked<ContactInput> {
  const german = language === 'de';
  const problems = new FieldProblems(german ? GERMAN_FIELD_MESSAGES : FRENCH_FIELD_MESSAGES);
  const required = (message: string) => (german ? { requiredMessage: message } : {});
  const name = problems.text('name', body.name, {
    max: CONTACT_NAME_MAX_LENGTH,
    ...required(CONTACT_MESSAGES.name),
  });
  const email = problems.email('email', body.email, german ? CONTACT_MESSAGES.email : undefined);
  const subject = problems.text('subject', body.subject, {
    max: CONTACT_SUBJECT_MAX_LENGTH,
    ...required(CONTACT_MESSAGES.subject),
  });
  const message = problems.text('message', body.message, {
    max: CONTACT_MESSAGE_MAX_LENGTH,
    ...required(CONTACT_MESSAGES.message),
  });
  return checked(problems, { name, email, subject, message });
}

import { Type } from 'typebox';
import type { ApiErrorItem } from './errors.ts';

/**
 * Field checks shared by the write endpoints. Request schemas only fix JSON types; these checks carry the
 * rules and the human messages, and collect every problem of a body at once (the spec's forms show one
 * message under each field), so the server answers a single 400 listing them all.
 */

/** Messages of the generic checks, in the language of the form that shows them. */
export interface FieldMessages {
  required: string;
  tooShort: (min: number) => string;
  tooLong: (max: number) => string;
  email: string;
  notANumber: string;
}

/** Back-office (admin) messages, French as the admin area is. */
export const FRENCH_FIELD_MESSAGES: FieldMessages = {
  required: 'Cette valeur ne doit pas être vide.',
  tooShort: (min) => `Cette chaîne est trop courte. Elle doit avoir au minimum ${min} caractères.`,
  tooLong: (max) => `Cette chaîne est trop longue. Elle doit avoir au maximum ${max} caractères.`,
  email: "Cette valeur n'est pas une adresse email valide.",
  notANumber: 'Cette valeur doit être un nombre.',
};

/** Public-site messages, German as the public pages are. */
export const GERMAN_FIELD_MESSAGES: FieldMessages = {
  required: 'Bitte füllen Sie dieses Feld aus.',
  tooShort: (min) => `Bitte geben Sie mindestens ${min} Zeichen ein.`,
  tooLong: (max) => `Bitte geben Sie höchstens ${max} Zeichen ein.`,
  email: 'Bitte geben Sie eine gültige E-Mail-Adresse ein.',
  notANumber: 'Bitte geben Sie eine Zahl ein.',
};

/**
 * Schema of a numeric body field: a JSON number, or what a form may send for one (a numeric string; '' or
 * null when left empty). A type list, not a union, so that Ajv's type coercion leaves '' and null alone
 * instead of turning them into 0; {@link FieldProblems.number} then reports them as missing.
 */
export const NumberField = Type.Unsafe<number | string | null>({ type: ['number', 'string', 'null'] });

/**
 * A pragmatic address check (what HTML's `<input type=email>` accepts, plus a dot in the domain): one `@`,
 * no spaces, a non-empty local part and a dotted domain. Deliverability is not our business.
 */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

/** Longest e-mail address (RFC 5321 path limit). */
export const EMAIL_MAX_LENGTH = 254;

/** True when `value` looks like an e-mail address (see EMAIL_PATTERN) and fits RFC 5321's 254 characters. */
export function isEmailAddress(value: string): boolean {
  return value.length <= EMAIL_MAX_LENGTH && EMAIL_PATTERN.test(value);
}

export interface TextRule {
  /** Missing or blank is a problem (default true). */
  required?: boolean;
  min?: number;
  max: number;
  /** Overrides the generic "required" message (the contact form names each field). */
  requiredMessage?: string;
}

export interface NumberRule {
  min: number;
  max: number;
  /** Message when the value is out of [min, max] (or not finite). */
  rangeMessage: string;
}

/** Collects the problems of one request body, each under its `propertyPath`. */
export class FieldProblems {
  readonly items: ApiErrorItem[] = [];
  readonly messages: FieldMessages;

  constructor(messages: FieldMessages) {
    this.messages = messages;
  }

  add(propertyPath: string, message: string): void {
    this.items.push({ message, propertyPath });
  }

  /** True when `propertyPath` already has a problem (so a later check does not pile a second one on). */
  has(propertyPath: string): boolean {
    return this.items.some((item) => item.propertyPath === propertyPath);
  }

  /**
   * Checks a text field and returns it trimmed ('' when absent). Blank counts as missing; lengths are
   * counted in code points on the trimmed text.
   */
  text(propertyPath: string, value: string | undefined, rule: TextRule): string {
    const text = (value ?? '').trim();
    const length = [...text].length;
    if (text === '') {
      if (rule.required ?? true) this.add(propertyPath, rule.requiredMessage ?? this.messages.required);
    } else if (rule.min !== undefined && length < rule.min) {
      this.add(propertyPath, this.messages.tooShort(rule.min));
    } else if (length > rule.max) {
      this.add(propertyPath, this.messages.tooLong(rule.max));
    }
    return text;
  }

  /** Checks a required e-mail field and returns it trimmed. */
  email(propertyPath: string, value: string | undefined, requiredMessage?: string): string {
    const text = (value ?? '').trim();
    if (text === '') this.add(propertyPath, requiredMessage ?? this.messages.required);
    else if (!isEmailAddress(text)) this.add(propertyPath, this.messages.email);
    return text;
  }

  /**
   * Checks a required number in [min, max], given as a number or a numeric string ('45.78'); missing,
   * blank and null are "required", other text "not a number". Returns the number (NaN after a problem).
   */
  number(propertyPath: string, value: number | string | null | undefined, rule: NumberRule): number {
    const text = typeof value === 'string' ? value.trim() : value;
    if (text === undefined || text === null || text === '') {
      this.add(propertyPath, this.messages.required);
      return Number.NaN;
    }
    const number = typeof text === 'number' ? text : Number(text);
    if (Number.isNaN(number)) {
      this.add(propertyPath, this.messages.notANumber);
      return Number.NaN;
    }
    if (!Number.isFinite(number) || number < rule.min || number > rule.max) {
      this.add(propertyPath, rule.rangeMessage);
    }
    return number;
  }
}

/** The outcome of checking a body: its normalised value, or every problem found. */
export type Checked<T> = { ok: true; value: T } | { ok: false; problems: ApiErrorItem[] };

/** Wraps a value and the problems collected while building it into a {@link Checked}. */
export function checked<T>(problems: FieldProblems, value: T): Checked<T> {
  return problems.items.length === 0 ? { ok: true, value } : { ok: false, problems: problems.items };
}

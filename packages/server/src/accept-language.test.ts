import { describe, expect, it } from 'vitest';
import { preferredLanguage } from './accept-language.ts';

const SITE = ['de', 'en', 'fr'] as const;

describe('preferredLanguage', () => {
  it.each([
    ['fr', 'fr'],
    ['en-GB,en;q=0.9,de;q=0.8', 'en'],
    ['FR-ca', 'fr'],
    ['it,fr;q=0.5', 'fr'],
    ['de;q=0.2,en;q=0.7', 'en'],
    ['fr;q=0,en;q=0.1', 'en'],
    ['it, es', 'de'],
    ['', 'de'],
    [undefined, 'de'],
    ['*', 'de'],
  ])('%s asks for %s', (header, expected) => {
    expect(preferredLanguage(header, SITE, 'de')).toBe(expected);
  });

  it('keeps to the languages offered', () => {
    expect(preferredLanguage('en', ['de', 'fr'] as const, 'de')).toBe('de');
  });
});

import { describe, expect, it } from 'vitest';
import { changedFields } from './audit-changes.ts';

describe('audit changes', () => {
  it('lists the fields that changed, before and after', () => {
    expect(
      changedFields({
        before: { name: 'Sturm', description: 'a', updatedAt: 'x' },
        after: { name: 'Sturm', description: 'b', updatedAt: 'y' },
      }),
    ).toEqual(['description : a → b']);
    expect(changedFields({ before: null, after: { rain: 0.4 } })).toEqual(['rain : — → 0.4']);
  });
});

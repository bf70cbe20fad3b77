// The teachers pages sit below the teachers root (docs/architecture.md, "Query keys").
import { partialMatchKey } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { sharedQueryKeys } from '@/lib/shared-query-keys';
import { teachersQueryOptions } from './get-teachers';

describe('teachers keys', () => {
  it('the teachers root covers every page and search, the users root none', () => {
    const pages = [
      { search: '', page: 1 },
      { search: 'joao', page: 2 },
    ].map((list) => teachersQueryOptions(list).queryKey);
    expect(pages[0]).not.toEqual(pages[1]);
    for (const key of pages) {
      expect(partialMatchKey(key, sharedQueryKeys.admin.teachers())).toBe(true);
      expect(partialMatchKey(key, sharedQueryKeys.admin.users())).toBe(false);
    }
  });
});

import { describe, expect, it } from 'vitest';
import { MAX_SEARCH_LENGTH, cleanSearch, pageCount, parsePage } from './list-params';

describe('parsePage', () => {
  it('reads whole numbers from 1 up', () => {
    expect(parsePage('1')).toBe(1);
    expect(parsePage('2')).toBe(2);
    expect(parsePage('801')).toBe(801);
    expect(parsePage(' 3 ')).toBe(3);
  });

  it('anything else is page 1', () => {
    for (const raw of [null, undefined, '', 'abc', '0', '-1', '1.5', '2e3', '1,2', '%', 'NaN', 'Infinity']) {
      expect(parsePage(raw), String(raw)).toBe(1);
    }
  });

  it('huge numbers ask for a page the database brings back to its last one', () => {
    expect(parsePage('9999999')).toBe(1_000_000);
    expect(parsePage('99999999999999999999')).toBe(1_000_000);
    expect(parsePage('1'.repeat(400))).toBe(1_000_000);
  });
});

describe('cleanSearch', () => {
  it('trims and collapses blanks; only blanks is no search', () => {
    expect(cleanSearch('  joão   silva ')).toBe('joão silva');
    expect(cleanSearch('   ')).toBe('');
    expect(cleanSearch('\t\n')).toBe('');
    expect(cleanSearch(null)).toBe('');
  });

  it('keeps what the database treats as text (%, _, quotes, commas)', () => {
    expect(cleanSearch(`%_'",`)).toBe(`%_'",`);
  });

  it('cuts at the search length', () => {
    expect(cleanSearch('a'.repeat(200))).toHaveLength(MAX_SEARCH_LENGTH);
  });
});

describe('pageCount', () => {
  it('at least one page', () => {
    expect(pageCount(0)).toBe(1);
    expect(pageCount(25)).toBe(1);
    expect(pageCount(26)).toBe(2);
    expect(pageCount(20_001)).toBe(801);
  });
});

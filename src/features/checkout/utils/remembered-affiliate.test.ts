import { beforeEach, describe, expect, it } from 'vitest';
import { rememberAffiliate, rememberedAffiliate } from './remembered-affiliate';

// Node has no localStorage: a Map-backed one stands in for the browser's (the logic under test is
// the 30 days and the last click, not the storage).
beforeEach(() => {
  const items = new Map<string, string>();
  globalThis.localStorage = {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
    clear: () => items.clear(),
    key: () => null,
    length: 0,
  } as Storage;
});

const DAY = 24 * 60 * 60 * 1000;

describe('the remembered affiliate', () => {
  it('keeps the last link opened for 30 days, then forgets it', () => {
    rememberAffiliate('Ana-Souza-1a2b3', 0);
    expect(rememberedAffiliate(29 * DAY)).toBe('ana-souza-1a2b3');
    rememberAffiliate('bruno-lima-9f8e7', 10 * DAY);
    expect(rememberedAffiliate(39 * DAY)).toBe('bruno-lima-9f8e7');
    expect(rememberedAffiliate(40 * DAY + 1)).toBeNull();
    expect(localStorage.getItem('trilha.afiliado')).toBeNull();
  });

  it('ignores what cannot be a code and a stored value that was tampered with', () => {
    rememberAffiliate('x', 0);
    rememberAffiliate('<script>', 0);
    expect(rememberedAffiliate(0)).toBeNull();
    localStorage.setItem('trilha.afiliado', '{"code":"AB CD","at":0}');
    expect(rememberedAffiliate(0)).toBeNull();
    localStorage.setItem('trilha.afiliado', 'not json');
    expect(rememberedAffiliate(0)).toBeNull();
  });
});

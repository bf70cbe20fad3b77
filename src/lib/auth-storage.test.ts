// @vitest-environment jsdom
// (reads window: location, localStorage or a script element)
import { afterEach, describe, expect, it } from 'vitest';
import { AUTH_STORAGE_KEY, hasStoredSession, readStoredAccessToken, readStoredUserId } from './auth-storage';

afterEach(() => localStorage.clear());

describe('stored session', () => {
  it('is absent when nothing is stored or the value is corrupt', () => {
    expect(hasStoredSession()).toBe(false);
    localStorage.setItem(AUTH_STORAGE_KEY, '{not json');
    expect(hasStoredSession()).toBe(false);
    expect(readStoredAccessToken()).toBeNull();
  });

  it('returns the access token while it is valid', () => {
    localStorage.setItem(AUTH_STORAGE_KEY, JSON.stringify({ access_token: 'abc', expires_at: 2_000 }));
    expect(hasStoredSession()).toBe(true);
    expect(readStoredAccessToken(1_000)).toBe('abc');
  });

  it('ignores a token about to expire', () => {
    localStorage.setItem(AUTH_STORAGE_KEY, JSON.stringify({ access_token: 'abc', expires_at: 1_005 }));
    expect(readStoredAccessToken(1_000)).toBeNull();
  });

  it("names the stored session's user only while its token is valid", () => {
    localStorage.setItem(
      AUTH_STORAGE_KEY,
      JSON.stringify({ access_token: 'abc', expires_at: 2_000, user: { id: 'user-1' } }),
    );
    expect(readStoredUserId(1_000)).toBe('user-1');
    expect(readStoredUserId(1_995)).toBeNull();
    localStorage.setItem(AUTH_STORAGE_KEY, JSON.stringify({ access_token: 'abc', expires_at: 2_000 }));
    expect(readStoredUserId(1_000)).toBeNull();
  });
});

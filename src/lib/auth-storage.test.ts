// @vitest-environment jsdom
// (reads window: location, localStorage or a script element)
import { afterEach, describe, expect, it } from 'vitest';
import {
  AUTH_STORAGE_KEY,
  hasStoredSession,
  readStoredAccessToken,
  readStoredUserId,
  SESSION_RECORD_KEY,
  writeSessionRecord,
} from './auth-storage';

afterEach(() => localStorage.clear());

const session = (expiresAt?: number) => ({
  access_token: 'abc',
  expires_at: expiresAt,
  user: { id: 'user-1' },
});

describe("the app's session record", () => {
  it('is absent when nothing is stored or the value is corrupt', () => {
    expect(hasStoredSession()).toBe(false);
    localStorage.setItem(SESSION_RECORD_KEY, '{not json');
    expect(hasStoredSession()).toBe(false);
    expect(readStoredAccessToken()).toBeNull();
  });

  it('is written from a session and cleared without one', () => {
    writeSessionRecord(session(2_000));
    expect(JSON.parse(localStorage.getItem(SESSION_RECORD_KEY)!)).toEqual({
      userId: 'user-1',
      accessToken: 'abc',
      expiresAt: 2_000,
    });
    expect(hasStoredSession()).toBe(true);
    writeSessionRecord(null);
    expect(localStorage.getItem(SESSION_RECORD_KEY)).toBeNull();
    expect(hasStoredSession()).toBe(false);
  });

  it('gives the access token while it is valid, and not one about to expire', () => {
    writeSessionRecord(session(2_000));
    expect(readStoredAccessToken(1_000)).toBe('abc');
    writeSessionRecord(session(1_005));
    expect(readStoredAccessToken(1_000)).toBeNull();
  });

  it("names the record's user only while its token is valid", () => {
    writeSessionRecord(session(2_000));
    expect(readStoredUserId(1_000)).toBe('user-1');
    expect(readStoredUserId(1_995)).toBeNull();
  });

  it("never reads supabase-js' entry, only notes that one exists", () => {
    localStorage.setItem(
      AUTH_STORAGE_KEY,
      JSON.stringify({ access_token: 'theirs', expires_at: 9e9, user: { id: 'user-2' } }),
    );
    expect(hasStoredSession()).toBe(true);
    expect(readStoredAccessToken()).toBeNull();
    expect(readStoredUserId()).toBeNull();
  });
});

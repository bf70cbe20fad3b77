// @vitest-environment jsdom
// (reads window: location, localStorage or a script element)
import { afterEach, describe, expect, it } from 'vitest';
import {
  AUTH_STORAGE_KEY,
  hasStoredSession,
  readStoredAccessToken,
  readStoredAccount,
  readStoredUserId,
  SESSION_RECORD_KEY,
  writeSessionRecord,
  writeStoredAccount,
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

describe("the record's account (for the signed-in screens' loaders)", () => {
  const now = 1_000;

  it('is unknown until the account was read, then known while the token is valid', () => {
    writeSessionRecord(session(2_000));
    expect(readStoredAccount(now)).toBeNull();
    writeStoredAccount('user-1', { role: 'professor', isActive: true });
    expect(readStoredAccount(now)).toEqual({ userId: 'user-1', role: 'professor', isActive: true });
    expect(readStoredAccount(2_000)).toBeNull();
  });

  it("is kept by a new token of the same user and dropped for another user's session", () => {
    writeSessionRecord(session(2_000));
    writeStoredAccount('user-1', { role: null, isActive: false });
    writeSessionRecord({ ...session(3_000), access_token: 'def' });
    expect(readStoredAccount(now)).toEqual({ userId: 'user-1', role: null, isActive: false });
    writeSessionRecord({ ...session(3_000), user: { id: 'user-2' } });
    expect(readStoredAccount(now)).toBeNull();
  });

  it("is not written into another user's record, nor without a record", () => {
    writeStoredAccount('user-1', { role: 'aluno', isActive: true });
    expect(localStorage.getItem(SESSION_RECORD_KEY)).toBeNull();
    writeSessionRecord(session(2_000));
    writeStoredAccount('user-2', { role: 'administrador', isActive: true });
    expect(readStoredAccount(now)).toBeNull();
  });

  it('is ignored when it is not an account the app wrote', () => {
    writeSessionRecord(session(2_000));
    const record = JSON.parse(localStorage.getItem(SESSION_RECORD_KEY)!) as object;
    for (const account of [{ role: 'root', isActive: true }, { role: 'aluno' }, 'aluno']) {
      localStorage.setItem(SESSION_RECORD_KEY, JSON.stringify({ ...record, account }));
      expect(readStoredAccount(now)).toBeNull();
      expect(readStoredUserId(now)).toBe('user-1');
    }
  });
});

import { AuthApiError, AuthRetryableFetchError } from '@supabase/supabase-js';
import { describe, expect, it } from 'vitest';
import { authErrorMessage, isInvalidCredentials } from './auth-errors';

describe('authErrorMessage', () => {
  it("'Invalid login credentials' → 'Email ou senha incorretos'", () => {
    const error = new AuthApiError('Invalid login credentials', 400, 'invalid_credentials');
    expect(authErrorMessage(error)).toBe('Email ou senha incorretos');
    expect(isInvalidCredentials(error)).toBe(true);
  });

  it("'User already registered' → 'Este email já está cadastrado'", () => {
    expect(authErrorMessage(new AuthApiError('User already registered', 422, 'user_already_exists'))).toBe(
      'Este email já está cadastrado',
    );
    expect(authErrorMessage(new Error('User already registered'))).toBe('Este email já está cadastrado');
  });

  it('a password Auth refuses as weak (code weak_password) is explained in Portuguese', () => {
    // The form accepts any non-alphanumeric symbol; Auth counts fewer, e.g. not '.'.
    const error = new AuthApiError(
      'Password should contain at least one character of each: ...',
      422,
      'weak_password',
    );
    expect(authErrorMessage(error)).toBe(
      'A senha não foi aceita: use letras maiúsculas e minúsculas, números e um destes caracteres especiais: ! @ # $ % ^ & *',
    );
  });

  it('other errors show their own message', () => {
    expect(authErrorMessage(new AuthApiError('Signups not allowed for this instance', 422, undefined))).toBe(
      'Signups not allowed for this instance',
    );
  });

  it("without a message → 'Ocorreu um erro. Tente novamente.'", () => {
    expect(authErrorMessage(new Error(''))).toBe('Ocorreu um erro. Tente novamente.');
    expect(authErrorMessage(null)).toBe('Ocorreu um erro. Tente novamente.');
    expect(authErrorMessage('boom')).toBe('Ocorreu um erro. Tente novamente.');
  });

  it('a network failure is not shown as "Failed to fetch"', () => {
    expect(authErrorMessage(new AuthRetryableFetchError('Failed to fetch', 0))).toBe(
      'Ocorreu um erro. Tente novamente.',
    );
    expect(authErrorMessage(new TypeError('Failed to fetch'))).toBe('Ocorreu um erro. Tente novamente.');
  });
});

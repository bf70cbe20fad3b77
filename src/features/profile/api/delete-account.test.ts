import { describe, expect, it } from 'vitest';
import { fieldErrors } from '@/testing/field-errors';
import {
  DELETE_ACCOUNT_FAILED_MESSAGE,
  deleteAccountErrorMessage,
  deleteAccountSchema,
  EMAIL_MISMATCH_MESSAGE,
  LAST_ADMINISTRATOR_MESSAGE,
} from './delete-account';

describe('confirming the deletion with the account e-mail', () => {
  const schema = deleteAccountSchema('Ana.Souza@exemplo.com.br');

  it('accepts the account e-mail, whatever the case and surrounding spaces', () => {
    expect(fieldErrors(schema, { email: 'ana.souza@exemplo.com.br' })).toEqual({});
    expect(fieldErrors(schema, { email: '  ANA.SOUZA@EXEMPLO.COM.BR ' })).toEqual({});
  });

  it('refuses another e-mail, and an empty or invalid one', () => {
    expect(fieldErrors(schema, { email: 'outra@exemplo.com.br' })).toEqual({ email: EMAIL_MISMATCH_MESSAGE });
    expect(fieldErrors(schema, { email: '' })).toEqual({ email: 'Email inválido' });
    expect(fieldErrors(schema, { email: 'ana.souza' })).toEqual({ email: 'Email inválido' });
  });
});

describe('deleteAccountErrorMessage', () => {
  it('explains each refusal of delete_my_account in Portuguese', () => {
    expect(deleteAccountErrorMessage({ code: 'P0001', message: 'email_confirmation_mismatch' })).toBe(
      'O email digitado não é o da sua conta.',
    );
    expect(deleteAccountErrorMessage({ code: 'P0001', message: 'last_administrator' })).toBe(
      LAST_ADMINISTRATOR_MESSAGE,
    );
    expect(LAST_ADMINISTRATOR_MESSAGE).toBe(
      'Você é o último administrador ativo. Promova outra pessoa a administrador antes de excluir sua conta.',
    );
  });

  it('anything else is a generic failure (no raw database text on screen)', () => {
    expect(deleteAccountErrorMessage({ code: '42501', message: 'not_authenticated' })).toBe(
      DELETE_ACCOUNT_FAILED_MESSAGE,
    );
    expect(deleteAccountErrorMessage(new TypeError('Failed to fetch'))).toBe(DELETE_ACCOUNT_FAILED_MESSAGE);
  });
});

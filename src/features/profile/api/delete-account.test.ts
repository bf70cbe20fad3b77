import { describe, expect, it } from 'vitest';
import { fieldErrors } from '@/testing/field-errors';
import { deleteAccountSchema, EMAIL_MISMATCH_MESSAGE } from './delete-account';

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

import { describe, expect, it } from 'vitest';
import { fieldErrors } from '@/testing/field-errors';
import { resetPasswordSchema } from './reset-password';

describe('resetPasswordSchema', () => {
  it('accepts a strong password confirmed exactly', () => {
    expect(fieldErrors(resetPasswordSchema, { password: 'Nova@1234', confirmPassword: 'Nova@1234' })).toEqual(
      {},
    );
  });

  it('requires the confirmation: "Confirme a senha"', () => {
    expect(fieldErrors(resetPasswordSchema, { password: 'Nova@1234', confirmPassword: '' })).toEqual({
      confirmPassword: 'Confirme a senha',
    });
  });

  it('requires both to match: "As senhas não coincidem"', () => {
    expect(
      fieldErrors(resetPasswordSchema, { password: 'Nova@1234', confirmPassword: 'Nova@12345' }),
    ).toEqual({
      confirmPassword: 'As senhas não coincidem',
    });
  });

  it('applies the password rules, first failing rule shown', () => {
    expect(fieldErrors(resetPasswordSchema, { password: 'nova@1234', confirmPassword: 'nova@1234' })).toEqual(
      {
        password: 'A senha deve conter pelo menos uma letra maiúscula',
      },
    );
  });

  it('needs a digit after the rules of the spec', () => {
    expect(
      fieldErrors(resetPasswordSchema, { password: 'Nova@Senha', confirmPassword: 'Nova@Senha' }),
    ).toEqual({
      password: 'A senha deve conter pelo menos um número',
    });
  });

  it('shows the rule and the mismatch together', () => {
    expect(fieldErrors(resetPasswordSchema, { password: 'curta', confirmPassword: 'outra' })).toEqual({
      password: 'A senha deve ter no mínimo 8 caracteres',
      confirmPassword: 'As senhas não coincidem',
    });
  });
});

import { AuthApiError, AuthWeakPasswordError } from '@supabase/supabase-js';
import { describe, expect, it, vi } from 'vitest';
import { fieldErrors } from '@/testing/field-errors';
import {
  changePasswordErrorMessage,
  changePasswordSchema,
  WrongCurrentPasswordError,
} from './change-password';

const valid = { currentPassword: 'Aluno@12345', newPassword: 'Nova@1234', confirmPassword: 'Nova@1234' };

describe('changePasswordSchema', () => {
  it('accepts a valid change', () => {
    expect(fieldErrors(changePasswordSchema, valid)).toEqual({});
  });

  it('requires the current password: "Senha atual é obrigatória"', () => {
    expect(fieldErrors(changePasswordSchema, { ...valid, currentPassword: '' })).toEqual({
      currentPassword: 'Senha atual é obrigatória',
    });
  });

  it('requires the confirmation: "Confirme a nova senha"', () => {
    expect(fieldErrors(changePasswordSchema, { ...valid, confirmPassword: '' })).toEqual({
      confirmPassword: 'Confirme a nova senha',
    });
  });

  it('requires the confirmation to match', () => {
    expect(fieldErrors(changePasswordSchema, { ...valid, confirmPassword: 'Nova@12345' })).toEqual({
      confirmPassword: 'As senhas não coincidem',
    });
  });

  it.each([
    ['Nov@1', 'A senha deve ter no mínimo 8 caracteres'],
    ['NOVA@1234', 'A senha deve conter pelo menos uma letra minúscula'],
    ['nova@1234', 'A senha deve conter pelo menos uma letra maiúscula'],
    ['Nova12345', 'A senha deve conter pelo menos um caractere especial'],
    ['Nova@Senha', 'A senha deve conter pelo menos um número'],
  ])('new password %j → %s', (newPassword, message) => {
    expect(
      fieldErrors(changePasswordSchema, { ...valid, newPassword, confirmPassword: newPassword }),
    ).toEqual({
      newPassword: message,
    });
  });

  it('shows every empty field at once', () => {
    expect(
      fieldErrors(changePasswordSchema, { currentPassword: '', newPassword: '', confirmPassword: '' }),
    ).toEqual({
      currentPassword: 'Senha atual é obrigatória',
      newPassword: 'A senha deve ter no mínimo 8 caracteres',
      confirmPassword: 'Confirme a nova senha',
    });
  });
});

describe('changePasswordErrorMessage', () => {
  it('wrong current password', () => {
    expect(changePasswordErrorMessage(new WrongCurrentPasswordError())).toBe('Senha atual incorreta');
  });

  it("a refusal of the Auth server follows with the catalogue's message for its code", () => {
    expect(
      changePasswordErrorMessage(new AuthApiError('New password should be different', 422, 'same_password')),
    ).toBe('Erro ao alterar senha: A nova senha deve ser diferente da senha atual.');
    expect(
      changePasswordErrorMessage(new AuthWeakPasswordError('Password is known to be weak', 422, [])),
    ).toBe(
      'Erro ao alterar senha: A senha não foi aceita: use letras maiúsculas e minúsculas, números e um destes caracteres especiais: ! @ # $ % ^ & *',
    );
  });

  it("anything else, never the server's own text", () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(changePasswordErrorMessage(new AuthApiError('Database error updating user', 500, undefined))).toBe(
      'Erro ao alterar senha',
    );
    expect(changePasswordErrorMessage(new Error('boom'))).toBe('Erro ao alterar senha');
    expect(logged).toHaveBeenCalledTimes(2);
    logged.mockRestore();
  });
});

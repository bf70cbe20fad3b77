import { describe, expect, it } from 'vitest';
import { fieldErrors } from '@/testing/field-errors';
import {
  changePasswordErrorMessage,
  changePasswordSchema,
  PasswordChangeError,
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

  it('a refusal of the Auth server carries its message', () => {
    expect(changePasswordErrorMessage(new PasswordChangeError('Password is known to be weak'))).toBe(
      'Erro ao alterar senha: Password is known to be weak',
    );
  });

  it('anything else', () => {
    expect(changePasswordErrorMessage(new PasswordChangeError(''))).toBe('Erro ao alterar senha');
    expect(changePasswordErrorMessage(new Error('boom'))).toBe('Erro ao alterar senha');
  });
});

import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { fieldErrors } from '@/testing/field-errors';
import { passwordField, passwordRules } from './password-rules';

const passwordSchema = z.object({ password: passwordField });

describe('password rules (spec §5)', () => {
  it('lists the rules in the order of the spec with their exact messages', () => {
    expect(passwordRules.map((rule) => rule.message)).toEqual([
      'A senha deve ter no mínimo 8 caracteres',
      'A senha deve conter pelo menos uma letra minúscula',
      'A senha deve conter pelo menos uma letra maiúscula',
      'A senha deve conter pelo menos um caractere especial',
    ]);
  });

  it.each([
    ['', 'A senha deve ter no mínimo 8 caracteres'],
    ['Ab@1', 'A senha deve ter no mínimo 8 caracteres'],
    ['ABCDEFG@', 'A senha deve conter pelo menos uma letra minúscula'],
    ['abcdefg@', 'A senha deve conter pelo menos uma letra maiúscula'],
    ['Abcdefgh', 'A senha deve conter pelo menos um caractere especial'],
    ['Abcdefg1', 'A senha deve conter pelo menos um caractere especial'],
  ])('%j → %s', (password, message) => {
    expect(fieldErrors(passwordSchema, { password })).toEqual({ password: message });
  });

  it('reports only the first failing rule', () => {
    const result = passwordSchema.safeParse({ password: 'abc' });
    expect(result.success).toBe(false);
    expect(result.error?.issues).toHaveLength(1);
    expect(result.error?.issues[0]?.message).toBe('A senha deve ter no mínimo 8 caracteres');
  });

  it.each(['Senha@123', 'Abcdefg!', 'Aluno@12345', 'Nova Senha1', 'Ção-Paulo1'])('accepts %j', (password) => {
    expect(passwordSchema.safeParse({ password }).success).toBe(true);
  });
});

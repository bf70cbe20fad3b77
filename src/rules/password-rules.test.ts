import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { fieldErrors } from '@/testing/field-errors';
import { firstPasswordError, passwordField, passwordHint, passwordRules } from './password-rules';

const passwordSchema = z.object({ password: passwordField });

const DIGIT_MESSAGE = 'A senha deve conter pelo menos um número';

describe('password rules (the four of the forms, plus the digit Supabase Auth demands)', () => {
  it("lists the spec's four rules in its order and texts, then the digit", () => {
    expect(passwordRules.map((rule) => rule.message)).toEqual([
      'A senha deve ter no mínimo 8 caracteres',
      'A senha deve conter pelo menos uma letra minúscula',
      'A senha deve conter pelo menos uma letra maiúscula',
      'A senha deve conter pelo menos um caractere especial',
      DIGIT_MESSAGE,
    ]);
  });

  it.each([
    ['', 'A senha deve ter no mínimo 8 caracteres'],
    ['Ab@1', 'A senha deve ter no mínimo 8 caracteres'],
    ['ABCDEFG@1', 'A senha deve conter pelo menos uma letra minúscula'],
    ['abcdefg@1', 'A senha deve conter pelo menos uma letra maiúscula'],
    ['Abcdefgh', 'A senha deve conter pelo menos um caractere especial'],
    ['Abcdefg1', 'A senha deve conter pelo menos um caractere especial'],
    ['Abcdefg!', DIGIT_MESSAGE],
    ['Senha@Forte', DIGIT_MESSAGE],
  ])('%j → %s', (password, message) => {
    expect(fieldErrors(passwordSchema, { password })).toEqual({ password: message });
  });

  it('checks the digit only after the four rules of the spec', () => {
    // Breaks every rule: the first one is shown.
    expect(firstPasswordError('')).toBe('A senha deve ter no mínimo 8 caracteres');
    // No digit and no special character: the special-character rule comes first.
    expect(firstPasswordError('Abcdefgh')).toBe('A senha deve conter pelo menos um caractere especial');
    // No digit and no upper case: the upper-case rule comes first.
    expect(firstPasswordError('abcdefg!')).toBe('A senha deve conter pelo menos uma letra maiúscula');
    // Short and without a digit: the length comes first.
    expect(firstPasswordError('Ab!')).toBe('A senha deve ter no mínimo 8 caracteres');
  });

  it('reports only the first failing rule', () => {
    const result = passwordSchema.safeParse({ password: 'abc' });
    expect(result.success).toBe(false);
    expect(result.error?.issues).toHaveLength(1);
    expect(result.error?.issues[0]?.message).toBe('A senha deve ter no mínimo 8 caracteres');
  });

  it.each(['Senha@123', 'Abcdefg!1', 'Aluno@12345', 'Nova Senha1', 'Ção-Paulo1'])(
    'accepts %j',
    (password) => {
      expect(passwordSchema.safeParse({ password }).success).toBe(true);
    },
  );

  it('the hint names every rule, the digit too', () => {
    expect(passwordHint).toBe(
      'Mínimo de 8 caracteres, com letra minúscula, letra maiúscula, caractere especial e número.',
    );
  });
});

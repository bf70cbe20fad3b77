import { describe, expect, it } from 'vitest';
import { fieldErrors } from '@/testing/field-errors';
import { signInSchema } from './sign-in';

describe('signInSchema', () => {
  it('needs a valid e-mail and a password', () => {
    expect(fieldErrors(signInSchema, { email: 'x', password: '' })).toEqual({
      email: 'Email inválido',
      password: 'Informe sua senha',
    });
  });

  it('does not apply the new-password rules to an existing password', () => {
    expect(signInSchema.safeParse({ email: 'aluno@trilhacloud.dev', password: 'abc' }).success).toBe(true);
  });
});

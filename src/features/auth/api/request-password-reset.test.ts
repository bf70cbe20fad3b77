import { describe, expect, it } from 'vitest';
import { fieldErrors } from '@/testing/field-errors';
import { forgotPasswordSchema } from './request-password-reset';

describe('forgotPasswordSchema', () => {
  it('needs a valid e-mail', () => {
    expect(fieldErrors(forgotPasswordSchema, { email: '' })).toEqual({ email: 'Email inválido' });
    expect(fieldErrors(forgotPasswordSchema, { email: 'aluno@trilhacloud.dev' })).toEqual({});
  });
});

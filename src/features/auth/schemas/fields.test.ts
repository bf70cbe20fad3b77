import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { emailField } from './fields';
import { fieldErrors } from '@/testing/field-errors';

const emailSchema = z.object({ email: emailField });

describe('email', () => {
  it.each(['', 'aluno', 'aluno@', '@trilhacloud.dev', 'aluno@trilha', 'a b@trilhacloud.dev'])(
    'rejects %j with "Email inválido"',
    (email) => {
      expect(fieldErrors(emailSchema, { email })).toEqual({ email: 'Email inválido' });
    },
  );

  it('accepts a valid address and ignores surrounding spaces', () => {
    expect(emailSchema.parse({ email: '  aluno@trilhacloud.dev ' })).toEqual({
      email: 'aluno@trilhacloud.dev',
    });
  });
});

import { describe, expect, it } from 'vitest';
import { parseCreateTeacherBody, REQUIRED_FIELDS_MESSAGE } from './validate.ts';

const valid = { email: ' Prof@Trilha.dev ', password: 'Senha@Forte1', fullName: ' Ana Souza ' };

describe('parseCreateTeacherBody', () => {
  it('accepts the required fields, trims them and lower-cases the e-mail', () => {
    expect(parseCreateTeacherBody({ ...valid, phone: '', bio: ' Bio ', specialization: null })).toEqual({
      data: {
        email: 'prof@trilha.dev',
        password: 'Senha@Forte1',
        fullName: 'Ana Souza',
        phone: null,
        bio: 'Bio',
        specialization: null,
        courseId: null,
      },
    });
  });

  it('refuses a body that is not an object', () => {
    for (const body of [null, 'x', 42, []]) {
      expect(parseCreateTeacherBody(body)).toEqual({ error: 'Corpo da requisição inválido' });
    }
  });

  it('asks for every required field with the spec message', () => {
    for (const missing of ['email', 'password', 'fullName'] as const) {
      expect(parseCreateTeacherBody({ ...valid, [missing]: '  ' })).toEqual({
        error: REQUIRED_FIELDS_MESSAGE,
      });
    }
  });

  it('checks the e-mail, the password rules and the course id', () => {
    expect(parseCreateTeacherBody({ ...valid, email: 'sem-arroba' })).toEqual({ error: 'Email inválido' });
    expect(parseCreateTeacherBody({ ...valid, password: 'Curta@1' })).toEqual({
      error: 'A senha deve ter no mínimo 8 caracteres',
    });
    expect(parseCreateTeacherBody({ ...valid, password: 'semmaiuscula@1' })).toEqual({
      error: 'A senha deve conter pelo menos uma letra maiúscula',
    });
    expect(parseCreateTeacherBody({ ...valid, password: 'SemEspecial1' })).toEqual({
      error: 'A senha deve conter pelo menos um caractere especial',
    });
    // The digit rule comes after the other four: a password breaking both reports the earlier rule.
    expect(parseCreateTeacherBody({ ...valid, password: 'SemNumero@' })).toEqual({
      error: 'A senha deve conter pelo menos um número',
    });
    expect(parseCreateTeacherBody({ ...valid, password: 'SemNumeroNemEspecial' })).toEqual({
      error: 'A senha deve conter pelo menos um caractere especial',
    });
    expect(parseCreateTeacherBody({ ...valid, courseId: 'abc' })).toEqual({ error: 'Curso inválido' });
  });

  it('ignores any role or id sent in the body', () => {
    const parsed = parseCreateTeacherBody({ ...valid, role: 'administrador', user_id: 'x' });
    expect(parsed).not.toHaveProperty('data.role');
    expect(parsed).not.toHaveProperty('data.user_id');
  });
});

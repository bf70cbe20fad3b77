import { describe, expect, it } from 'vitest';
import { parseCreateTeacherBody } from './validate.ts';

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
      expect(parseCreateTeacherBody(body)).toEqual({ code: 'invalid_body' });
    }
  });

  it('asks for every required field (required_fields_missing)', () => {
    for (const missing of ['email', 'password', 'fullName'] as const) {
      expect(parseCreateTeacherBody({ ...valid, [missing]: '  ' })).toEqual({
        code: 'required_fields_missing',
      });
    }
  });

  it('checks the e-mail, the password rules and the course id', () => {
    expect(parseCreateTeacherBody({ ...valid, email: 'sem-arroba' })).toEqual({ code: 'invalid_email' });
    expect(parseCreateTeacherBody({ ...valid, password: 'Curta@1' })).toEqual({
      code: 'password_too_short',
    });
    expect(parseCreateTeacherBody({ ...valid, password: 'semmaiuscula@1' })).toEqual({
      code: 'password_needs_uppercase',
    });
    expect(parseCreateTeacherBody({ ...valid, password: 'SemEspecial1' })).toEqual({
      code: 'password_needs_special',
    });
    // The digit rule comes after the other four: a password breaking both reports the earlier rule.
    expect(parseCreateTeacherBody({ ...valid, password: 'SemNumero@' })).toEqual({
      code: 'password_needs_digit',
    });
    expect(parseCreateTeacherBody({ ...valid, password: 'SemNumeroNemEspecial' })).toEqual({
      code: 'password_needs_special',
    });
    expect(parseCreateTeacherBody({ ...valid, courseId: 'abc' })).toEqual({ code: 'invalid_course_id' });
  });

  it('ignores any role or id sent in the body', () => {
    const parsed = parseCreateTeacherBody({ ...valid, role: 'administrador', user_id: 'x' });
    expect(parsed).not.toHaveProperty('data.role');
    expect(parsed).not.toHaveProperty('data.user_id');
  });
});

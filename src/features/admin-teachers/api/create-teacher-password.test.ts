import { describe, expect, it } from 'vitest';
import { fieldErrors } from '@/testing/field-errors';
import { createTeacherSchema } from './create-teacher';

const valid = {
  fullName: 'Ana Professora',
  email: 'ana@trilhacloud.dev',
  password: 'Inicial@123',
  phone: '',
  specializationCourseId: '',
  courseId: '',
  bio: '',
};

describe("create teacher: the initial password follows every form's rules", () => {
  it.each([
    ['curta@1', 'A senha deve ter no mínimo 8 caracteres'],
    ['INICIAL@123', 'A senha deve conter pelo menos uma letra minúscula'],
    ['inicial@123', 'A senha deve conter pelo menos uma letra maiúscula'],
    ['Inicial123', 'A senha deve conter pelo menos um caractere especial'],
    ['Inicial@abc', 'A senha deve conter pelo menos um número'],
  ])('%j → %s', (password, message) => {
    expect(fieldErrors(createTeacherSchema, { ...valid, password })).toEqual({ password: message });
  });

  it('accepts a password that follows them all', () => {
    expect(fieldErrors(createTeacherSchema, valid)).toEqual({});
  });
});

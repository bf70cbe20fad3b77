import { describe, expect, it } from 'vitest';
import {
  CreateTeacherError,
  createTeacherErrorMessage,
  createTeacherSchema,
  DUPLICATE_EMAIL_MESSAGE,
  REQUIRED_FIELDS_MESSAGE,
} from './create-teacher';
import { parseTeachers, toTeacher } from './get-teachers';

describe('create teacher', () => {
  it('maps the function errors to the pt-BR messages', () => {
    expect(createTeacherErrorMessage(new CreateTeacherError('Um usuário com este email já existe'))).toBe(
      DUPLICATE_EMAIL_MESSAGE,
    );
    expect(createTeacherErrorMessage(new CreateTeacherError('User already registered'))).toBe(
      DUPLICATE_EMAIL_MESSAGE,
    );
    expect(createTeacherErrorMessage(new CreateTeacherError('Acesso negado'))).toBe('Acesso negado');
    expect(createTeacherErrorMessage(new CreateTeacherError(''))).toBe('Erro ao cadastrar professor');
    expect(createTeacherErrorMessage(new TypeError('Failed to fetch'))).toBe(
      'Erro inesperado ao cadastrar professor',
    );
  });

  it('requires name, e-mail and password with the spec message', () => {
    const result = createTeacherSchema.safeParse({
      fullName: '',
      email: '',
      password: '',
      phone: '',
      specializationCourseId: '',
      courseId: '',
      bio: '',
    });
    expect(result.success ? [] : result.error.issues.map((issue) => issue.message)).toEqual([
      REQUIRED_FIELDS_MESSAGE,
      REQUIRED_FIELDS_MESSAGE,
      REQUIRED_FIELDS_MESSAGE,
    ]);
  });

  it('reads a teacher row: record or defaults', () => {
    const row = { id: 't', full_name: 'Ana', email: 'a@b.c', bio: null, specialization: null, courses: [] };
    expect(toTeacher({ ...row, status: null })).toEqual({
      id: 't',
      fullName: 'Ana',
      email: 'a@b.c',
      bio: null,
      specialization: null,
      status: 'ativo',
      hasRecord: false,
      courses: [],
    });
    expect(toTeacher({ ...row, status: 'suspenso' })).toMatchObject({ status: 'suspenso', hasRecord: true });
  });

  it('a page of teachers must carry the fields the table shows', () => {
    const page = { total: 1, page: 1, page_size: 25 };
    const row = { id: 't', full_name: 'Ana', email: null, bio: null, specialization: null, status: 'ativo' };
    expect(
      parseTeachers({ ...page, rows: [{ ...row, courses: [{ id: '1', title: 'Alfa' }] }] }).rows,
    ).toEqual([expect.objectContaining({ fullName: 'Ana', courses: [{ id: '1', title: 'Alfa' }] })]);
    expect(() => parseTeachers({ ...page, rows: [row] })).toThrow(/admin_list_teachers: rows\.0\.courses/);
    expect(() => parseTeachers({ ...page, rows: [{ ...row, courses: [], status: 'férias' }] })).toThrow(
      /rows\.0\.status/,
    );
  });
});

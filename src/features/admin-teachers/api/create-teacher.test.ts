import { describe, expect, it, vi } from 'vitest';
import { ReasonCodeError, userMessage } from '@/lib/errors/user-message';
import { createTeacherSchema, EMPTY_CREATE_TEACHER_FORM, REQUIRED_FIELDS_MESSAGE } from './create-teacher';
import { parseTeachers, toTeacher } from './get-teachers';

describe('create teacher', () => {
  it("reads the function's codes as the catalogue's messages", () => {
    const show = (code: string) => userMessage(new ReasonCodeError(code), 'Erro ao cadastrar professor');
    expect(show('teacher_email_taken')).toBe('Este email já está cadastrado no sistema');
    expect(show('admin_only')).toBe('Acesso negado');
    expect(show('teacher_unexpected_failure')).toBe('Erro inesperado ao cadastrar professor');
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(show('')).toBe('Erro ao cadastrar professor');
    expect(logged).toHaveBeenCalledOnce();
    logged.mockRestore();
  });

  it('requires name, e-mail and password with the spec message', () => {
    const result = createTeacherSchema.safeParse(EMPTY_CREATE_TEACHER_FORM);
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

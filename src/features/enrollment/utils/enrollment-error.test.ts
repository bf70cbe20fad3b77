import { describe, expect, it } from 'vitest';
import { classifyEnrollmentError } from './enrollment-error';
import { enrollmentMessages } from './messages';

describe('classifyEnrollmentError', () => {
  it("reads a duplicate enrolment: the RPC's code or the unique constraint", () => {
    expect(classifyEnrollmentError({ code: '23505', message: 'already_enrolled' })).toBe('already-enrolled');
    const parallel = {
      code: '23505',
      message: 'duplicate key value violates unique constraint "enrollments_user_id_course_id_key"',
    };
    expect(classifyEnrollmentError(parallel)).toBe('already-enrolled');
    expect(classifyEnrollmentError({ code: '23505', message: 'duplicate key value' })).toBe('failed');
  });

  it('reads a course without lessons', () => {
    expect(classifyEnrollmentError({ code: 'P0001', message: 'course_without_lessons' })).toBe('no-lessons');
  });

  it('treats anything else as a failure', () => {
    expect(classifyEnrollmentError({ code: 'P0001', message: 'course_not_available' })).toBe('failed');
    expect(classifyEnrollmentError(new TypeError('Failed to fetch'))).toBe('failed');
    expect(classifyEnrollmentError(null)).toBe('failed');
  });
});

describe('enrolment messages', () => {
  it('are the exact texts', () => {
    expect(enrollmentMessages).toEqual({
      signInRequired: 'Faça login para se inscrever no curso',
      alreadyEnrolled: 'Você já está inscrito neste curso!',
      enrolled: 'Inscrição realizada com sucesso!',
      failed: 'Erro ao realizar inscrição. Tente novamente.',
      noLessons: 'Curso não possui aulas cadastradas',
    });
  });
});

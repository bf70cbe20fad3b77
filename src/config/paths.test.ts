import { describe, expect, it } from 'vitest';
import { isProtectedPath, paths } from './paths';

describe('paths', () => {
  it('builds parameterised routes', () => {
    expect(paths.course('aws')).toBe('/course/aws');
    expect(paths.lesson('c1', 'l1')).toBe('/course/c1/lesson/l1');
    expect(paths.admin.courseEnrollments('c1')).toBe('/admin/courses/c1/enrollments');
    expect(paths.lessonQuestion('c1', 'l1', 'q1')).toBe('/course/c1/lesson/l1?pergunta=q1#perguntas');
    expect(paths.teacherCourse('c1')).toBe('/dashboard/cursos/c1');
  });

  it('knows which screens need a session', () => {
    for (const path of [
      '/dashboard',
      '/dashboard/cursos/c1',
      '/notificacoes',
      '/profile',
      '/admin',
      '/admin/users',
      '/course/c1/lesson/l1',
    ]) {
      expect(isProtectedPath(path), path).toBe(true);
    }
    for (const path of [
      '/',
      '/courses',
      '/course/aws',
      '/books',
      '/pricing',
      '/auth',
      '/privacidade',
      '/termos',
    ]) {
      expect(isProtectedPath(path), path).toBe(false);
    }
  });
});

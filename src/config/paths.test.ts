import { describe, expect, it } from 'vitest';
import { isProtectedPath, paths } from './paths';

describe('paths', () => {
  it('builds parameterised routes', () => {
    expect(paths.course('aws')).toBe('/course/aws');
    expect(paths.coursesByTopic('devops')).toBe('/courses?tema=devops');
    expect(paths.admin.courseContent('c1')).toBe('/admin/lessons?curso=c1');
    expect(paths.lesson('c1', 'l1')).toBe('/course/c1/lesson/l1');
    expect(paths.admin.courseEnrollments('c1')).toBe('/admin/courses/c1/enrollments');
    expect(paths.lessonQuestion('c1', 'l1', 'q1')).toBe('/course/c1/lesson/l1?pergunta=q1#perguntas');
    expect(paths.teacherCourse('c1')).toBe('/dashboard/cursos/c1');
    expect(paths.certificate('TC-7K2M-9QX4-HZ8B')).toBe('/certificado/TC-7K2M-9QX4-HZ8B');
    expect(paths.certificate('<a b>/?')).toBe('/certificado/%3Ca%20b%3E%2F%3F');
    expect(paths.checkout('course', 'c1')).toBe('/checkout/curso/c1');
    expect(paths.checkout('book', 'b1')).toBe('/checkout/livro/b1');
    expect(paths.checkout('plan', 'p1')).toBe('/checkout/plano/p1');
    expect(paths.payment('o1')).toBe('/pagamento?pedido=o1');
    expect(paths.receipt('o1')).toBe('/minhas-compras/o1');
  });

  it('knows which screens need a session', () => {
    for (const path of [
      '/dashboard',
      '/dashboard/cursos/c1',
      '/notificacoes',
      '/profile',
      '/meus-certificados',
      '/admin',
      '/admin/users',
      '/course/c1/lesson/l1',
      '/course/c1/pratica/e1',
      '/checkout/curso/c1',
      '/checkout/livro/b1',
      '/checkout/plano/p1',
      '/pagamento',
      '/minhas-compras',
      '/minhas-compras/o1',
      '/minha-assinatura',
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
      '/certificado',
      '/certificado/TC-7K2M-9QX4-HZ8B',
      '/checkout',
      '/checkout/outro/c1',
      '/pagamento/o1',
    ]) {
      expect(isProtectedPath(path), path).toBe(false);
    }
  });
});

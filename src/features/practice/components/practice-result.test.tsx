import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import type { GradeResult } from '../api/practice-schemas';
import { PracticeResult } from './practice-result';

const courseId = 'c0000000-0000-4000-8000-000000000001';
const lessonId = 'l0000000-0000-4000-8000-000000000002';

const result: GradeResult = {
  passed: false,
  parse_error: null,
  checks: [
    {
      id: 'ler-relatorios',
      label: 'Ler um relatório de 2026',
      passed: true,
      explanation: null,
      detail: null,
      lesson_id: lessonId,
      lesson_second: 754,
    },
    {
      id: 'sem-escrita',
      label: 'Não apagar relatórios',
      passed: false,
      explanation: 'Sua política permite s3:DeleteObject. Troque s3:* pelas ações de leitura.',
      detail: 'Pedido: negado. Sua política: permitido.',
      lesson_id: lessonId,
      lesson_second: 754,
    },
    {
      id: 'sem-curinga',
      label: 'Nenhuma ação com curinga',
      passed: false,
      explanation: 'Evite "s3:*": liste as ações.',
      detail: null,
      lesson_id: lessonId,
      lesson_second: null,
    },
  ],
};

const renderResult = (value: GradeResult) =>
  render(
    <MemoryRouter>
      <PracticeResult courseId={courseId} result={value} heading="Resultado da correção" />
    </MemoryRouter>,
  );

describe('the result panel', () => {
  it('lists every check, passed or failed, and explains only the failed ones', () => {
    renderResult(result);
    expect(screen.getByRole('heading', { name: 'Resultado da correção' })).toBeTruthy();
    expect(screen.getByText('1 de 3 verificações passaram.')).toBeTruthy();
    const checks = within(screen.getByRole('list', { name: 'Verificações' })).getAllByRole('article');
    expect(checks).toHaveLength(3);

    const passed = screen.getByRole('article', { name: 'Passou: Ler um relatório de 2026' });
    expect(within(passed).queryByRole('link')).toBeNull();

    const failed = screen.getByRole('article', { name: 'Falhou: Não apagar relatórios' });
    expect(within(failed).getByText(/Troque s3:\* pelas ações de leitura/)).toBeTruthy();
    expect(within(failed).getByText('Pedido: negado. Sua política: permitido.')).toBeTruthy();
    const review = within(failed).getByRole('link', { name: 'Rever na aula (12:34)' });
    expect(review.getAttribute('href')).toBe(`/course/${courseId}/lesson/${lessonId}?t=754`);
  });

  it("says 'Rever na aula' without a second when the check names none", () => {
    renderResult(result);
    const failed = screen.getByRole('article', { name: 'Falhou: Nenhuma ação com curinga' });
    const review = within(failed).getByRole('link', { name: 'Rever na aula' });
    expect(review.getAttribute('href')).toBe(`/course/${courseId}/lesson/${lessonId}`);
  });

  it('says where a submission could not be read, and lists no checks', () => {
    renderResult({
      passed: false,
      parse_error: { message: 'Esperava "," ou "}" depois do valor.', line: 3, column: 14 },
      checks: [],
    });
    expect(screen.getByText('Não foi possível ler sua solução.')).toBeTruthy();
    expect(screen.getByText(/Linha 3, coluna 14: Esperava "," ou "}" depois do valor\./)).toBeTruthy();
    expect(screen.queryByRole('list', { name: 'Verificações' })).toBeNull();
  });

  it('says when every check passed', () => {
    renderResult({
      passed: true,
      parse_error: null,
      checks: result.checks.map((check) => ({ ...check, passed: true, explanation: null })),
    });
    expect(screen.getByText('Todas as 3 verificações passaram.')).toBeTruthy();
    expect(screen.queryAllByRole('link')).toHaveLength(0);
  });
});

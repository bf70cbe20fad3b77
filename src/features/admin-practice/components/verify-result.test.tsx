// What 'Testar com a solução' shows: the spec's problems, both solutions' checks with what the
// grader saw, and whether each solution behaved as it must.
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { GradeResult } from '../api/exercise-schemas';
import type { PracticeLesson } from '../api/get-course-lessons';
import { solutionVerdict, VerifyResult } from './verify-result';

const lessons: PracticeLesson[] = [
  { id: 'l1', title: 'Políticas do S3', moduleNumber: 2, moduleTitle: 'Armazenamento' },
];

const check = (id: string, passed: boolean, detail: string | null = null) => ({
  id,
  label: `Verificação ${id}`,
  passed,
  explanation: passed ? null : `Explicação de ${id}`,
  detail,
  lesson_id: passed ? null : 'l1',
  lesson_second: passed ? null : 754,
});

const passing: GradeResult = {
  passed: true,
  parse_error: null,
  checks: [check('a', true), check('b', true)],
};
const failing: GradeResult = {
  passed: false,
  parse_error: null,
  checks: [check('a', true), check('b', false, 'Pedido: negado. Sua política: permitido.')],
};

describe('VerifyResult', () => {
  it('shows a verified exercise: the model passes every check, the wrong one fails one', () => {
    render(
      <VerifyResult
        answer={{ problems: [], solution: passing, wrong_solution: failing, verified: true }}
        lessons={lessons}
      />,
    );
    expect(screen.getByRole('status').textContent).toBe(
      'Prática verificada: a solução modelo passa e a solução errada falha. Ela já pode ser publicada.',
    );
    const model = within(screen.getByRole('region', { name: 'Solução modelo' }));
    expect(model.getByText('Passou em todas as verificações (2 de 2), como esperado.')).toBeTruthy();
    expect(model.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Passou: Verificação a',
      'Passou: Verificação b',
    ]);
    const wrong = within(screen.getByRole('region', { name: 'Solução errada' }));
    expect(wrong.getByText('Falhou em 1 verificação de 2, como esperado.')).toBeTruthy();
    expect(wrong.getAllByRole('listitem')[1]!.textContent).toBe(
      'Falhou: Verificação bPedido: negado. Sua política: permitido.Explicação de bRever na aula: Políticas do S3 (12:34)',
    );
    expect(screen.queryByRole('region', { name: 'Problemas da especificação' })).toBeNull();
  });

  it("lists the spec's problems and says why it is not verified", () => {
    render(
      <VerifyResult
        answer={{
          problems: ['Cenário 1: "expect" deve ser "allow" ou "deny".', 'Regra 2: id repetido.'],
          solution: failing,
          wrong_solution: passing,
          verified: false,
        }}
        lessons={lessons}
      />,
    );
    expect(screen.getByRole('status').textContent).toBe(
      'Prática não verificada: corrija o que está abaixo, salve e teste de novo.',
    );
    const problems = within(screen.getByRole('region', { name: 'Problemas da especificação' }));
    expect(problems.getByRole('heading').textContent).toBe('A especificação tem 2 problemas');
    expect(problems.getAllByRole('listitem')).toHaveLength(2);
    expect(
      within(screen.getByRole('region', { name: 'Solução modelo' })).getByText(
        'Falhou em 1 verificação de 2: ela deveria passar em todas.',
      ),
    ).toBeTruthy();
    expect(
      within(screen.getByRole('region', { name: 'Solução errada' })).getByText(
        'Passou em todas as verificações: a especificação não pega o erro que a solução errada mostra.',
      ),
    ).toBeTruthy();
  });

  it('shows where a solution could not be read', () => {
    const unreadable: GradeResult = {
      passed: false,
      parse_error: { message: 'Esperava uma vírgula.', line: 4, column: 7 },
      checks: [],
    };
    render(
      <VerifyResult
        answer={{ problems: [], solution: unreadable, wrong_solution: unreadable, verified: false }}
        lessons={lessons}
      />,
    );
    expect(screen.getByText('Não pôde ser lida: corrija a solução modelo.')).toBeTruthy();
    expect(screen.getByText('Não pôde ser lida, então não é aceita, como esperado.')).toBeTruthy();
    expect(screen.getAllByText('Linha 4, coluna 7: Esperava uma vírgula.')).toHaveLength(2);
  });

  it('asks a model solution to pass at least one check', () => {
    expect(solutionVerdict({ passed: false, parse_error: null, checks: [] }, 'pass')).toEqual({
      ok: false,
      text: 'Nenhuma verificação foi feita: a especificação não tem verificações.',
    });
  });
});

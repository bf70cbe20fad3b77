import { describe, expect, it } from 'vitest';
import type { PracticeStatistics } from '../api/get-practice-statistics';
import { formatPercent, practiceExercisesCsv, stuckChecks } from './practice-figures';

const exercise = (id: string, checks: PracticeStatistics['exercises'][number]['checks']) => ({
  id,
  title: `Prática ${id}`,
  kind: 'iam_policy' as const,
  published: true,
  lesson_title: 'Políticas do S3',
  module_number: 2,
  learners: 4,
  passed: 1,
  pass_rate: 25,
  attempts: 9,
  checks,
});

const statistics: PracticeStatistics = {
  exercises: [
    exercise('a', [
      { id: 'ler', label: 'Ler os relatórios', attempts: 9, passed: 8, pass_rate: 89 },
      { id: 'curinga', label: 'Sem curinga', attempts: 9, passed: 3, pass_rate: 33 },
    ]),
    exercise('b', [
      { id: 'porta', label: null, attempts: 3, passed: 1, pass_rate: 33 },
      { id: 'nunca', label: 'Sem envios', attempts: 0, passed: 0, pass_rate: 0 },
    ]),
  ],
};

describe('practice figures', () => {
  it('puts the checks the class fails most first, across exercises', () => {
    expect(
      stuckChecks(statistics).map((check) => [check.label, check.exerciseTitle, check.passRate]),
    ).toEqual([
      ['Sem curinga', 'Prática a', 33],
      ['porta', 'Prática b', 33],
      ['Ler os relatórios', 'Prática a', 89],
    ]);
  });

  it("writes the database's rates as they are", () => {
    expect(formatPercent(null)).toBe('—');
    expect(formatPercent(72)).toBe('72%');
    expect(practiceExercisesCsv(statistics).split(/\r?\n/)[1]).toBe(
      'Prática a;Módulo 2 · Políticas do S3;Sim;4;1;25;9',
    );
  });
});

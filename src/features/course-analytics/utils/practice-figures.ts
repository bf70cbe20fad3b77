// The course's practice figures as the analytics screen lays them out: 'Onde a turma trava' puts
// every check of every exercise in one list, the checks the class fails most first. The counts and
// rates are the database's (get_practice_statistics); only their order is decided here.
import { toCsv } from '@/utils/csv';
import type { PracticeStatistics } from '../api/get-practice-statistics';

export interface StuckCheck {
  /** Unique on the screen: the exercise's id and the check's. */
  key: string;
  label: string;
  exerciseTitle: string;
  attempts: number;
  passed: number;
  /** Whole percentage, as the database rounded it. */
  passRate: number;
}

/** Every check with graded attempts, the lowest share of passes first (more attempts first on a tie). */
export function stuckChecks(statistics: PracticeStatistics): StuckCheck[] {
  return statistics.exercises
    .flatMap((exercise) =>
      exercise.checks
        .filter((check) => check.attempts > 0)
        .map((check) => ({
          key: `${exercise.id}:${check.id}`,
          label: check.label ?? check.id,
          exerciseTitle: exercise.title,
          attempts: check.attempts,
          passed: check.passed,
          passRate: check.pass_rate,
        })),
    )
    .sort((a, b) => a.passed / a.attempts - b.passed / b.attempts || b.attempts - a.attempts);
}

/** 'Módulo 2 · Políticas do S3': where an exercise sits in the course. */
export function exercisePlace(exercise: PracticeStatistics['exercises'][number]): string {
  return `Módulo ${exercise.module_number} · ${exercise.lesson_title}`;
}

/** 72 → '72%'; null (nobody counted yet) → '—'. */
export function formatPercent(rate: number | null): string {
  return rate === null ? '—' : `${rate}%`;
}

export function practiceExercisesCsv(statistics: PracticeStatistics): string {
  return toCsv(
    ['Prática', 'Onde', 'Publicada', 'Tentaram', 'Passaram', '% de aprovação', 'Envios corrigidos'],
    statistics.exercises.map((exercise) => [
      exercise.title,
      exercisePlace(exercise),
      exercise.published ? 'Sim' : 'Não',
      exercise.learners,
      exercise.passed,
      exercise.pass_rate,
      exercise.attempts,
    ]),
  );
}

export function stuckChecksCsv(statistics: PracticeStatistics): string {
  return toCsv(
    ['Verificação', 'Prática', 'Envios corrigidos', 'Passaram', '% de acerto'],
    stuckChecks(statistics).map((check) => [
      check.label,
      check.exerciseTitle,
      check.attempts,
      check.passed,
      check.passRate,
    ]),
  );
}

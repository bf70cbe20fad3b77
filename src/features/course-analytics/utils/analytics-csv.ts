// The CSV files of a course's analytics, one per figure (the shared writer in src/utils/csv.ts:
// ';', decimal comma, formulas made inert). Shares are written as percentages with a decimal
// comma ('75,1'), so a spreadsheet adds and charts them as numbers.
import { toCsv } from '@/utils/csv';
import type { CourseAnalytics } from '../api/get-course-analytics';
import { funnelSteps } from './analytics-figures';

/** 0.75125 → 75.1 (a percentage with one decimal, as the screen shows it). */
function percentage(share: number): number {
  return Math.round(share * 1000) / 10;
}

export function funnelCsv(analytics: CourseAnalytics): string {
  return toCsv(
    ['Etapa', 'Alunos', '% dos matriculados'],
    funnelSteps(analytics.funnel).map((step) => [step.label, step.learners, percentage(step.share)]),
  );
}

export function lessonsCsv(analytics: CourseAnalytics): string {
  return toCsv(
    [
      'Posição',
      'Módulo',
      'Aula',
      'Alcançaram',
      '% alcançaram',
      'Assistiram até o fim',
      '% assistiram até o fim',
      'Pararam depois desta aula (14+ dias)',
    ],
    analytics.lessons.map((lesson) => [
      lesson.position,
      lesson.module_title,
      lesson.title,
      lesson.reached,
      percentage(lesson.reached_share),
      lesson.watched_to_end,
      percentage(lesson.watched_to_end_share),
      lesson.stopped_after,
    ]),
  );
}

export function stopAfterCsv(analytics: CourseAnalytics): string {
  return toCsv(
    ['Posição', 'Aula', 'Alunos parados há 14+ dias'],
    analytics.stop_after.map((lesson) => [lesson.position, lesson.title, lesson.learners]),
  );
}

export function quizQuestionsCsv(analytics: CourseAnalytics): string {
  return toCsv(
    ['Questão', 'Onde', 'Respostas', 'Acertos', '% de acerto'],
    analytics.quiz_questions.map((question) => [
      question.prompt,
      questionPlace(question),
      question.answered,
      question.correct,
      question.correct_share === null ? null : percentage(question.correct_share),
    ]),
  );
}

/** Where a bank question is used: its module's quiz, or the simulado. */
export function questionPlace(question: CourseAnalytics['quiz_questions'][number]): string {
  if (question.in_practice_exam) return 'Simulado';
  return question.module_title ?? 'Sem módulo';
}

/** 'analise-funil-2026-11-26.csv' — the figure and the day (São Paulo) it was saved. */
export function analyticsCsvFileName(figure: string, day: string): string {
  return `analise-${figure}-${day}.csv`;
}

import type { PointReason } from '../api/list-my-points';

/** What earned the points, as the learner reads it in 'Meus pontos'. */
export const POINT_REASON_LABELS: Record<PointReason, string> = {
  lesson_finished: 'Aula assistida até o fim',
  quiz_passed: 'Quiz aprovado',
  exam_passed: 'Simulado aprovado',
  answer_solution: 'Resposta marcada como solução',
  course_review: 'Avaliação do curso',
  exercise_passed: 'Prática concluída',
};

/**
 * The rule of each reason as private.award_points and its triggers apply it (docs/engagement.md,
 * 'Points'): once per person and subject, ever; never taken back.
 */
export const POINT_REASON_RULES: Record<PointReason, string> = {
  lesson_finished:
    'Aula assistida até o fim: concluída e com pelo menos 90% do vídeo assistido de verdade (avançar o vídeo não conta; só marcar como concluída também não).',
  quiz_passed:
    'Quiz do módulo aprovado: a primeira aprovação de cada módulo, mesmo depois de tentativas reprovadas.',
  exam_passed: 'Simulado aprovado: a primeira aprovação no simulado de cada curso.',
  answer_solution:
    'Resposta marcada como solução por um professor do curso: não vale na sua própria pergunta nem em respostas dadas como professor.',
  course_review: 'Avaliação do curso: a primeira que você escreve em cada curso.',
  exercise_passed:
    'Prática concluída: a primeira aprovação em cada prática, desde que você não tenha desistido e visto a solução antes.',
};

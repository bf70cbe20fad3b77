import type { PointReason } from '../api/list-my-points';

/** What earned the points, as the learner reads it in 'Meus pontos'. */
export const POINT_REASON_LABELS: Record<PointReason, string> = {
  lesson_finished: 'Aula assistida até o fim',
  quiz_passed: 'Quiz aprovado',
  exam_passed: 'Simulado aprovado',
  answer_solution: 'Resposta marcada como solução',
  course_review: 'Avaliação do curso',
};

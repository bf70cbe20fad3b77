// The sections of a course's assessments in the back office, in the row under the course's title:
// the question bank's screen shows the first three (?aba=), the practice screen the last. One list,
// so both screens show the same row.
import { paths } from './paths';

/** The question bank's sections, for reading ?aba= (an unknown one is the questions). */
export const QUESTION_BANK_SECTIONS = ['configuracoes', 'estatisticas'] as const;

/** The question bank's own sections (null: the questions) and the practice screen. */
export type AssessmentSection = null | (typeof QUESTION_BANK_SECTIONS)[number] | 'praticas';

const SECTIONS: readonly { id: AssessmentSection; label: string }[] = [
  { id: null, label: 'Questões' },
  { id: 'configuracoes', label: 'Configurações' },
  { id: 'estatisticas', label: 'Estatísticas' },
  { id: 'praticas', label: 'Práticas' },
];

/** The row's links, `current` marked. */
export function assessmentSectionTabs(courseId: string, current: AssessmentSection) {
  return SECTIONS.map(({ id, label }) => ({
    label,
    to:
      id === 'praticas'
        ? paths.admin.coursePractice(courseId)
        : id
          ? paths.admin.courseAssessments(courseId, id)
          : paths.admin.courseAssessments(courseId),
    current: id === current,
  }));
}

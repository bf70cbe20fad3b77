import { Badge } from '@/components/ui/badge';
import type { QuestionSummary } from '../api/list-lesson-questions';

type QuestionStanding = Pick<
  QuestionSummary,
  'is_resolved' | 'is_hidden' | 'answer_count' | 'teacher_answered'
>;

/** Where a question stands: hidden, resolved, answered by the teacher, or still without an answer. */
export function QuestionBadges({ question }: { question: QuestionStanding }) {
  return (
    <span className="flex flex-wrap gap-1.5">
      {question.is_hidden && <Badge variant="warning">Oculta para os alunos</Badge>}
      {question.is_resolved && <Badge variant="success">Resolvida</Badge>}
      {question.teacher_answered && <Badge variant="brand">Respondida pelo professor</Badge>}
      {question.answer_count === 0 && <Badge variant="warning">Sem resposta</Badge>}
    </span>
  );
}

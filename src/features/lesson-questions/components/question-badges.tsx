import { Badge } from '@/components/ui/badge';

interface QuestionBadgesProps {
  isResolved: boolean;
  isHidden: boolean;
  answerCount: number;
  teacherAnswered: boolean;
}

/** Where a question stands: hidden, resolved, answered by the teacher, or still without an answer. */
export function QuestionBadges({ isResolved, isHidden, answerCount, teacherAnswered }: QuestionBadgesProps) {
  return (
    <span className="flex flex-wrap gap-1.5">
      {isHidden && <Badge variant="warning">Oculta para os alunos</Badge>}
      {isResolved && <Badge variant="success">Resolvida</Badge>}
      {teacherAnswered && <Badge variant="brand">Respondida pelo professor</Badge>}
      {answerCount === 0 && <Badge variant="warning">Sem resposta</Badge>}
    </span>
  );
}

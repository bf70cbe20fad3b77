// The answers under a question, a page at a time, and the form to add one.
import { Button } from '@/components/ui/button';
import { ANSWERS_PAGE_SIZE } from '../api/get-question-thread';
import type { ThreadAnswer } from '../api/question-schemas';
import { AnswerItem } from './answer-item';
import { NewAnswer } from './new-answer';

interface ThreadAnswersProps {
  userId: string;
  questionId: string;
  /** The page of answers shown, and how many there are in all. */
  answers: { rows: ThreadAnswer[]; total: number; page: number };
  canModerate: boolean;
  onPageChange: (page: number) => void;
}

export function ThreadAnswers({
  userId,
  questionId,
  answers,
  canModerate,
  onPageChange,
}: ThreadAnswersProps) {
  const pages = Math.max(1, Math.ceil(answers.total / ANSWERS_PAGE_SIZE));
  return (
    <section aria-labelledby="answers-title" className="space-y-4">
      <h3 id="answers-title" className="text-base font-bold text-ink">
        {answers.total === 0
          ? 'Nenhuma resposta ainda'
          : `${answers.total} ${answers.total === 1 ? 'resposta' : 'respostas'}`}
      </h3>
      {answers.rows.length > 0 && (
        <ul className="space-y-3">
          {answers.rows.map((answer) => (
            <li key={answer.id}>
              <AnswerItem userId={userId} answer={answer} canModerate={canModerate} />
            </li>
          ))}
        </ul>
      )}
      {pages > 1 && (
        <div className="flex items-center justify-between gap-3 text-sm">
          <Button
            variant="outline"
            size="sm"
            disabled={answers.page <= 1}
            onClick={() => onPageChange(answers.page - 1)}
          >
            Respostas anteriores
          </Button>
          <span className="text-ink-muted">
            Página {answers.page} de {pages}
          </span>
          <Button
            variant="outline"
            size="sm"
            disabled={answers.page >= pages}
            onClick={() => onPageChange(answers.page + 1)}
          >
            Próximas respostas
          </Button>
        </div>
      )}
      <NewAnswer userId={userId} questionId={questionId} />
    </section>
  );
}

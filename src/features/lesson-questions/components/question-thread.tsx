// One question with its answers: the asker resolves, edits or deletes it; everyone who may read
// it answers; the course's teachers and administrators hide what breaks the rules. Answers by a
// teacher or an administrator carry 'Resposta do professor', as the database decided.
import { useState } from 'react';
import { Skeleton } from '@/components/ui/skeleton';
import { useQuestionThread } from '../api/get-question-thread';
import { questionErrorMessage } from '../api/question-messages';
import { QuestionBody } from './question-body';
import { ThreadAnswers } from './thread-answers';

interface QuestionThreadProps {
  userId: string;
  questionId: string;
  /** Back to the lesson's list (the question was deleted, or the person is done). */
  onClose: () => void;
}

export function QuestionThread({ userId, questionId, onClose }: QuestionThreadProps) {
  const [page, setPage] = useState(1);
  const { data, isPending, isError, error } = useQuestionThread(userId, questionId, page);

  if (isPending) {
    return (
      <div role="status" aria-label="Carregando a pergunta" className="space-y-3">
        <Skeleton className="h-8 w-2/3" />
        <Skeleton className="h-24 w-full" />
      </div>
    );
  }
  if (isError || !data) {
    return <p className="text-ink-muted">{questionErrorMessage(error)}</p>;
  }

  const { question, canModerate, answers } = data;
  return (
    <div className="space-y-6">
      <QuestionBody userId={userId} question={question} canModerate={canModerate} onDeleted={onClose} />
      <ThreadAnswers
        userId={userId}
        questionId={question.id}
        answers={answers}
        canModerate={canModerate}
        onPageChange={setPage}
      />
    </div>
  );
}

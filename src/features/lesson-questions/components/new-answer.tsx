// Answering a question: the form under its answers, emptied once the answer is saved.
import { toast } from '@/lib/toast';
import { useAnswerQuestion } from '../api/answer-question';
import { questionErrorMessage, questionMessages } from '../api/question-messages';
import { AnswerForm } from './answer-form';

export function NewAnswer({ userId, questionId }: { userId: string; questionId: string }) {
  const answer = useAnswerQuestion(userId, questionId);
  return (
    <AnswerForm
      label="Sua resposta"
      submitLabel="Responder"
      pending={answer.isPending}
      onSubmit={(values, reset) =>
        answer.mutate(values, {
          onSuccess: () => {
            toast.success(questionMessages.answered);
            reset();
          },
          onError: (error) => toast.error(questionErrorMessage(error)),
        })
      }
    />
  );
}

// The question at the head of its thread: the asker resolves, reopens, edits or deletes it;
// others vote for it; the course's teachers and administrators hide or show it.
import { Button } from '@/components/ui/button';
import { EditableEntry } from '@/components/ui/editable-entry';
import { PlainText } from '@/components/ui/plain-text';
import { toast } from '@/lib/toast';
import { formatDateTime } from '@/utils/format-date';
import { useDeleteQuestion } from '../api/delete-question';
import { useEditQuestion } from '../api/edit-question';
import { questionErrorMessage, questionMessages } from '../api/question-messages';
import type { Question } from '../api/question-schemas';
import { useSetQuestionHidden } from '../api/set-question-hidden';
import { useSetQuestionResolved } from '../api/set-question-resolved';
import { QuestionBadges } from './question-badges';
import { QuestionForm } from './question-form';
import { VisibilityToggle } from './visibility-toggle';
import { VoteButton } from './vote-button';

const questionLabels = {
  edit: 'Editar pergunta',
  delete: 'Excluir pergunta',
  confirmTitle: 'Excluir esta pergunta?',
  confirmDescription: 'As respostas dadas a ela também serão excluídas.',
};

interface QuestionBodyProps {
  userId: string;
  question: Question;
  canModerate: boolean;
  onDeleted: () => void;
}

export function QuestionBody({ userId, question, canModerate, onDeleted }: QuestionBodyProps) {
  const edit = useEditQuestion(userId, question.id);
  const remove = useDeleteQuestion(userId);
  const resolve = useSetQuestionResolved(userId, question.id);
  const hide = useSetQuestionHidden(userId, question.id);

  return (
    <EditableEntry
      labels={questionLabels}
      canChange={question.is_mine}
      deleting={remove.isPending}
      onDelete={(close) =>
        remove.mutate(question.id, {
          onSuccess: () => {
            close();
            toast.success(questionMessages.questionDeleted);
            onDeleted();
          },
          onError: (error) => toast.error(questionErrorMessage(error)),
        })
      }
      renderEditor={(close) => (
        <QuestionForm
          initial={{ title: question.title, body: question.body }}
          submitLabel="Salvar pergunta"
          pending={edit.isPending}
          onCancel={close}
          onSubmit={(values) =>
            edit.mutate(values, {
              onSuccess: () => {
                toast.success(questionMessages.questionUpdated);
                close();
              },
              onError: (error) => toast.error(questionErrorMessage(error)),
            })
          }
        />
      )}
    >
      {({ editor, actions }) =>
        editor ?? (
          <article aria-labelledby="question-title">
            <div className="flex flex-wrap items-start justify-between gap-2">
              <h3
                id="question-title"
                tabIndex={-1}
                className="min-w-0 text-xl font-bold break-words text-ink focus:outline-none"
              >
                {question.title}
              </h3>
              <QuestionBadges question={question} />
            </div>
            <p className="mt-1 text-sm text-ink-muted">
              {question.is_mine ? 'Você' : question.author_name} perguntou em{' '}
              {formatDateTime(question.created_at)}
            </p>
            <PlainText text={question.body} className="mt-3" />
            <div className="mt-4 flex flex-wrap gap-2">
              {question.is_mine ? (
                <>
                  <Button
                    size="sm"
                    variant={question.is_resolved ? 'outline' : 'primary'}
                    disabled={resolve.isPending}
                    onClick={() =>
                      resolve.mutate(!question.is_resolved, {
                        onSuccess: () =>
                          toast.success(
                            question.is_resolved ? questionMessages.reopened : questionMessages.resolved,
                          ),
                        onError: (error) => toast.error(questionErrorMessage(error)),
                      })
                    }
                  >
                    {question.is_resolved ? 'Reabrir pergunta' : 'Marcar como resolvida'}
                  </Button>
                  {actions}
                </>
              ) : (
                <VoteButton
                  userId={userId}
                  questionId={question.id}
                  upvotes={question.upvotes}
                  hasVoted={question.has_voted}
                />
              )}
              {canModerate && (
                <VisibilityToggle
                  hidden={question.is_hidden}
                  pending={hide.isPending}
                  labels={{ hide: 'Ocultar pergunta', show: 'Mostrar pergunta' }}
                  setHidden={(hidden, outcome) => hide.mutate(hidden, outcome)}
                />
              )}
            </div>
          </article>
        )
      }
    </EditableEntry>
  );
}

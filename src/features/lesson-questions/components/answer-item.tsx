// One answer: its author edits or deletes it; the course's teachers and administrators hide or
// show it, and mark it as the question's solution (or remove the mark) when the database says
// they may (can_mark_solution: never on their own answer). Everyone who reads the thread sees
// 'Solução'.
import { CircleCheckIcon } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { EditableEntry } from '@/components/ui/editable-entry';
import { PlainText } from '@/components/ui/plain-text';
import { toast } from '@/lib/toast';
import { cn } from '@/lib/utils';
import { formatDateTime } from '@/utils/format-date';
import { useDeleteAnswer } from '../api/delete-answer';
import { useEditAnswer } from '../api/edit-answer';
import { questionErrorMessage, questionMessages } from '../api/question-messages';
import type { ThreadAnswer } from '../api/question-schemas';
import { useSetAnswerHidden } from '../api/set-answer-hidden';
import { useSetAnswerSolution } from '../api/set-answer-solution';
import { AnswerForm } from './answer-form';
import { VisibilityToggle } from './visibility-toggle';

const answerLabels = {
  edit: 'Editar resposta',
  delete: 'Excluir resposta',
  confirmTitle: 'Excluir esta resposta?',
};

interface AnswerItemProps {
  userId: string;
  answer: ThreadAnswer;
  canModerate: boolean;
}

function SolutionToggle({ userId, answer }: { userId: string; answer: ThreadAnswer }) {
  const mark = useSetAnswerSolution(userId);
  const solution = !answer.is_solution;
  return (
    <Button
      size="sm"
      variant={answer.is_solution ? 'outline' : 'secondary'}
      disabled={mark.isPending}
      onClick={() =>
        mark.mutate(
          { answerId: answer.id, solution },
          {
            onSuccess: () =>
              toast.success(solution ? questionMessages.solutionMarked : questionMessages.solutionUnmarked),
            onError: (error) => toast.error(questionErrorMessage(error)),
          },
        )
      }
    >
      {answer.is_solution ? 'Desmarcar solução' : 'Marcar como solução'}
    </Button>
  );
}

export function AnswerItem({ userId, answer, canModerate }: AnswerItemProps) {
  const edit = useEditAnswer(userId, answer.id);
  const remove = useDeleteAnswer(userId);
  const hide = useSetAnswerHidden(userId);

  return (
    <EditableEntry
      labels={answerLabels}
      canChange={answer.is_mine}
      deleting={remove.isPending}
      onDelete={(close) =>
        remove.mutate(answer.id, {
          onSuccess: () => {
            close();
            toast.success(questionMessages.answerDeleted);
          },
          onError: (error) => toast.error(questionErrorMessage(error)),
        })
      }
      renderEditor={(close) => (
        <AnswerForm
          label="Editar resposta"
          initial={answer.body}
          submitLabel="Salvar resposta"
          pending={edit.isPending}
          onCancel={close}
          onSubmit={(values) =>
            edit.mutate(values, {
              onSuccess: () => {
                toast.success(questionMessages.answerUpdated);
                close();
              },
              onError: (error) => toast.error(questionErrorMessage(error)),
            })
          }
        />
      )}
    >
      {({ editor, actions }) => (
        <article
          className={cn(
            'rounded-xl border p-4',
            answer.is_solution
              ? 'border-emerald-300 bg-emerald-50/60'
              : answer.is_teacher
                ? 'border-brand-200 bg-brand-50/60'
                : 'border-slate-200 bg-slate-50',
          )}
        >
          <div className="flex flex-wrap items-center gap-2 text-sm">
            <span className="font-semibold text-ink">{answer.is_mine ? 'Você' : answer.author_name}</span>
            {answer.is_solution && (
              <Badge variant="success" className="border border-emerald-200">
                <CircleCheckIcon size={14} />
                Solução
              </Badge>
            )}
            {answer.is_teacher && <Badge variant="solid">Resposta do professor</Badge>}
            {answer.is_hidden && <Badge variant="warning">Oculta para os alunos</Badge>}
            <span className="text-ink-muted">{formatDateTime(answer.created_at)}</span>
          </div>
          {editor ? <div className="mt-3">{editor}</div> : <PlainText text={answer.body} className="mt-2" />}
          {!editor && (actions || canModerate || answer.can_mark_solution) && (
            <div className="mt-3 flex flex-wrap gap-2">
              {actions}
              {answer.can_mark_solution && <SolutionToggle userId={userId} answer={answer} />}
              {canModerate && (
                <VisibilityToggle
                  hidden={answer.is_hidden}
                  pending={hide.isPending}
                  labels={{ hide: 'Ocultar resposta', show: 'Mostrar resposta' }}
                  setHidden={(hidden, outcome) => hide.mutate({ answerId: answer.id, hidden }, outcome)}
                />
              )}
            </div>
          )}
        </article>
      )}
    </EditableEntry>
  );
}

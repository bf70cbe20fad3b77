// One question with its answers: the asker resolves, edits or deletes it; everyone who may read
// it answers; the course's teachers and administrators hide what breaks the rules. Answers by a
// teacher or an administrator carry 'Resposta do professor', as the database decided.
import { useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { PlainText } from '@/components/ui/plain-text';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/lib/toast';
import { cn } from '@/lib/utils';
import { formatDateTime } from '@/utils/format';
import { useAnswerQuestion } from '../api/answer-question';
import { useDeleteAnswer } from '../api/delete-answer';
import { useDeleteQuestion } from '../api/delete-question';
import { useEditAnswer } from '../api/edit-answer';
import { useEditQuestion } from '../api/edit-question';
import { ANSWERS_PAGE_SIZE, useQuestionThread } from '../api/get-question-thread';
import { questionErrorMessage, questionMessages } from '../api/question-messages';
import type { Answer, Question } from '../api/question-schemas';
import { useSetAnswerHidden } from '../api/set-answer-hidden';
import { useSetQuestionHidden } from '../api/set-question-hidden';
import { useSetQuestionResolved } from '../api/set-question-resolved';
import { AnswerForm } from './answer-form';
import { QuestionBadges } from './question-badges';
import { QuestionForm } from './question-form';
import { VoteButton } from './vote-button';

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
  const pages = Math.max(1, Math.ceil(answers.total / ANSWERS_PAGE_SIZE));
  return (
    <div className="space-y-6">
      <QuestionBody userId={userId} question={question} canModerate={canModerate} onDeleted={onClose} />

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
              onClick={() => setPage(answers.page - 1)}
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
              onClick={() => setPage(answers.page + 1)}
            >
              Próximas respostas
            </Button>
          </div>
        )}
        <NewAnswer userId={userId} questionId={question.id} />
      </section>
    </div>
  );
}

function QuestionBody({
  userId,
  question,
  canModerate,
  onDeleted,
}: {
  userId: string;
  question: Question;
  canModerate: boolean;
  onDeleted: () => void;
}) {
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const edit = useEditQuestion(userId, question.id);
  const remove = useDeleteQuestion(userId);
  const resolve = useSetQuestionResolved(userId, question.id);
  const hide = useSetQuestionHidden(userId, question.id);

  if (editing) {
    return (
      <QuestionForm
        initial={{ title: question.title, body: question.body }}
        submitLabel="Salvar pergunta"
        pending={edit.isPending}
        onCancel={() => setEditing(false)}
        onSubmit={(values) =>
          edit.mutate(values, {
            onSuccess: () => {
              toast.success(questionMessages.questionUpdated);
              setEditing(false);
            },
            onError: (error) => toast.error(questionErrorMessage(error)),
          })
        }
      />
    );
  }

  return (
    <article aria-labelledby="question-title">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h3
          id="question-title"
          tabIndex={-1}
          className="min-w-0 text-xl font-bold break-words text-ink focus:outline-none"
        >
          {question.title}
        </h3>
        <QuestionBadges
          isResolved={question.is_resolved}
          isHidden={question.is_hidden}
          answerCount={question.answer_count}
          teacherAnswered={question.teacher_answered}
        />
      </div>
      <p className="mt-1 text-sm text-ink-muted">
        {question.is_mine ? 'Você' : question.author_name} perguntou em {formatDateTime(question.created_at)}
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
            <Button size="sm" variant="outline" onClick={() => setEditing(true)}>
              Editar pergunta
            </Button>
            <Button size="sm" variant="outline" onClick={() => setConfirming(true)}>
              Excluir pergunta
            </Button>
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
          <Button
            size="sm"
            variant="outline"
            disabled={hide.isPending}
            onClick={() =>
              hide.mutate(!question.is_hidden, {
                onSuccess: () =>
                  toast.success(question.is_hidden ? questionMessages.shown : questionMessages.hidden),
                onError: (error) => toast.error(questionErrorMessage(error)),
              })
            }
          >
            {question.is_hidden ? 'Mostrar pergunta' : 'Ocultar pergunta'}
          </Button>
        )}
      </div>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Excluir esta pergunta?"
        description="As respostas dadas a ela também serão excluídas."
        pending={remove.isPending}
        onConfirm={() =>
          remove.mutate(question.id, {
            onSuccess: () => {
              setConfirming(false);
              toast.success(questionMessages.questionDeleted);
              onDeleted();
            },
            onError: (error) => toast.error(questionErrorMessage(error)),
          })
        }
      />
    </article>
  );
}

function AnswerItem({
  userId,
  answer,
  canModerate,
}: {
  userId: string;
  answer: Answer;
  canModerate: boolean;
}) {
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const edit = useEditAnswer(userId, answer.id);
  const remove = useDeleteAnswer(userId);
  const hide = useSetAnswerHidden(userId);

  return (
    <article
      className={cn(
        'rounded-xl border p-4',
        answer.is_teacher ? 'border-brand-200 bg-brand-50/60' : 'border-slate-200 bg-slate-50',
      )}
    >
      <div className="flex flex-wrap items-center gap-2 text-sm">
        <span className="font-semibold text-ink">{answer.is_mine ? 'Você' : answer.author_name}</span>
        {answer.is_teacher && <Badge variant="solid">Resposta do professor</Badge>}
        {answer.is_hidden && <Badge variant="warning">Oculta para os alunos</Badge>}
        <span className="text-ink-muted">{formatDateTime(answer.created_at)}</span>
      </div>
      {editing ? (
        <div className="mt-3">
          <AnswerForm
            label="Editar resposta"
            initial={answer.body}
            submitLabel="Salvar resposta"
            pending={edit.isPending}
            onCancel={() => setEditing(false)}
            onSubmit={(values) =>
              edit.mutate(values, {
                onSuccess: () => {
                  toast.success(questionMessages.answerUpdated);
                  setEditing(false);
                },
                onError: (error) => toast.error(questionErrorMessage(error)),
              })
            }
          />
        </div>
      ) : (
        <PlainText text={answer.body} className="mt-2" />
      )}
      {!editing && (answer.is_mine || canModerate) && (
        <div className="mt-3 flex flex-wrap gap-2">
          {answer.is_mine && (
            <>
              <Button size="sm" variant="outline" onClick={() => setEditing(true)}>
                Editar resposta
              </Button>
              <Button size="sm" variant="outline" onClick={() => setConfirming(true)}>
                Excluir resposta
              </Button>
            </>
          )}
          {canModerate && (
            <Button
              size="sm"
              variant="outline"
              disabled={hide.isPending}
              onClick={() =>
                hide.mutate(
                  { answerId: answer.id, hidden: !answer.is_hidden },
                  {
                    onSuccess: () =>
                      toast.success(answer.is_hidden ? questionMessages.shown : questionMessages.hidden),
                    onError: (error) => toast.error(questionErrorMessage(error)),
                  },
                )
              }
            >
              {answer.is_hidden ? 'Mostrar resposta' : 'Ocultar resposta'}
            </Button>
          )}
        </div>
      )}
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Excluir esta resposta?"
        pending={remove.isPending}
        onConfirm={() =>
          remove.mutate(answer.id, {
            onSuccess: () => {
              setConfirming(false);
              toast.success(questionMessages.answerDeleted);
            },
            onError: (error) => toast.error(questionErrorMessage(error)),
          })
        }
      />
    </article>
  );
}

function NewAnswer({ userId, questionId }: { userId: string; questionId: string }) {
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

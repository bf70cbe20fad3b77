// 'Perguntas e respostas' under the video: the lesson's questions, newest or most voted first
// (?ordem=votadas), paged by the database (?perguntas=2), and one question's thread
// (?pergunta=<id>, where notifications and the teacher's lists link). Only the course's students,
// teachers and administrators get anything: the database answers everyone else 'not_enrolled'.
import { ArrowLeftIcon } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { InlineLoadError } from '@/components/ui/inline-load-error';
import { Pagination } from '@/components/ui/pagination';
import { Skeleton } from '@/components/ui/skeleton';
import { pageCount, useListParams, usePageFromAnswer } from '@/lib/list-params';
import { useSearchParams } from 'react-router-dom';
import { toast } from '@/lib/toast';
import { cn } from '@/lib/utils';
import { isUuid } from '@/utils/uuid';
import { useAskQuestion } from '../api/ask-question';
import {
  QUESTION_PARAMS,
  QUESTIONS_PAGE_SIZE,
  questionListPageOf,
  useLessonQuestions,
  type QuestionOrder,
} from '../api/list-lesson-questions';
import { questionErrorMessage, questionMessages } from '../api/question-messages';
import { QuestionForm } from './question-form';
import { QuestionListItem } from './question-list-item';
import { QuestionThread } from './question-thread';

const QUESTION_PARAM = QUESTION_PARAMS.question;
const ORDER_PARAM = QUESTION_PARAMS.order;
const PAGE_PARAMS = { page: QUESTION_PARAMS.page, search: QUESTION_PARAMS.search };

const orders: { value: QuestionOrder; label: string }[] = [
  { value: 'recentes', label: 'Mais recentes' },
  { value: 'votadas', label: 'Mais votadas' },
];

export function LessonQuestions({ userId, lessonId }: { userId: string; lessonId: string }) {
  const [params, updateParams] = useSearchParams();
  const rawQuestion = params.get(QUESTION_PARAM);
  const openQuestion = rawQuestion && isUuid(rawQuestion) ? rawQuestion : null;
  const sectionRef = useRef<HTMLElement>(null);

  // Arriving on a question (a notification, the teacher's list): bring the thread into view.
  useEffect(() => {
    if (openQuestion) sectionRef.current?.scrollIntoView({ block: 'start' });
  }, [openQuestion]);

  const hrefFor = (questionId: string | null) => {
    const next = new URLSearchParams(params);
    if (questionId) next.set(QUESTION_PARAM, questionId);
    else next.delete(QUESTION_PARAM);
    return `?${next.toString()}`;
  };
  const close = () =>
    updateParams(
      (current) => {
        current.delete(QUESTION_PARAM);
        return current;
      },
      { preventScrollReset: true },
    );

  return (
    <section
      ref={sectionRef}
      id="perguntas"
      aria-labelledby="perguntas-titulo"
      className="scroll-mt-72 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6 lg:scroll-mt-24"
    >
      <h2 id="perguntas-titulo" className="text-lg font-bold text-ink">
        Perguntas e respostas
      </h2>
      <div className="mt-4">
        {openQuestion ? (
          <>
            <Button variant="ghost" size="sm" className="-ml-3 mb-3" onClick={close}>
              <ArrowLeftIcon size={16} />
              Todas as perguntas da aula
            </Button>
            <QuestionThread key={openQuestion} userId={userId} questionId={openQuestion} onClose={close} />
          </>
        ) : (
          <QuestionBrowser userId={userId} lessonId={lessonId} hrefFor={hrefFor} />
        )}
      </div>
    </section>
  );
}

function QuestionBrowser({
  userId,
  lessonId,
  hrefFor,
}: {
  userId: string;
  lessonId: string;
  hrefFor: (questionId: string) => string;
}) {
  const [params, updateParams] = useSearchParams();
  const { order } = questionListPageOf(params);
  const list = useListParams(PAGE_PARAMS);
  const { data, isPending, isError, error, refetch, isFetching } = useLessonQuestions(
    userId,
    lessonId,
    order,
    list.page,
  );
  usePageFromAnswer(list, data?.page);
  const [asking, setAsking] = useState(false);
  const ask = useAskQuestion(userId, lessonId);

  const setOrder = (value: QuestionOrder) =>
    updateParams(
      (current) => {
        if (value === 'recentes') current.delete(ORDER_PARAM);
        else current.set(ORDER_PARAM, value);
        current.delete(PAGE_PARAMS.page);
        return current;
      },
      { replace: true, preventScrollReset: true },
    );

  if (isPending) {
    return (
      <div role="status" aria-label="Carregando perguntas" className="space-y-3">
        <Skeleton className="h-16 w-full" />
        <Skeleton className="h-16 w-full" />
      </div>
    );
  }
  if (isError && !data) {
    const refused = (error as { code?: string }).code === '42501';
    return refused ? (
      <p className="text-ink-muted">{questionMessages.notEnrolled}</p>
    ) : (
      <InlineLoadError
        message="Não foi possível carregar as perguntas agora."
        retrying={isFetching}
        onRetry={() => void refetch()}
      />
    );
  }

  return (
    <div className="space-y-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div role="group" aria-label="Ordem das perguntas" className="flex gap-1 rounded-lg bg-slate-100 p-1">
          {orders.map((option) => (
            <button
              key={option.value}
              type="button"
              aria-pressed={order === option.value}
              onClick={() => setOrder(option.value)}
              className={cn(
                'rounded-md px-3 py-1.5 text-sm font-medium text-ink-muted',
                order === option.value && 'bg-white text-ink shadow-sm',
              )}
            >
              {option.label}
            </button>
          ))}
        </div>
        {data.can_ask && !asking && <Button onClick={() => setAsking(true)}>Fazer uma pergunta</Button>}
      </div>

      {asking && (
        <div className="rounded-xl border border-brand-100 bg-brand-50/40 p-4">
          <QuestionForm
            submitLabel="Publicar pergunta"
            pending={ask.isPending}
            onCancel={() => setAsking(false)}
            onSubmit={(values) =>
              ask.mutate(values, {
                onSuccess: () => {
                  toast.success(questionMessages.asked);
                  setAsking(false);
                  setOrder('recentes');
                },
                onError: (failure) => toast.error(questionErrorMessage(failure)),
              })
            }
          />
        </div>
      )}

      {data.total === 0 ? (
        <p className="text-ink-muted">
          Nenhuma pergunta nesta aula ainda.{data.can_ask && ' Ficou com alguma dúvida? Pergunte aqui.'}
        </p>
      ) : (
        <>
          <p className="text-sm text-ink-muted" aria-live="polite">
            {data.total} {data.total === 1 ? 'pergunta' : 'perguntas'}
          </p>
          <ul aria-label="Perguntas da aula" className="divide-y divide-slate-100">
            {data.rows.map((question) => (
              <li key={question.id} className="py-5 first:pt-0 last:pb-0">
                <QuestionListItem userId={userId} question={question} href={hrefFor(question.id)} />
              </li>
            ))}
          </ul>
          <Pagination
            page={data.page}
            pageCount={pageCount(data.total, QUESTIONS_PAGE_SIZE)}
            hrefFor={list.hrefFor}
            label="Páginas de perguntas"
            scrollTargetId="perguntas"
          />
        </>
      )}
    </div>
  );
}

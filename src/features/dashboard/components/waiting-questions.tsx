// The questions waiting for the teacher, each linking straight to its lesson, opened on it.
import { Link } from 'react-router-dom';
import { Pagination } from '@/components/ui/pagination';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { pageCount, useListParams, usePageFromAnswer } from '@/lib/list-params';
import { formatDate } from '@/utils/format-date';
import { WAITING_PAGE_SIZE, useWaitingQuestions } from '../api/get-waiting-questions';

const PAGE_PARAMS = { page: 'perguntas', search: 'perguntas-busca' } as const;

interface WaitingQuestionsProps {
  userId: string;
  /** One course's questions, or (null) those of every linked course. */
  courseId: string | null;
  headingId: string;
  title: string;
}

export function WaitingQuestions({ userId, courseId, headingId, title }: WaitingQuestionsProps) {
  const list = useListParams(PAGE_PARAMS);
  const { data, isPending, isError } = useWaitingQuestions(userId, courseId, list.page);
  usePageFromAnswer(list, data?.page);

  return (
    <section aria-labelledby={headingId} className="scroll-mt-24">
      <h2 id={headingId} className="flex flex-wrap items-center gap-3 text-2xl font-bold text-ink">
        {title}
        {data && data.total > 0 && (
          <span className="rounded-full bg-amber-100 px-3 py-0.5 text-base font-semibold text-amber-900">
            {data.total}
          </span>
        )}
      </h2>
      {isPending ? (
        <div role="status" aria-label="Carregando perguntas" className="mt-6 space-y-3">
          <Skeleton className="h-20 w-full rounded-2xl" />
          <Skeleton className="h-20 w-full rounded-2xl" />
        </div>
      ) : isError && !data ? (
        <p className="mt-6 text-ink-muted">Não foi possível carregar as perguntas agora.</p>
      ) : data.total === 0 ? (
        <p className="mt-6 rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-8 text-center text-ink-muted">
          Nenhuma pergunta aguardando resposta.
        </p>
      ) : (
        <>
          <ul className="mt-6 space-y-3">
            {data.rows.map((question) => (
              <li key={question.id}>
                <article className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5">
                  <p className="text-xs font-semibold uppercase tracking-wide text-ink-muted">
                    {courseId ? question.lesson.title : `${question.course.title} · ${question.lesson.title}`}
                  </p>
                  <h3 className="mt-1 text-base font-bold break-words text-ink">
                    <Link
                      to={paths.lessonQuestion(question.course.id, question.lesson.id, question.id)}
                      className="hover:text-brand-700 hover:underline"
                    >
                      {question.title}
                    </Link>
                  </h3>
                  <p className="mt-1 line-clamp-2 text-sm break-words text-ink-muted">{question.excerpt}</p>
                  <p className="mt-2 text-sm text-ink-muted">
                    {question.author_name} · {formatDate(question.created_at)} · {question.answer_count}{' '}
                    {question.answer_count === 1 ? 'resposta de colega' : 'respostas de colegas'} ·{' '}
                    {question.upvotes} {question.upvotes === 1 ? 'voto' : 'votos'}
                  </p>
                </article>
              </li>
            ))}
          </ul>
          <Pagination
            page={data.page}
            pageCount={pageCount(data.total, WAITING_PAGE_SIZE)}
            hrefFor={list.hrefFor}
            label="Páginas de perguntas aguardando resposta"
            scrollTargetId={headingId}
          />
        </>
      )}
    </section>
  );
}

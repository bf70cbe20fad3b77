// Every question of a graded attempt: right or wrong, the person's answer and the correct one, the
// explanation, and 'Rever na aula (12:34)' opening the player at the second that teaches it. A
// filter shows all of them, only the wrong ones, or only those flagged for review (simulado); the
// questions keep their numbers in the attempt.
import { CircleCheckIcon, CircleXIcon, FlagIcon, PlayCircleIcon } from 'lucide-react';
import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { cn } from '@/lib/utils';
import { formatClock } from '@/utils/format';
import type { ReviewedQuestion } from '../api/review-schema';
import { optionLetter } from './question-choices';

interface AttemptReviewListProps {
  courseId: string;
  questions: ReviewedQuestion[];
  /** Offer 'Só as marcadas' (the simulado, where questions are flagged for review). */
  flags?: boolean;
}

type ReviewFilter = 'all' | 'wrong' | 'flagged';

const filterLabels: Record<ReviewFilter, string> = {
  all: 'Todas',
  wrong: 'Só as erradas',
  flagged: 'Só as marcadas',
};

const emptyTexts: Record<Exclude<ReviewFilter, 'all'>, string> = {
  wrong: 'Você não errou nenhuma questão nesta tentativa.',
  flagged: 'Nenhuma questão foi marcada para revisão nesta tentativa.',
};

export function AttemptReviewList({ courseId, questions, flags = false }: AttemptReviewListProps) {
  const [filter, setFilter] = useState<ReviewFilter>('all');
  const name = useId();
  const numbered = questions.map((question, index) => ({ question, number: index + 1 }));
  const counts: Record<ReviewFilter, number> = {
    all: questions.length,
    wrong: questions.filter((question) => !question.is_correct).length,
    flagged: questions.filter((question) => question.flagged).length,
  };
  const filters: ReviewFilter[] = flags ? ['all', 'wrong', 'flagged'] : ['all', 'wrong'];
  const shown = numbered.filter(({ question }) =>
    filter === 'wrong' ? !question.is_correct : filter === 'flagged' ? question.flagged : true,
  );
  return (
    <>
      <fieldset className="mb-4">
        <legend className="mb-2 text-sm font-semibold text-ink-muted">Mostrar</legend>
        <div className="flex flex-wrap gap-2">
          {filters.map((value) => (
            <label
              key={value}
              className={cn(
                'relative inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-full border px-4 text-sm font-semibold has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-600',
                filter === value
                  ? 'border-brand-700 bg-brand-700 text-white'
                  : 'border-slate-300 bg-white text-ink hover:border-slate-400',
              )}
            >
              <input
                type="radio"
                name={name}
                value={value}
                checked={filter === value}
                onChange={() => setFilter(value)}
                className="sr-only"
              />
              {filterLabels[value]} <span className="tabular-nums">({counts[value]})</span>
            </label>
          ))}
        </div>
      </fieldset>
      {shown.length === 0 && filter !== 'all' ? (
        <p className="rounded-2xl border border-slate-200 bg-white p-5 text-ink">{emptyTexts[filter]}</p>
      ) : (
        <ol className="space-y-4">
          {shown.map(({ question, number }) => (
            <li key={question.id}>
              <ReviewedQuestionCard
                courseId={courseId}
                question={question}
                number={number}
                total={questions.length}
              />
            </li>
          ))}
        </ol>
      )}
    </>
  );
}

function ReviewedQuestionCard({
  courseId,
  question,
  number,
  total,
}: {
  courseId: string;
  question: ReviewedQuestion;
  number: number;
  total: number;
}) {
  const headingId = `revisao-${question.id}`;
  const label =
    question.lesson_second === null
      ? 'Rever na aula'
      : `Rever na aula (${formatClock(question.lesson_second)})`;
  return (
    <article
      aria-labelledby={headingId}
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={headingId} className="flex items-center gap-2 text-sm font-semibold text-ink-muted">
          Questão {number} de {total}
          {question.flagged && (
            <span className="inline-flex items-center gap-1 text-amber-800">
              <FlagIcon size={14} aria-hidden="true" fill="currentColor" />
              marcada para revisão
            </span>
          )}
        </h3>
        {question.is_correct ? (
          <span className="inline-flex items-center gap-1.5 rounded-full bg-emerald-100 px-2.5 py-0.5 text-sm font-semibold text-emerald-800">
            <CircleCheckIcon size={16} aria-hidden="true" />
            Correta
          </span>
        ) : (
          <span className="inline-flex items-center gap-1.5 rounded-full bg-red-100 px-2.5 py-0.5 text-sm font-semibold text-red-800">
            <CircleXIcon size={16} aria-hidden="true" />
            Incorreta
          </span>
        )}
      </div>
      <p className="mt-2 text-base leading-7 font-semibold whitespace-pre-line text-ink">{question.prompt}</p>
      <ul className="mt-3 space-y-2">
        {question.options.map((option, index) => {
          const chosen = question.chosen_option_ids.includes(option.id);
          return (
            <li
              key={option.id}
              className={cn(
                'rounded-xl border px-4 py-2.5 text-sm leading-6',
                option.is_correct
                  ? 'border-emerald-300 bg-emerald-50'
                  : chosen
                    ? 'border-red-300 bg-red-50'
                    : 'border-slate-200',
              )}
            >
              <span className="font-semibold text-ink-muted">{optionLetter(index)}) </span>
              <span className="text-ink">{option.text}</span>
              {(chosen || option.is_correct) && (
                <span className="mt-1 flex flex-wrap gap-2 text-xs font-semibold">
                  {chosen && <span className="text-ink">Sua resposta</span>}
                  {option.is_correct && <span className="text-emerald-800">Resposta correta</span>}
                </span>
              )}
            </li>
          );
        })}
      </ul>
      {question.chosen_option_ids.length === 0 && (
        <p className="mt-2 text-sm font-medium text-red-800">Sem resposta</p>
      )}
      {question.explanation && (
        <div className="mt-4 rounded-xl bg-slate-50 px-4 py-3">
          <p className="text-xs font-semibold tracking-wide text-ink-muted uppercase">Explicação</p>
          <p className="mt-1 text-sm leading-6 whitespace-pre-line text-ink">{question.explanation}</p>
        </div>
      )}
      {question.lesson_id && (
        <Link
          // The visible words first, then which lesson (the name a screen reader's link list shows).
          aria-label={question.lesson_title ? `${label}: ${question.lesson_title}` : undefined}
          to={
            question.lesson_second === null
              ? paths.lesson(courseId, question.lesson_id)
              : paths.lessonAt(courseId, question.lesson_id, question.lesson_second)
          }
          className="mt-3 inline-flex items-center gap-2 rounded text-sm font-semibold text-brand-700 hover:text-brand-800 hover:underline"
        >
          <PlayCircleIcon size={18} aria-hidden="true" />
          {label}
        </Link>
      )}
    </article>
  );
}

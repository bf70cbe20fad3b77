// Every question of a graded attempt: right or wrong, the person's answer and the correct one, the
// explanation, and 'Rever na aula (12:34)' opening the player at the second that teaches it.
import { CircleCheckIcon, CircleXIcon, PlayCircleIcon } from 'lucide-react';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { cn } from '@/lib/utils';
import { formatClock } from '@/utils/format';
import type { ReviewedQuestion } from '../api/review-schema';
import { optionLetter } from './question-choices';

interface AttemptReviewListProps {
  courseId: string;
  questions: ReviewedQuestion[];
}

export function AttemptReviewList({ courseId, questions }: AttemptReviewListProps) {
  return (
    <ol className="space-y-4">
      {questions.map((question, index) => (
        <li key={question.id}>
          <ReviewedQuestionCard
            courseId={courseId}
            question={question}
            number={index + 1}
            total={questions.length}
          />
        </li>
      ))}
    </ol>
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
        <h3 id={headingId} className="text-sm font-semibold text-ink-muted">
          Questão {number} de {total}
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

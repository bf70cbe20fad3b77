// A graded simulado: the score on the 100–1000 scale against the pass score, the share of right
// answers, the score per domain, and the review of every question.
import type { ReactNode } from 'react';
import type { AttemptReview } from '../api/review-schema';
import { formatPercentScore } from '../utils/score';
import { AttemptReviewList } from './attempt-review';
import { PassMark } from './assessment-states';
import { DomainChart } from './domain-chart';

interface ExamResultProps {
  courseId: string;
  review: AttemptReview;
  passScore: number | null;
  /** Said above the score (e.g. that the time ran out). */
  notice?: string | null;
  actions: ReactNode;
}

export function ExamResult({ courseId, review, passScore, notice, actions }: ExamResultProps) {
  return (
    <>
      {notice && (
        <p role="status" className="mb-4 rounded-xl bg-amber-50 px-4 py-3 font-medium text-amber-900">
          {notice}
        </p>
      )}
      <section
        aria-label="Sua pontuação"
        className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
      >
        <div className="flex flex-wrap items-center gap-4">
          <p className="text-ink">
            <span className="text-4xl font-bold tabular-nums">{review.scaled_score ?? '—'}</span>{' '}
            <span className="text-ink-muted">de 1000</span>
          </p>
          <PassMark passed={review.passed} />
        </div>
        <p className="mt-3 text-ink">
          Você acertou {review.correct_count} de {review.question_count}{' '}
          {review.question_count === 1 ? 'questão' : 'questões'} ({formatPercentScore(review.score_percent)}).
          {passScore !== null && ` Pontuação mínima: ${passScore}.`}
        </p>
        <div className="mt-5 flex flex-wrap gap-3">{actions}</div>
      </section>
      <div className="mt-6">
        <DomainChart domains={review.domains} />
      </div>
      <h2 className="mt-8 mb-4 text-xl font-bold text-ink">Revisão das questões</h2>
      <AttemptReviewList courseId={courseId} questions={review.questions} flags />
    </>
  );
}

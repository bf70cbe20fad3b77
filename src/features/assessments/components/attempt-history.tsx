// The person's past simulados, or past attempts at one module's quiz, newest first, with a link to
// each one's review (the simulado's with the trend between the last two; the quiz's with the
// points each grading awarded, as the database wrote them).
import { Link } from 'react-router-dom';
import { InlineLoadError } from '@/components/ui/inline-load-error';
import { formatDateTime } from '@/utils/format-date';
import { useMyAttempts } from '../api/list-my-attempts';
import type { AttemptKind } from '../api/review-schema';
import { formatPercentScore, scoreTrend, trendText } from '../utils/score';
import { PassMark } from './assessment-states';

interface AttemptHistoryProps {
  userId: string;
  courseId: string;
  /** 'exam' (default): the course's simulado; 'quiz': the attempts at `moduleId`'s quiz. */
  kind?: AttemptKind;
  moduleId?: string | null;
  /** The address of one attempt's review. */
  reviewHref: (attemptId: string) => string;
}

export function AttemptHistory({
  userId,
  courseId,
  kind = 'exam',
  moduleId = null,
  reviewHref,
}: AttemptHistoryProps) {
  const attempts = useMyAttempts(userId, courseId, kind, kind === 'quiz' ? moduleId : null);
  return (
    <section aria-labelledby="historico-de-tentativas" className="mt-8">
      <h2 id="historico-de-tentativas" className="text-xl font-bold text-ink">
        Suas tentativas
      </h2>
      {attempts.isPending ? (
        <p className="mt-3 text-ink-muted">Carregando...</p>
      ) : attempts.isError ? (
        <InlineLoadError
          className="mt-3"
          message="Não foi possível carregar suas tentativas."
          retrying={attempts.isFetching}
          onRetry={() => void attempts.refetch()}
        />
      ) : attempts.data.length === 0 ? (
        <p className="mt-3 text-ink-muted">
          {kind === 'quiz' ? 'Você ainda não enviou este quiz.' : 'Você ainda não fez este simulado.'}
        </p>
      ) : (
        <>
          {kind === 'exam' && <TrendLine scores={attempts.data.map((attempt) => attempt.scaled_score)} />}
          <ol className="mt-3 divide-y divide-slate-100 overflow-hidden rounded-2xl border border-slate-200 bg-white">
            {attempts.data.map((attempt) => (
              <li
                key={attempt.attempt_id}
                className="flex flex-wrap items-center justify-between gap-3 px-5 py-3"
              >
                <div>
                  <p className="font-semibold text-ink tabular-nums">
                    {kind === 'quiz'
                      ? `${formatPercentScore(attempt.score_percent)} · ${attempt.correct_count} de ${attempt.question_count}`
                      : `${attempt.scaled_score ?? '—'} pontos`}
                  </p>
                  <p className="text-sm text-ink-muted">
                    {formatDateTime(attempt.submitted_at)}
                    {attempt.points_earned > 0 && ` · +${attempt.points_earned} pontos ganhos`}
                  </p>
                </div>
                <div className="flex items-center gap-3">
                  <PassMark passed={attempt.passed} />
                  <Link
                    to={reviewHref(attempt.attempt_id)}
                    className="rounded text-sm font-semibold text-brand-700 hover:underline"
                  >
                    Ver revisão
                    <span className="sr-only"> da tentativa de {formatDateTime(attempt.submitted_at)}</span>
                  </Link>
                </div>
              </li>
            ))}
          </ol>
        </>
      )}
    </section>
  );
}

function TrendLine({ scores }: { scores: (number | null)[] }) {
  const change = scoreTrend(scores);
  if (change === null) return null;
  return (
    <p className="mt-2 text-sm font-medium text-ink">
      <span aria-hidden="true">{change > 0 ? '▲ ' : change < 0 ? '▼ ' : '= '}</span>
      {trendText(change)}
    </p>
  );
}

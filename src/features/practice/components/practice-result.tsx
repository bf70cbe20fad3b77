// A graded submission: how many checks passed and, check by check, passed or failed with its
// label; a failed one with its explanation, what the grader saw and 'Rever na aula (12:34)'
// opening the lesson at the second that teaches it. A submission the grader could not read says
// where ('Linha 3, coluna 14: …'), as the editor's diagnostic does.
import { CircleCheckIcon, CircleXIcon, PlayCircleIcon } from 'lucide-react';
import type { RefObject } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { cn } from '@/lib/utils';
import { formatClock } from '@/utils/format';
import type { CheckOutcome, GradeResult, ParseError } from '../api/practice-schemas';

/** 'Linha 3, coluna 14: …', as under the editor. */
export function parseErrorText(error: ParseError): string {
  return `Linha ${error.line}, coluna ${error.column}: ${error.message}`;
}

/** 'Rever na aula (12:34)', or without a second when the check names none. */
export function reviewLabel(second: number | null): string {
  return second === null ? 'Rever na aula' : `Rever na aula (${formatClock(second)})`;
}

function summaryOf(result: GradeResult): string {
  if (result.parse_error) return 'Não foi possível ler sua solução.';
  const total = result.checks.length;
  const passed = result.checks.filter((check) => check.passed).length;
  if (result.passed)
    return total === 1 ? 'A verificação passou.' : `Todas as ${total} verificações passaram.`;
  return `${passed} de ${total} ${total === 1 ? 'verificação passou' : 'verificações passaram'}.`;
}

interface PracticeResultProps {
  courseId: string;
  result: GradeResult;
  /** 'Resultado da correção', or 'Última correção' when read back from an earlier visit. */
  heading: string;
  headingRef?: RefObject<HTMLHeadingElement | null>;
}

export function PracticeResult({ courseId, result, heading, headingRef }: PracticeResultProps) {
  return (
    <section
      aria-labelledby="resultado-da-correcao"
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
    >
      <h2
        id="resultado-da-correcao"
        ref={headingRef}
        tabIndex={-1}
        className="text-lg font-bold text-ink outline-none"
      >
        {heading}
      </h2>
      <p
        className={cn(
          'mt-1 font-medium',
          result.passed ? 'text-emerald-800' : result.parse_error ? 'text-red-800' : 'text-ink',
        )}
      >
        {summaryOf(result)}
      </p>
      {result.parse_error ? (
        <p className="mt-3 rounded-xl bg-red-50 px-4 py-3 text-sm leading-6 text-red-900">
          {parseErrorText(result.parse_error)}
          <span className="mt-1 block text-red-800">Corrija o ponto marcado no editor e envie de novo.</span>
        </p>
      ) : (
        <ul aria-label="Verificações" className="mt-4 space-y-3">
          {result.checks.map((check) => (
            <li key={check.id}>
              <CheckItem courseId={courseId} check={check} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function CheckItem({ courseId, check }: { courseId: string; check: CheckOutcome }) {
  const labelId = `verificacao-${check.id}`;
  return (
    <article
      aria-labelledby={labelId}
      className={cn(
        'rounded-xl border px-4 py-3',
        check.passed ? 'border-emerald-200 bg-emerald-50/60' : 'border-red-200 bg-red-50/60',
      )}
    >
      <div className="flex items-start gap-3">
        {check.passed ? (
          <CircleCheckIcon
            size={20}
            fill="currentColor"
            stroke="white"
            className="mt-0.5 shrink-0 text-emerald-600"
            aria-hidden="true"
          />
        ) : (
          <CircleXIcon
            size={20}
            fill="currentColor"
            stroke="white"
            className="mt-0.5 shrink-0 text-red-600"
            aria-hidden="true"
          />
        )}
        <div className="min-w-0 flex-1">
          <h3 id={labelId} className="text-sm leading-6 font-semibold text-ink">
            <span className={check.passed ? 'text-emerald-800' : 'text-red-800'}>
              {check.passed ? 'Passou:' : 'Falhou:'}
            </span>{' '}
            {check.label}
          </h3>
          {!check.passed && (
            <>
              {check.explanation && (
                <p className="mt-1 text-sm leading-6 whitespace-pre-line text-ink">{check.explanation}</p>
              )}
              {check.detail && (
                <p className="mt-2 rounded-lg bg-white/80 px-3 py-2 font-mono text-xs leading-5 text-ink-muted">
                  {check.detail}
                </p>
              )}
              {check.lesson_id && (
                <Link
                  to={
                    check.lesson_second === null
                      ? paths.lesson(courseId, check.lesson_id)
                      : paths.lessonAt(courseId, check.lesson_id, check.lesson_second)
                  }
                  aria-describedby={labelId}
                  className="mt-2 inline-flex min-h-11 items-center gap-2 rounded text-sm font-semibold text-brand-700 hover:text-brand-800 hover:underline"
                >
                  <PlayCircleIcon size={18} aria-hidden="true" />
                  {reviewLabel(check.lesson_second)}
                </Link>
              )}
            </>
          )}
        </div>
      </div>
    </article>
  );
}

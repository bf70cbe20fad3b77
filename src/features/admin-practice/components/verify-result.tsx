// What 'Testar com a solução' found: the spec's own problems, then the model solution's checks
// (every one must pass) and the wrong solution's (at least one must fail), each check with what
// the grader saw, and whether this version is now verified.
import { CheckCircle2Icon, XCircleIcon } from 'lucide-react';
import { cx } from '@/lib/class-names';
import { formatClock } from '@/utils/format';
import type { CheckOutcome, GradeResult } from '../api/exercise-schemas';
import type { PracticeLesson } from '../api/get-course-lessons';
import type { VerifyAnswer } from '../api/verify-practice-exercise';

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** Whether a solution behaved as it must, and the sentence that says so. */
export function solutionVerdict(
  result: GradeResult,
  expected: 'pass' | 'fail',
): { ok: boolean; text: string } {
  const total = result.checks.length;
  const failed = result.checks.filter((check) => !check.passed).length;
  if (result.parse_error)
    return expected === 'pass'
      ? { ok: false, text: 'Não pôde ser lida: corrija a solução modelo.' }
      : { ok: true, text: 'Não pôde ser lida, então não é aceita, como esperado.' };
  if (expected === 'pass')
    return failed === 0 && total > 0
      ? { ok: true, text: `Passou em todas as verificações (${total} de ${total}), como esperado.` }
      : {
          ok: false,
          text:
            total === 0
              ? 'Nenhuma verificação foi feita: a especificação não tem verificações.'
              : `Falhou em ${plural(failed, 'verificação', 'verificações')} de ${total}: ela deveria passar em todas.`,
        };
  return failed > 0
    ? {
        ok: true,
        text: `Falhou em ${plural(failed, 'verificação', 'verificações')} de ${total}, como esperado.`,
      }
    : {
        ok: false,
        text: 'Passou em todas as verificações: a especificação não pega o erro que a solução errada mostra.',
      };
}

function CheckRow({ check, lessons }: { check: CheckOutcome; lessons: readonly PracticeLesson[] }) {
  const lesson = lessons.find((item) => item.id === check.lesson_id);
  const Icon = check.passed ? CheckCircle2Icon : XCircleIcon;
  return (
    <li className="flex gap-2.5 py-2">
      <Icon
        size={18}
        className={cx('mt-0.5 shrink-0', check.passed ? 'text-emerald-700' : 'text-red-700')}
        aria-hidden="true"
      />
      <div className="min-w-0 text-sm">
        <p className="font-medium text-ink">
          <span className="sr-only">{check.passed ? 'Passou: ' : 'Falhou: '}</span>
          {check.label}
        </p>
        {check.detail && <p className="break-words text-ink-muted">{check.detail}</p>}
        {!check.passed && check.explanation && (
          <p className="mt-0.5 break-words text-ink">{check.explanation}</p>
        )}
        {lesson && (
          <p className="mt-0.5 text-xs text-ink-muted">
            Rever na aula: {lesson.title}
            {check.lesson_second == null ? '' : ` (${formatClock(check.lesson_second)})`}
          </p>
        )}
      </div>
    </li>
  );
}

function SolutionResult({
  title,
  expectation,
  result,
  expected,
  lessons,
}: {
  title: string;
  expectation: string;
  result: GradeResult;
  expected: 'pass' | 'fail';
  lessons: readonly PracticeLesson[];
}) {
  const verdict = solutionVerdict(result, expected);
  return (
    <section aria-label={title} className="rounded-xl border border-slate-200 p-4">
      <h3 className="font-semibold text-ink">{title}</h3>
      <p className="text-sm text-ink-muted">{expectation}</p>
      <p
        className={cx(
          'mt-2 flex items-start gap-2 rounded-lg px-3 py-2 text-sm font-medium',
          verdict.ok ? 'bg-emerald-50 text-emerald-900' : 'bg-red-50 text-red-800',
        )}
      >
        {verdict.ok ? (
          <CheckCircle2Icon size={18} className="mt-0.5 shrink-0" aria-hidden="true" />
        ) : (
          <XCircleIcon size={18} className="mt-0.5 shrink-0" aria-hidden="true" />
        )}
        {verdict.text}
      </p>
      {result.parse_error && (
        <p className="mt-2 break-words text-sm text-ink">
          Linha {result.parse_error.line}, coluna {result.parse_error.column}: {result.parse_error.message}
        </p>
      )}
      {result.checks.length > 0 && (
        <ul className="mt-2 divide-y divide-slate-100">
          {result.checks.map((check) => (
            <CheckRow key={check.id} check={check} lessons={lessons} />
          ))}
        </ul>
      )}
    </section>
  );
}

export function VerifyResult({
  answer,
  lessons,
}: {
  answer: VerifyAnswer;
  lessons: readonly PracticeLesson[];
}) {
  return (
    <div className="space-y-4">
      <p
        role="status"
        className={cx(
          'rounded-xl px-4 py-3 text-sm font-semibold',
          answer.verified ? 'bg-emerald-50 text-emerald-900' : 'bg-amber-50 text-amber-900',
        )}
      >
        {answer.verified
          ? 'Prática verificada: a solução modelo passa e a solução errada falha. Ela já pode ser publicada.'
          : 'Prática não verificada: corrija o que está abaixo, salve e teste de novo.'}
      </p>
      {answer.problems.length > 0 && (
        <section
          aria-label="Problemas da especificação"
          className="rounded-xl border border-red-200 bg-red-50 p-4"
        >
          <h3 className="font-semibold text-red-800">
            {answer.problems.length === 1
              ? 'A especificação tem 1 problema'
              : `A especificação tem ${answer.problems.length} problemas`}
          </h3>
          <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-red-800">
            {answer.problems.map((problem, index) => (
              <li key={index} className="break-words">
                {problem}
              </li>
            ))}
          </ul>
        </section>
      )}
      <SolutionResult
        title="Solução modelo"
        expectation="Deve passar em todas as verificações."
        result={answer.solution}
        expected="pass"
        lessons={lessons}
      />
      <SolutionResult
        title="Solução errada"
        expectation="Deve falhar em pelo menos uma verificação."
        result={answer.wrong_solution}
        expected="fail"
        lessons={lessons}
      />
    </div>
  );
}

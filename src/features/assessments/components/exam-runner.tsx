// The simulado under way: one question at a time, the server's clock, the question map, a flag for
// review, keyboard shortcuts, answers saved as they change, and delivery (by the person, or by
// itself when the time runs out). docs/assessments-ui.md, "The simulado".
import { ChevronLeftIcon, ChevronRightIcon, FlagIcon } from 'lucide-react';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';
import type { StartedExam } from '../api/start-practice-exam';
import { saveStatusText, useExamAnswers } from '../hooks/use-attempt-answers';
import { useExamClock } from '../hooks/use-exam-clock';
import { isAnswered, toggleOption } from '../utils/answers';
import { formatTimeLeft, spokenTimeLeft } from '../utils/exam-clock';
import { QuestionChoices } from './question-choices';

interface ExamRunnerProps {
  exam: StartedExam;
  /** performance.now() at which the time runs out (from the server's deadline and clock). */
  deadline: number;
  /** Deliver: every save done (or given up), `timeUp` when the clock ran out. */
  onDeliver: (timeUp: boolean) => void;
  delivering: boolean;
  deliverError: string | null;
}

/** Moments the time left is announced to screen readers (seconds). */
const ANNOUNCED = new Set([30 * 60, 10 * 60, 5 * 60, 60]);

export function ExamRunner({ exam, deadline, onDeliver, delivering, deliverError }: ExamRunnerProps) {
  const { questions } = exam;
  // A reopened attempt shows the question last seen (kept by the server with the attempt).
  const [index, setIndex] = useState(() =>
    Math.max(
      0,
      questions.findIndex((item) => item.id === exam.last_question_id),
    ),
  );
  const [confirming, setConfirming] = useState(false);
  const left = useExamClock(deadline);
  const delivered = useRef(false);
  const questionRef = useRef<HTMLDivElement>(null);

  const deliverRef = useRef<(timeUp: boolean) => Promise<void>>(async () => undefined);
  const onTimeOver = useCallback(() => void deliverRef.current(true), []);
  const { answers, update, status, flush, seen } = useExamAnswers(exam, onTimeOver);

  useEffect(() => {
    deliverRef.current = async (timeUp: boolean) => {
      if (delivered.current) return;
      delivered.current = true;
      await flush();
      onDeliver(timeUp);
    };
  });

  useEffect(() => {
    if (left === 0) void deliverRef.current(true);
  }, [left]);

  // A delivery that failed (network) may be tried again.
  useEffect(() => {
    if (deliverError) delivered.current = false;
  }, [deliverError]);

  const question = questions[index]!;
  const state = answers[question.id];
  const chosen = state?.optionIds ?? [];
  const flagged = state?.flagged ?? false;
  const answered = useMemo(
    () => questions.filter((item) => isAnswered(item, answers[item.id]?.optionIds)).length,
    [questions, answers],
  );
  // The numbers (1-based) of the questions flagged for review, named in the delivery check.
  const flaggedNumbers = questions.flatMap((item, position) =>
    answers[item.id]?.flagged ? [position + 1] : [],
  );
  const flaggedCount = flaggedNumbers.length;

  const go = useCallback(
    (next: number) => {
      if (next < 0 || next >= questions.length) return;
      setIndex(next);
      setConfirming(false);
      seen(questions[next]!.id);
    },
    [questions, seen],
  );

  // A new question: the focus goes to it, so a screen reader reads it and Tab starts at its options.
  const firstRender = useRef(true);
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    questionRef.current?.focus({ preventScroll: true });
    questionRef.current?.scrollIntoView({ block: 'nearest' });
  }, [index]);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.altKey || event.ctrlKey || event.metaKey || delivering) return;
      const target = event.target as HTMLElement | null;
      // Arrows inside a group of options move between its options, as everywhere else.
      const inOptions =
        target instanceof HTMLInputElement && (target.type === 'radio' || target.type === 'checkbox');
      if (target?.closest('[role="dialog"], textarea, select, [contenteditable="true"]')) return;
      if (event.key === 'ArrowRight' && !inOptions) {
        event.preventDefault();
        go(index + 1);
      } else if (event.key === 'ArrowLeft' && !inOptions) {
        event.preventDefault();
        go(index - 1);
      } else if (/^[1-6]$/.test(event.key)) {
        const option = question.options[Number(event.key) - 1];
        if (!option) return;
        event.preventDefault();
        update(question.id, {
          optionIds: toggleOption(question, answers[question.id]?.optionIds ?? [], option.id),
        });
      } else if (event.key === 'm' || event.key === 'M') {
        event.preventDefault();
        update(question.id, { flagged: !answers[question.id]?.flagged });
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [go, index, question, answers, update, delivering]);

  const lowTime = left <= 5 * 60;
  return (
    <div>
      <div className="sticky top-16 z-10 -mx-4 flex flex-wrap items-center justify-between gap-3 border-b border-slate-200 bg-slate-50/95 px-4 py-3 backdrop-blur sm:mx-0 sm:rounded-2xl sm:border sm:bg-white">
        <p className="flex items-baseline gap-2">
          <span className="text-sm text-ink-muted">Tempo restante</span>
          <span
            role="timer"
            aria-label={spokenTimeLeft(left)}
            className={cn('text-2xl font-bold tabular-nums', lowTime ? 'text-red-700' : 'text-ink')}
          >
            {formatTimeLeft(left)}
          </span>
        </p>
        <p className="text-sm text-ink-muted" aria-live="polite">
          {saveStatusText[status]}
        </p>
        <p role="status" className="sr-only">
          {ANNOUNCED.has(left) ? spokenTimeLeft(left) : ''}
        </p>
      </div>

      <div className="mt-6 grid gap-6 lg:grid-cols-[minmax(0,1fr)_16rem]">
        <section aria-label="Questão atual" className="min-w-0">
          <div
            ref={questionRef}
            tabIndex={-1}
            className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm outline-none focus-visible:ring-2 focus-visible:ring-brand-600"
          >
            <p className="mb-2 text-xs font-semibold tracking-wide text-ink-muted uppercase">
              {question.domain}
            </p>
            <QuestionChoices
              key={question.id}
              question={question}
              heading={`Questão ${index + 1} de ${questions.length}${flagged ? ' · marcada para revisão' : ''}`}
              chosen={chosen}
              onChange={(optionIds) => update(question.id, { optionIds })}
              disabled={delivering}
            />
            <div className="mt-5 flex flex-wrap items-center justify-between gap-3 border-t border-slate-100 pt-4">
              <Button
                variant={flagged ? 'secondary' : 'outline'}
                size="sm"
                aria-pressed={flagged}
                onClick={() => update(question.id, { flagged: !flagged })}
              >
                <FlagIcon size={16} aria-hidden="true" fill={flagged ? 'currentColor' : 'none'} />
                Marcar para revisão
              </Button>
              <div className="flex gap-2">
                <Button variant="outline" size="sm" onClick={() => go(index - 1)} disabled={index === 0}>
                  <ChevronLeftIcon size={16} aria-hidden="true" />
                  Anterior
                </Button>
                <Button
                  variant="outline"
                  size="sm"
                  onClick={() => go(index + 1)}
                  disabled={index === questions.length - 1}
                >
                  Próxima
                  <ChevronRightIcon size={16} aria-hidden="true" />
                </Button>
              </div>
            </div>
          </div>

          <details className="mt-4 rounded-xl border border-slate-200 bg-white px-4 py-3 text-sm text-ink">
            <summary className="cursor-pointer font-semibold">Atalhos do teclado</summary>
            <ul className="mt-2 space-y-1 text-ink-muted">
              <li>
                <kbd className="rounded border border-slate-300 px-1">←</kbd> e{' '}
                <kbd className="rounded border border-slate-300 px-1">→</kbd>: questão anterior e próxima
                (dentro das opções, as setas mudam de opção)
              </li>
              <li>
                <kbd className="rounded border border-slate-300 px-1">1</kbd> a{' '}
                <kbd className="rounded border border-slate-300 px-1">6</kbd>: escolher a opção A a F
              </li>
              <li>
                <kbd className="rounded border border-slate-300 px-1">M</kbd>: marcar ou desmarcar para
                revisão
              </li>
            </ul>
          </details>
        </section>

        <aside aria-labelledby="mapa-de-questoes" className="lg:sticky lg:top-36 lg:self-start">
          <div className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm">
            <h2 id="mapa-de-questoes" className="text-base font-bold text-ink">
              Mapa de questões
            </h2>
            <p className="mt-1 text-sm text-ink-muted">
              {answered} de {questions.length} respondidas
              {flaggedCount > 0 && ` · ${flaggedCount} para revisão`}
            </p>
            <ol className="mt-3 grid grid-cols-[repeat(auto-fill,minmax(2.75rem,1fr))] gap-2">
              {questions.map((item, position) => {
                const done = isAnswered(item, answers[item.id]?.optionIds);
                const marked = answers[item.id]?.flagged ?? false;
                const current = position === index;
                const words = [done ? 'respondida' : 'sem resposta', marked ? 'marcada para revisão' : null]
                  .filter(Boolean)
                  .join(', ');
                return (
                  <li key={item.id}>
                    <button
                      type="button"
                      onClick={() => go(position)}
                      aria-current={current ? 'step' : undefined}
                      aria-label={`Questão ${position + 1}: ${words}`}
                      className={cn(
                        'relative grid h-11 w-full place-items-center rounded-lg border text-sm font-semibold tabular-nums',
                        done
                          ? 'border-brand-700 bg-brand-700 text-white'
                          : 'border-slate-300 bg-white text-ink',
                        current && 'ring-2 ring-brand-600 ring-offset-2',
                      )}
                    >
                      {position + 1}
                      {marked && (
                        <FlagIcon
                          size={12}
                          aria-hidden="true"
                          fill="currentColor"
                          className={cn(
                            'absolute top-0.5 right-0.5',
                            done ? 'text-amber-200' : 'text-amber-600',
                          )}
                        />
                      )}
                    </button>
                  </li>
                );
              })}
            </ol>
            <ul className="mt-3 space-y-1 text-xs text-ink-muted">
              <li className="flex items-center gap-2">
                <span aria-hidden="true" className="h-3 w-3 rounded bg-brand-700" /> Respondida
              </li>
              <li className="flex items-center gap-2">
                <FlagIcon size={12} aria-hidden="true" fill="currentColor" className="text-amber-600" />{' '}
                Marcada para revisão
              </li>
            </ul>

            <div className="mt-4 border-t border-slate-100 pt-4">
              {confirming ? (
                <div role="group" aria-labelledby="confirmar-entrega">
                  <p id="confirmar-entrega" className="text-sm text-ink">
                    {answered < questions.length
                      ? `Você respondeu ${answered} de ${questions.length} questões. Entregar mesmo assim?`
                      : 'Entregar o simulado agora?'}
                  </p>
                  {flaggedCount > 0 && (
                    <div className="mt-2 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900">
                      <p className="font-medium">
                        {flaggedCount === 1
                          ? 'Questão marcada para revisão'
                          : 'Questões marcadas para revisão'}
                        : {flaggedNumbers.join(', ')}
                      </p>
                      <ul
                        className="mt-1 flex flex-wrap gap-x-3 gap-y-1"
                        aria-label="Ir para uma questão marcada"
                      >
                        {flaggedNumbers.map((number) => (
                          <li key={number}>
                            <button
                              type="button"
                              onClick={() => go(number - 1)}
                              className="rounded font-semibold text-amber-900 underline hover:text-amber-950"
                            >
                              Ver a questão {number}
                            </button>
                          </li>
                        ))}
                      </ul>
                    </div>
                  )}
                  <div className="mt-3 flex flex-wrap gap-2">
                    <Button size="sm" onClick={() => void deliverRef.current(false)} disabled={delivering}>
                      {delivering ? 'Corrigindo...' : 'Entregar'}
                    </Button>
                    <Button
                      size="sm"
                      variant="outline"
                      onClick={() => setConfirming(false)}
                      disabled={delivering}
                    >
                      Continuar respondendo
                    </Button>
                  </div>
                </div>
              ) : (
                <Button className="w-full" onClick={() => setConfirming(true)} disabled={delivering}>
                  {delivering ? 'Corrigindo...' : 'Entregar simulado'}
                </Button>
              )}
              {deliverError && (
                <p role="alert" className="mt-2 text-sm font-medium text-red-700">
                  {deliverError}
                </p>
              )}
            </div>
          </div>
        </aside>
      </div>
    </div>
  );
}

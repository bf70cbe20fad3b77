// A hands-on exercise ('Prática', docs/practice.md): the statement, the editor with the learner's
// draft (saved as they type), 'Enviar para correção' and the grader's result check by check, the
// hints one at a time, giving up to see the solution, and after a pass 'Prática concluída' with
// the points earned and the model solution to compare.
import { ArrowLeftIcon, CircleAlertIcon, CircleCheckIcon, PartyPopperIcon } from 'lucide-react';
import { useEffect, useRef, useState, type RefObject } from 'react';
import { Link } from 'react-router-dom';
import { Button, buttonVariants } from '@/components/ui/button';
import { Container } from '@/components/ui/container';
import { InlineLoadError } from '@/components/ui/inline-load-error';
import { LoadingText } from '@/components/ui/loading-text';
import { paths } from '@/config/paths';
import { userMessage } from '@/lib/errors/user-message';
import { cn } from '@/lib/utils';
import { formatNumber } from '@/utils/format';
import { usePracticeExercise, type PracticeExercise } from '../api/get-practice-exercise';
import { useGiveUpPracticeExercise } from '../api/give-up-practice-exercise';
import { useGradeExercise, type GradedAttempt } from '../api/grade-exercise';
import { MAX_BODY_LENGTH, type ExerciseKind, type EditorLanguage } from '../api/practice-schemas';
import { useRevealPracticeHint } from '../api/reveal-practice-hint';
import { draftStatusText, usePracticeDraft, type DraftStatus } from '../hooks/use-practice-draft';
import { LazyCodeEditor } from './lazy-code-editor';
import { MarkdownText } from './markdown-text';
import { PracticeHelp } from './practice-help';
import { parseErrorText, PracticeResult } from './practice-result';
import { practiceStatusLabels, PracticeStatusIcon } from './practice-status';

export const practiceMessages = {
  loadFailed: 'Não foi possível carregar a prática. Verifique sua conexão e tente novamente.',
  notFound: 'Prática não encontrada',
  gradeFailed: 'Não foi possível enviar sua solução para correção. Tente novamente.',
  empty: 'Escreva sua solução antes de enviar.',
  tooLong: `Sua solução passa de ${formatNumber(MAX_BODY_LENGTH)} caracteres. Encurte-a antes de enviar.`,
} as const;

/** The editor's accessible name, by what the learner writes. */
export function editorLabel(kind: ExerciseKind, language: EditorLanguage): string {
  if (kind === 'iam_policy') return 'Sua política IAM (JSON)';
  if (kind === 'cli_command') return 'Seus comandos';
  return language === 'json' ? 'Seu arquivo (JSON)' : 'Seu arquivo (YAML)';
}

interface PracticeExercisePageProps {
  userId: string;
  courseId: string;
  exerciseId: string;
}

export function PracticeExercisePage({ userId, courseId, exerciseId }: PracticeExercisePageProps) {
  const exercise = usePracticeExercise(userId, courseId, exerciseId);
  if (exercise.isPending)
    return (
      <div className="min-h-[calc(100svh-4rem)]">
        <LoadingText />
      </div>
    );
  if (exercise.isError && !exercise.data)
    return (
      <Container narrow className="min-h-[calc(100svh-4rem)] py-16">
        <h1 className="text-2xl font-bold text-ink">Prática</h1>
        <InlineLoadError
          className="mt-4"
          message={userMessage(exercise.error, practiceMessages.loadFailed)}
          retrying={exercise.isFetching}
          onRetry={() => void exercise.refetch()}
        />
        <Link to={paths.dashboard} className={buttonVariants({ variant: 'ghost', className: 'mt-6' })}>
          Voltar ao Dashboard
        </Link>
      </Container>
    );
  // An exercise of another course under this course's address is not this page's.
  if (!exercise.data || exercise.data.course_id !== courseId)
    return (
      <Container narrow className="min-h-[calc(100svh-4rem)] py-16 text-center">
        <h1 className="text-2xl font-bold text-ink">{practiceMessages.notFound}</h1>
        <Link to={paths.dashboard} className={buttonVariants({ className: 'mt-6' })}>
          Voltar ao Dashboard
        </Link>
      </Container>
    );
  return (
    <PracticeWorkspace key={exercise.data.id} userId={userId} courseId={courseId} exercise={exercise.data} />
  );
}

function PracticeWorkspace({
  userId,
  courseId,
  exercise,
}: {
  userId: string;
  courseId: string;
  exercise: PracticeExercise;
}) {
  const draft = usePracticeDraft({ userId, courseId, exercise });
  const grade = useGradeExercise(userId, courseId, exercise.id);
  const hint = useRevealPracticeHint(userId, courseId, exercise.id);
  const giveUp = useGiveUpPracticeExercise(userId, courseId, exercise.id);
  const [refusal, setRefusal] = useState<string | null>(null);
  const resultRef = useRef<HTMLHeadingElement>(null);
  const doneRef = useRef<HTMLHeadingElement>(null);
  const solutionRef = useRef<HTMLHeadingElement>(null);

  const graded: GradedAttempt | undefined = grade.data;
  const passed = exercise.status === 'passed';
  const gaveUp = exercise.gave_up_at !== null;
  const lessonLink = paths.lesson(courseId, exercise.lesson_id);
  const label = editorLabel(exercise.kind, exercise.language);
  // The editor's mark is the parse error of a submission made now (a draft read back may differ).
  const parseError = graded?.parse_error ?? null;
  const result = exercise.last_attempt?.result ?? null;

  // A grading just answered: its outcome takes the focus ('Prática concluída' or the result).
  useEffect(() => {
    if (!graded) return;
    (graded.passed ? doneRef : resultRef).current?.focus();
  }, [graded]);

  const submit = () => {
    const body = draft.current();
    if (!body.trim()) return setRefusal(practiceMessages.empty);
    if (body.length > MAX_BODY_LENGTH) return setRefusal(practiceMessages.tooLong);
    setRefusal(null);
    // The draft keeps what was sent too.
    void draft.flush();
    grade.mutate(body);
  };

  const describedBy = ['ajuda-do-editor', parseError ? 'erro-de-leitura' : ''].filter(Boolean).join(' ');

  return (
    <div className="min-h-[calc(100svh-4rem)] bg-slate-50">
      <Container className="py-6 sm:py-10">
        <Link
          to={lessonLink}
          className="inline-flex max-w-full items-center gap-2 rounded text-sm font-medium text-ink-muted hover:text-ink"
        >
          <ArrowLeftIcon width={16} height={16} className="shrink-0" aria-hidden="true" />
          <span className="line-clamp-1">Voltar à aula: {exercise.lesson_title}</span>
        </Link>
        <p className="mt-4 text-sm font-semibold tracking-wide text-brand-700 uppercase">
          Prática · Módulo {exercise.module_number}
        </p>
        <h1 className="mt-1 text-2xl font-bold text-ink sm:text-3xl">{exercise.title}</h1>
        <p className="mt-2 flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-ink-muted">
          <span className="inline-flex items-center gap-1.5 font-medium text-ink">
            <PracticeStatusIcon status={exercise.status} size={16} />
            {practiceStatusLabels[exercise.status]}
          </span>
          {exercise.attempt_count > 0 && (
            <span>
              {exercise.attempt_count} {exercise.attempt_count === 1 ? 'envio' : 'envios'}
            </span>
          )}
          {!passed && !gaveUp && exercise.points > 0 && (
            <span>Vale {formatNumber(exercise.points)} pontos na primeira aprovação</span>
          )}
        </p>

        <div className="mt-6 grid items-start gap-6 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)]">
          <div className="space-y-6 lg:sticky lg:top-20">
            <section
              aria-labelledby="enunciado"
              className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
            >
              <h2 id="enunciado" className="text-lg font-bold text-ink">
                Enunciado
              </h2>
              <MarkdownText text={exercise.statement} className="mt-2" />
            </section>
            <PracticeHelp
              hints={exercise.hints}
              hintsTotal={exercise.hints_total}
              settled={passed || gaveUp}
              points={exercise.points}
              revealHint={{ run: () => hint.mutate(), pending: hint.isPending, error: hint.error }}
              giveUp={{
                run: ({ onSettled }) =>
                  giveUp.mutate(undefined, {
                    onSettled,
                    onSuccess: () => solutionRef.current?.focus(),
                  }),
                pending: giveUp.isPending,
                error: giveUp.error,
              }}
            />
          </div>

          <div className="min-w-0 space-y-6">
            <section
              aria-labelledby="sua-solucao"
              className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
            >
              <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
                <h2 id="sua-solucao" className="text-lg font-bold text-ink">
                  {label}
                </h2>
                <DraftState status={draft.status} />
              </div>
              <LazyCodeEditor
                className="mt-3"
                initialValue={draft.initial}
                language={exercise.language}
                label={label}
                describedBy={describedBy}
                onChange={draft.change}
                parseError={parseError}
              />
              {parseError && (
                <p
                  id="erro-de-leitura"
                  className="mt-2 flex items-start gap-2 text-sm leading-6 font-medium text-red-800"
                >
                  <CircleAlertIcon size={18} className="mt-0.5 shrink-0" aria-hidden="true" />
                  {parseErrorText(parseError)}
                </p>
              )}
              <p id="ajuda-do-editor" className="mt-2 text-xs leading-5 text-ink-muted">
                Teclado: Tab e Shift+Tab saem do editor. Para indentar, use Ctrl+] (Ctrl+[ recua; no Mac,
                Cmd). Ctrl+Z desfaz.
                {exercise.kind === 'cli_command' &&
                  ' Um comando por linha; termine a linha com \\ para continuar o comando na seguinte.'}
              </p>
              <div className="mt-4 flex flex-wrap items-center gap-3">
                <Button onClick={submit} disabled={grade.isPending}>
                  {grade.isPending ? 'Corrigindo...' : 'Enviar para correção'}
                </Button>
                <Link to={lessonLink} className={buttonVariants({ variant: 'ghost' })}>
                  Voltar à aula
                </Link>
              </div>
              {(refusal || grade.isError) && (
                <p role="alert" className="mt-3 text-sm font-medium text-red-700">
                  {refusal ?? userMessage(grade.error, practiceMessages.gradeFailed)}
                </p>
              )}
            </section>

            {passed && (
              <PracticeDone
                exercise={exercise}
                graded={graded}
                lessonLink={lessonLink}
                headingRef={doneRef}
              />
            )}

            {result && (
              <PracticeResult
                courseId={courseId}
                result={result}
                heading={graded ? 'Resultado da correção' : 'Última correção'}
                headingRef={resultRef}
              />
            )}

            {exercise.solution !== null && (
              <section
                aria-labelledby="solucao-de-referencia"
                className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
              >
                <h2
                  id="solucao-de-referencia"
                  ref={solutionRef}
                  tabIndex={-1}
                  className="text-lg font-bold text-ink outline-none"
                >
                  Solução de referência
                </h2>
                {gaveUp && !passed ? (
                  <p className="mt-1 text-sm leading-6 text-ink">
                    Você desistiu desta prática: ela não vale mais pontos. Você ainda pode ajustar sua solução
                    e enviá-la para correção.
                  </p>
                ) : (
                  <p className="mt-1 text-sm leading-6 text-ink-muted">
                    Compare com a sua: há mais de um jeito certo de resolver.
                  </p>
                )}
                <LazyCodeEditor
                  key={exercise.solution}
                  className="mt-3"
                  initialValue={exercise.solution}
                  language={exercise.language}
                  label="Solução de referência (somente leitura)"
                  readOnly
                  size="auto"
                />
              </section>
            )}
          </div>
        </div>
      </Container>
    </div>
  );
}

function DraftState({ status }: { status: DraftStatus }) {
  const text = draftStatusText[status];
  return (
    <p
      role="status"
      className={cn(
        'inline-flex items-center gap-1.5 text-xs',
        status === 'failed' ? 'font-semibold text-red-700' : 'text-ink-muted',
      )}
    >
      {status === 'saved' && <CircleCheckIcon size={14} aria-hidden="true" />}
      {status === 'failed' && <CircleAlertIcon size={14} aria-hidden="true" />}
      {text}
      {status === 'failed' && <span className="sr-only">. Seu texto continua no editor.</span>}
    </p>
  );
}

function PracticeDone({
  exercise,
  graded,
  lessonLink,
  headingRef,
}: {
  exercise: PracticeExercise;
  graded: GradedAttempt | undefined;
  lessonLink: string;
  headingRef: RefObject<HTMLHeadingElement | null>;
}) {
  const awardedNow = graded?.passed ? graded.points_awarded : 0;
  return (
    <section
      aria-labelledby="pratica-concluida"
      className="rounded-2xl border border-emerald-200 bg-emerald-50 p-5 shadow-sm sm:p-6"
    >
      <div className="flex items-start gap-3">
        <PartyPopperIcon size={28} className="shrink-0 text-emerald-700" aria-hidden="true" />
        <div className="min-w-0">
          <h2
            id="pratica-concluida"
            ref={headingRef}
            tabIndex={-1}
            className="text-xl font-bold text-emerald-900 outline-none"
          >
            Prática concluída
          </h2>
          {awardedNow > 0 ? (
            <p className="mt-1 text-ink">
              Você ganhou{' '}
              <strong className="text-lg text-emerald-800 tabular-nums">
                +{formatNumber(awardedNow)} pontos
              </strong>{' '}
              com esta prática.
            </p>
          ) : exercise.points_earned > 0 ? (
            <p className="mt-1 text-ink">
              {graded
                ? 'Os pontos desta prática já foram ganhos na primeira aprovação: '
                : 'Você ganhou com esta prática: '}
              <strong className="text-emerald-800 tabular-nums">
                +{formatNumber(exercise.points_earned)} pontos
              </strong>
              .
            </p>
          ) : exercise.gave_up_at ? (
            <p className="mt-1 text-ink">
              Sem pontos desta vez: você viu a solução antes de concluir a prática.
            </p>
          ) : null}
          {exercise.solution !== null && (
            <p className="mt-1 text-sm text-ink-muted">
              Compare sua solução com a solução de referência, mais abaixo.
            </p>
          )}
          <Link to={lessonLink} className={buttonVariants({ className: 'mt-4' })}>
            Voltar à aula
          </Link>
        </div>
      </div>
    </section>
  );
}

// A module's quiz: what it asks (questions, pass mark, best score so far, past attempts), the
// attempt kept by the database (its questions and the answers saved as the person chooses them, so
// a reload or another device continues it), the graded result with the points it earned, the way on
// to the next module and the feedback of every question, and another try. docs/assessments-ui.md.
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { Button, buttonVariants } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { userMessage } from '@/lib/errors/user-message';
import { attemptReviewQueryOptions, useAttemptReview } from '../api/get-attempt-review';
import { moduleQuizOf } from '@/lib/course-standing';
import { useCourseAssessments } from '../api/get-course-assessments';
import type { AttemptReview } from '../api/review-schema';
import { useStartModuleQuiz, type StartedQuiz } from '../api/start-module-quiz';
import { useSubmitQuizAttempt } from '../api/submit-quiz-attempt';
import { saveStatusText, useQuizAnswers } from '../hooks/use-attempt-answers';
import { isAnswered, type ChosenAnswers } from '../utils/answers';
import { formatPercentScore } from '../utils/score';
import { AttemptHistory } from './attempt-history';
import { AttemptReviewList } from './attempt-review';
import { AssessmentFrame, AssessmentLoadFailed, AssessmentLoading, PassMark } from './assessment-states';
import { ATTEMPT_PARAM } from './attempt-param';
import { QuestionChoices } from './question-choices';

export const quizMessages = {
  startFailed: 'Não foi possível começar o quiz. Tente novamente.',
  submitFailed: 'Não foi possível enviar suas respostas. Tente novamente.',
  unanswered: 'Responda todas as questões antes de enviar.',
  answerThis: 'Responda esta questão.',
  reviewFailed: 'Não foi possível carregar o resultado desta tentativa.',
} as const;

interface ModuleQuizProps {
  userId: string;
  course: { id: string; slug: string; title: string };
  /** The module as the course outline names it (null while unknown). */
  module: { id: string; title: string; number: number } | null;
  moduleId: string;
  /** The next module of the course and its first lesson ('Próximo módulo'); null: the last one. */
  next: { number: number; title: string; lessonId: string } | null;
}

// A graded attempt is shown from the address (?tentativa=<id>), so Back after 'Rever na aula' or a
// reload finds the feedback again (the review the grading answered is put in the cache under it).
type Phase = { kind: 'intro' } | { kind: 'answering'; quiz: StartedQuiz };

export function ModuleQuiz({ userId, course, module, moduleId, next }: ModuleQuizProps) {
  const assessments = useCourseAssessments(userId, course.id);
  const [phase, setPhase] = useState<Phase>({ kind: 'intro' });
  const [searchParams, setSearchParams] = useSearchParams();
  const gradedId = phase.kind === 'intro' ? searchParams.get(ATTEMPT_PARAM) : null;
  const graded = useAttemptReview(userId, course.id, gradedId);
  const queryClient = useQueryClient();
  const titleRef = useRef<HTMLHeadingElement>(null);
  const start = useStartModuleQuiz();
  const submit = useSubmitQuizAttempt(userId, course.id);

  // A new phase: its heading takes the focus and the page its top, for keyboard and screen readers.
  useEffect(() => {
    if (phase.kind === 'intro' && !gradedId) return;
    window.scrollTo({ top: 0 });
    titleRef.current?.focus({ preventScroll: true });
  }, [phase, gradedId]);

  const begin = () =>
    start.mutate(moduleId, {
      onSuccess: (quiz) => {
        submit.reset();
        setPhase({ kind: 'answering', quiz });
        if (gradedId) setSearchParams({}, { replace: true });
      },
    });

  const showGraded = (review: AttemptReview) => {
    queryClient.setQueryData(
      attemptReviewQueryOptions(userId, course.id, review.attempt_id).queryKey,
      review,
    );
    setPhase({ kind: 'intro' });
    setSearchParams({ [ATTEMPT_PARAM]: review.attempt_id });
  };

  const back = { to: paths.course(course.slug), label: course.title };
  const moduleName = module ? `Módulo ${module.number}: ${module.title}` : 'Quiz do módulo';
  const standing = moduleQuizOf(assessments.data, moduleId);

  // An attempt left open (a reload, another device) continues at once, with its saved answers.
  const resumed = useRef(false);
  const openAttempt = standing?.openAttemptId ?? null;
  useEffect(() => {
    if (!openAttempt || resumed.current || gradedId || phase.kind !== 'intro') return;
    resumed.current = true;
    begin();
  });

  if (assessments.isPending) return <AssessmentLoading />;
  if (assessments.isError && !assessments.data)
    return (
      <AssessmentLoadFailed retrying={assessments.isFetching} onRetry={() => void assessments.refetch()} />
    );

  if (gradedId && !graded.data) {
    return graded.isError ? (
      <AssessmentFrame back={back} eyebrow="Resultado do quiz" title={moduleName}>
        <p role="alert" className="text-ink">
          {userMessage(graded.error, quizMessages.reviewFailed)}
        </p>
      </AssessmentFrame>
    ) : (
      <AssessmentLoading />
    );
  }

  if (gradedId && graded.data) {
    const review = graded.data;
    const best = review.best_percent ?? standing?.bestPercent ?? review.score_percent;
    const again = (
      <Button onClick={begin} disabled={start.isPending} variant={review.passed ? 'outline' : 'primary'}>
        {start.isPending ? 'Sorteando questões...' : 'Tentar novamente'}
      </Button>
    );
    return (
      <AssessmentFrame back={back} eyebrow="Resultado do quiz" title={moduleName} titleRef={titleRef}>
        <section aria-label="Sua nota" className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
          <div className="flex flex-wrap items-center gap-4">
            <p className="text-4xl font-bold text-ink tabular-nums">
              {formatPercentScore(review.score_percent)}
            </p>
            <PassMark passed={review.passed} />
          </div>
          <p className="mt-3 text-ink">
            Você acertou {review.correct_count} de {review.question_count}{' '}
            {review.question_count === 1 ? 'questão' : 'questões'}. Nota mínima:{' '}
            {formatPercentScore(review.pass_percent ?? standing?.passPercent ?? 0)}.
          </p>
          <p className="mt-1 text-ink-muted">Sua melhor nota neste quiz: {formatPercentScore(best)}</p>
          {review.passed && (
            <p className="mt-3 font-medium text-ink">
              {review.points_earned > 0 ? (
                <>
                  Você ganhou{' '}
                  <strong className="text-brand-700 tabular-nums">{review.points_earned} pontos</strong> com
                  esta aprovação.
                </>
              ) : (
                'Os pontos deste quiz já foram ganhos na primeira aprovação.'
              )}
            </p>
          )}
          <div className="mt-5 flex flex-wrap gap-3">
            {review.passed ? (
              <>
                {next ? (
                  <>
                    <Link
                      to={paths.lesson(course.id, next.lessonId)}
                      aria-describedby="quiz-a-seguir"
                      className={buttonVariants()}
                    >
                      Próximo módulo
                    </Link>
                    {again}
                    <Link to={back.to} className={buttonVariants({ variant: 'ghost' })}>
                      Voltar ao curso
                    </Link>
                  </>
                ) : (
                  <>
                    <Link to={back.to} className={buttonVariants()}>
                      Voltar ao curso
                    </Link>
                    {again}
                  </>
                )}
              </>
            ) : (
              <>
                {again}
                <Link to={back.to} className={buttonVariants({ variant: 'outline' })}>
                  Voltar ao curso
                </Link>
              </>
            )}
          </div>
          {review.passed && next && (
            <p id="quiz-a-seguir" className="mt-3 text-sm text-ink-muted">
              A seguir: Módulo {next.number}: {next.title}
            </p>
          )}
          {start.isError && (
            <p role="alert" className="mt-3 text-sm font-medium text-red-700">
              {userMessage(start.error, quizMessages.startFailed)}
            </p>
          )}
        </section>
        <h2 className="mt-8 mb-4 text-xl font-bold text-ink">Revisão das questões</h2>
        <AttemptReviewList courseId={course.id} questions={review.questions} />
      </AssessmentFrame>
    );
  }

  if (phase.kind === 'answering') {
    const { quiz } = phase;
    return (
      <AssessmentFrame
        back={back}
        eyebrow="Quiz do módulo"
        title={quiz.module_title || moduleName}
        titleRef={titleRef}
      >
        <QuizRunner
          key={quiz.attempt_id}
          quiz={quiz}
          sending={submit.isPending}
          sendError={submit.isError ? userMessage(submit.error, quizMessages.submitFailed) : null}
          onSend={(answers) =>
            submit.mutate({ attemptId: quiz.attempt_id, answers }, { onSuccess: showGraded })
          }
        />
      </AssessmentFrame>
    );
  }

  if (!standing) {
    return (
      <AssessmentFrame back={back} eyebrow="Quiz do módulo" title={moduleName}>
        <p className="text-ink">Este módulo ainda não tem quiz.</p>
        <Link to={back.to} className={buttonVariants({ variant: 'outline', className: 'mt-5' })}>
          Voltar ao curso
        </Link>
      </AssessmentFrame>
    );
  }

  return (
    <AssessmentFrame back={back} eyebrow="Quiz do módulo" title={moduleName}>
      <section className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
        <ul className="space-y-1 text-ink">
          <li>
            {standing.questionCount}{' '}
            {standing.questionCount === 1 ? 'questão sorteada' : 'questões sorteadas'} das aulas deste módulo
          </li>
          <li>Nota mínima para aprovação: {formatPercentScore(standing.passPercent)}</li>
          <li>Tentativas ilimitadas: fica valendo a sua melhor nota</li>
        </ul>
        <p className="mt-4 flex flex-wrap items-center gap-3 text-ink">
          {standing.bestPercent === null ? (
            'Você ainda não fez este quiz.'
          ) : (
            <>
              Sua melhor nota:{' '}
              <strong className="tabular-nums">{formatPercentScore(standing.bestPercent)}</strong>
              <PassMark passed={standing.passed} />
            </>
          )}
        </p>
        <Button size="lg" className="mt-6" onClick={begin} disabled={start.isPending}>
          {start.isPending
            ? openAttempt
              ? 'Abrindo...'
              : 'Sorteando questões...'
            : openAttempt
              ? 'Continuar quiz'
              : standing.bestPercent === null
                ? 'Começar quiz'
                : 'Fazer de novo'}
        </Button>
        {start.isError && (
          <p role="alert" className="mt-3 text-sm font-medium text-red-700">
            {userMessage(start.error, quizMessages.startFailed)}
          </p>
        )}
      </section>
      <AttemptHistory
        userId={userId}
        courseId={course.id}
        kind="quiz"
        moduleId={moduleId}
        reviewHref={(attemptId) => `${paths.moduleQuiz(course.id, moduleId)}?${ATTEMPT_PARAM}=${attemptId}`}
      />
    </AssessmentFrame>
  );
}

interface QuizRunnerProps {
  quiz: StartedQuiz;
  sending: boolean;
  sendError: string | null;
  /** Every save done (or given up): grade with these answers. */
  onSend: (answers: ChosenAnswers) => void;
}

// The drawn questions, all on one page; each choice is saved at once (save_quiz_answer), so a
// reload or another device opens the attempt with the same questions and answers.
function QuizRunner({ quiz, sending, sendError, onSend }: QuizRunnerProps) {
  const { answers, update, status, flush } = useQuizAnswers(quiz);
  const [showErrors, setShowErrors] = useState(false);
  const [flushing, setFlushing] = useState(false);
  const chosen = (questionId: string) => answers[questionId]?.optionIds ?? [];
  const missing = quiz.questions.filter((question) => !isAnswered(question, chosen(question.id)));
  const busy = sending || flushing;

  const send = async () => {
    if (missing.length > 0) {
      setShowErrors(true);
      document.getElementById(`questao-${missing[0]!.id}`)?.querySelector('input')?.focus();
      return;
    }
    setFlushing(true);
    await flush();
    setFlushing(false);
    onSend(Object.fromEntries(quiz.questions.map((question) => [question.id, chosen(question.id)])));
  };

  return (
    <>
      <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1">
        <p className="text-ink-muted">
          {quiz.questions.length} {quiz.questions.length === 1 ? 'questão' : 'questões'} · nota mínima{' '}
          {formatPercentScore(quiz.pass_percent)}
        </p>
        <p className="text-sm text-ink-muted" aria-live="polite">
          {saveStatusText[status]}
        </p>
      </div>
      <form
        noValidate
        className="mt-6 space-y-6"
        onSubmit={(event) => {
          event.preventDefault();
          void send();
        }}
      >
        {quiz.questions.map((question, index) => (
          <div key={question.id} className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
            <QuestionChoices
              question={question}
              heading={`Questão ${index + 1} de ${quiz.questions.length}`}
              chosen={chosen(question.id)}
              onChange={(optionIds) => update(question.id, { optionIds })}
              disabled={busy}
              error={showErrors && missing.includes(question) ? quizMessages.answerThis : null}
            />
          </div>
        ))}
        <div className="flex flex-wrap items-center gap-4">
          <Button type="submit" size="lg" disabled={busy}>
            {busy ? 'Enviando...' : 'Enviar respostas'}
          </Button>
          <p className="text-sm text-ink-muted" aria-live="polite">
            {quiz.questions.length - missing.length} de {quiz.questions.length} respondidas
          </p>
        </div>
        {(showErrors && missing.length > 0) || sendError ? (
          <p role="alert" className="text-sm font-medium text-red-700">
            {sendError ?? quizMessages.unanswered}
          </p>
        ) : null}
      </form>
    </>
  );
}

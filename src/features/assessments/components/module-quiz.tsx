// A module's quiz: what it asks (questions, pass mark, best score so far), the questions drawn by
// the database, the graded result with the feedback of every question, and another try.
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { Button, buttonVariants } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { userMessage } from '@/lib/errors/user-message';
import { queryKeys } from '@/lib/query-keys';
import { useAttemptReview } from '../api/get-attempt-review';
import { moduleQuizOf } from '@/lib/course-standing';
import { useCourseAssessments } from '../api/get-course-assessments';
import type { AttemptReview } from '../api/review-schema';
import { useStartModuleQuiz, type StartedQuiz } from '../api/start-module-quiz';
import { useSubmitQuizAttempt } from '../api/submit-quiz-attempt';
import { answeredCount, isAnswered, type ChosenAnswers } from '../utils/answers';
import { formatPercentScore } from '../utils/score';
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
}

// A graded attempt is shown from the address (?tentativa=<id>), so Back after 'Rever na aula' or a
// reload finds the feedback again (the review the grading answered is put in the cache under it).
type Phase = { kind: 'intro' } | { kind: 'answering'; quiz: StartedQuiz };

export function ModuleQuiz({ userId, course, module, moduleId }: ModuleQuizProps) {
  const assessments = useCourseAssessments(userId, course.id);
  const [phase, setPhase] = useState<Phase>({ kind: 'intro' });
  const [searchParams, setSearchParams] = useSearchParams();
  const gradedId = phase.kind === 'intro' ? searchParams.get(ATTEMPT_PARAM) : null;
  const graded = useAttemptReview(userId, course.id, gradedId);
  const queryClient = useQueryClient();
  const [answers, setAnswers] = useState<ChosenAnswers>({});
  const [showErrors, setShowErrors] = useState(false);
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
        setAnswers({});
        setShowErrors(false);
        submit.reset();
        setPhase({ kind: 'answering', quiz });
        if (gradedId) setSearchParams({}, { replace: true });
      },
    });

  const showGraded = (review: AttemptReview) => {
    queryClient.setQueryData(queryKeys.learner.attemptReview(userId, course.id, review.attempt_id), review);
    setPhase({ kind: 'intro' });
    setSearchParams({ [ATTEMPT_PARAM]: review.attempt_id });
  };

  const back = { to: paths.course(course.slug), label: course.title };
  const moduleName = module ? `Módulo ${module.number}: ${module.title}` : 'Quiz do módulo';

  if (assessments.isPending) return <AssessmentLoading />;
  if (assessments.isError && !assessments.data)
    return (
      <AssessmentLoadFailed retrying={assessments.isFetching} onRetry={() => void assessments.refetch()} />
    );

  const standing = moduleQuizOf(assessments.data, moduleId);

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
          <div className="mt-5 flex flex-wrap gap-3">
            <Button onClick={begin} disabled={start.isPending}>
              {start.isPending ? 'Sorteando questões...' : 'Tentar novamente'}
            </Button>
            <Link to={back.to} className={buttonVariants({ variant: 'outline' })}>
              Voltar ao curso
            </Link>
          </div>
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
    const missing = quiz.questions.filter((question) => !isAnswered(question, answers[question.id]));
    const send = () => {
      if (missing.length > 0) {
        setShowErrors(true);
        document.getElementById(`questao-${missing[0]!.id}`)?.querySelector('input')?.focus();
        return;
      }
      submit.mutate({ attemptId: quiz.attempt_id, answers }, { onSuccess: showGraded });
    };
    return (
      <AssessmentFrame
        back={back}
        eyebrow="Quiz do módulo"
        title={quiz.module_title || moduleName}
        titleRef={titleRef}
      >
        <p className="text-ink-muted">
          {quiz.questions.length} {quiz.questions.length === 1 ? 'questão' : 'questões'} · nota mínima{' '}
          {formatPercentScore(quiz.pass_percent)}
        </p>
        <form
          noValidate
          className="mt-6 space-y-6"
          onSubmit={(event) => {
            event.preventDefault();
            send();
          }}
        >
          {quiz.questions.map((question, index) => (
            <div key={question.id} className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
              <QuestionChoices
                question={question}
                heading={`Questão ${index + 1} de ${quiz.questions.length}`}
                chosen={answers[question.id] ?? []}
                onChange={(optionIds) => setAnswers((current) => ({ ...current, [question.id]: optionIds }))}
                disabled={submit.isPending}
                error={showErrors && missing.includes(question) ? quizMessages.answerThis : null}
              />
            </div>
          ))}
          <div className="flex flex-wrap items-center gap-4">
            <Button type="submit" size="lg" disabled={submit.isPending}>
              {submit.isPending ? 'Enviando...' : 'Enviar respostas'}
            </Button>
            <p className="text-sm text-ink-muted" aria-live="polite">
              {answeredCount(quiz.questions, answers)} de {quiz.questions.length} respondidas
            </p>
          </div>
          {(showErrors && missing.length > 0) || submit.isError ? (
            <p role="alert" className="text-sm font-medium text-red-700">
              {submit.isError
                ? userMessage(submit.error, quizMessages.submitFailed)
                : quizMessages.unanswered}
            </p>
          ) : null}
        </form>
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
            ? 'Sorteando questões...'
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
    </AssessmentFrame>
  );
}

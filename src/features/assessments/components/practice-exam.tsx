// The course's simulado: the start screen (what it asks, the history of attempts and its trend),
// the exam under way, and the graded result; an open attempt continues by itself (a reload, another
// device), and one whose time ran out is shown graded. docs/assessments-ui.md, "The simulado".
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { Button, buttonVariants } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { userMessage } from '@/lib/errors/user-message';
import { attemptReviewQueryOptions, useAttemptReview } from '../api/get-attempt-review';
import { useCourseAssessments } from '../api/get-course-assessments';
import { ranOutOfTime, type AttemptReview } from '../api/review-schema';
import { useStartPracticeExam, type StartedExam } from '../api/start-practice-exam';
import { useSubmitPracticeExam } from '../api/submit-practice-exam';
import { localDeadline } from '../utils/exam-clock';
import { AttemptHistory } from './attempt-history';
import { ATTEMPT_PARAM } from './attempt-param';
import { AssessmentFrame, AssessmentLoadFailed, AssessmentLoading } from './assessment-states';
import { ExamResult } from './exam-result';
import { ExamRunner } from './exam-runner';

export const examMessages = {
  startFailed: 'Não foi possível abrir o simulado. Tente novamente.',
  submitFailed: 'Não foi possível entregar o simulado. Tente novamente.',
  timeUp: 'O tempo acabou. O simulado foi corrigido com as respostas salvas até o fim do tempo.',
  reviewFailed: 'Não foi possível carregar a revisão desta tentativa.',
} as const;

interface PracticeExamProps {
  userId: string;
  course: { id: string; slug: string; title: string };
}

// A graded attempt is shown from the address (?tentativa=<id>): a reload, or Back after 'Rever na
// aula', finds the result again (the review the grading answered is put in the cache under it).
type Phase = { kind: 'start' } | { kind: 'running'; exam: StartedExam; deadline: number };

export function PracticeExam({ userId, course }: PracticeExamProps) {
  const assessments = useCourseAssessments(userId, course.id);
  const [searchParams, setSearchParams] = useSearchParams();
  const pastAttemptId = searchParams.get(ATTEMPT_PARAM);
  const [phase, setPhase] = useState<Phase>({ kind: 'start' });
  // The attempt shown was graded because its time ran out (this visit knows it).
  const [timedOut, setTimedOut] = useState<string | null>(null);
  const queryClient = useQueryClient();
  const start = useStartPracticeExam();
  const submit = useSubmitPracticeExam(userId, course.id);
  const titleRef = useRef<HTMLHeadingElement>(null);
  const exam = assessments.data?.practice_exam ?? null;
  const back = { to: paths.course(course.slug), label: course.title };

  const begin = () =>
    start.mutate(course.id, {
      onSuccess: (opening) => {
        if (opening.kind === 'expired') {
          setTimedOut(opening.attemptId);
          setSearchParams({ [ATTEMPT_PARAM]: opening.attemptId }, { replace: true });
          return;
        }
        const { exam: started } = opening;
        const deadline = localDeadline(started.deadline_at, started.server_now, performance.now());
        submit.reset();
        setPhase({ kind: 'running', exam: started, deadline });
      },
    });

  // An attempt left open (a reload, another device) continues at once, with the time it has left.
  const resumed = useRef(false);
  const openAttempt = exam?.open_attempt_id ?? null;
  useEffect(() => {
    if (!openAttempt || resumed.current || pastAttemptId || phase.kind !== 'start') return;
    resumed.current = true;
    begin();
  });

  // The exam, then its result: the heading takes the focus and the page its top.
  useEffect(() => {
    if (phase.kind === 'start' && !pastAttemptId) return;
    window.scrollTo({ top: 0 });
    titleRef.current?.focus({ preventScroll: true });
  }, [phase.kind, pastAttemptId]);

  const showGraded = (review: AttemptReview, timeUp: boolean) => {
    queryClient.setQueryData(
      attemptReviewQueryOptions(userId, course.id, review.attempt_id).queryKey,
      review,
    );
    if (timeUp) setTimedOut(review.attempt_id);
    setPhase({ kind: 'start' });
    setSearchParams({ [ATTEMPT_PARAM]: review.attempt_id });
  };

  const past = useAttemptReview(userId, course.id, pastAttemptId);

  if (assessments.isPending) return <AssessmentLoading />;
  if (assessments.isError && !assessments.data)
    return (
      <AssessmentLoadFailed retrying={assessments.isFetching} onRetry={() => void assessments.refetch()} />
    );

  const againActions = (
    <>
      <Button
        onClick={() => {
          setSearchParams({});
          setTimedOut(null);
          begin();
        }}
        disabled={start.isPending}
      >
        {start.isPending ? 'Sorteando questões...' : 'Fazer outro simulado'}
      </Button>
      <Link to={back.to} className={buttonVariants({ variant: 'outline' })}>
        Voltar ao curso
      </Link>
    </>
  );

  if (phase.kind === 'running') {
    return (
      <AssessmentFrame back={null} eyebrow={course.title} title="Simulado" titleRef={titleRef}>
        <ExamRunner
          key={phase.exam.attempt_id}
          exam={phase.exam}
          deadline={phase.deadline}
          delivering={submit.isPending}
          deliverError={submit.isError ? userMessage(submit.error, examMessages.submitFailed) : null}
          onDeliver={(timeUp) =>
            submit.mutate(phase.exam.attempt_id, {
              onSuccess: (review) => showGraded(review, timeUp),
            })
          }
        />
      </AssessmentFrame>
    );
  }

  if (pastAttemptId) {
    return (
      <AssessmentFrame
        back={{ to: paths.practiceExam(course.id), label: 'Simulado' }}
        eyebrow="Resultado do simulado"
        title={course.title}
        titleRef={titleRef}
      >
        {past.isPending ? (
          <p className="text-ink-muted">Carregando...</p>
        ) : past.isError ? (
          <p role="alert" className="text-ink">
            {userMessage(past.error, examMessages.reviewFailed)}
          </p>
        ) : (
          <ExamResult
            courseId={course.id}
            review={past.data}
            passScore={past.data.pass_score ?? exam?.pass_score ?? null}
            notice={timedOut === pastAttemptId || ranOutOfTime(past.data) ? examMessages.timeUp : null}
            actions={againActions}
          />
        )}
      </AssessmentFrame>
    );
  }

  return (
    <AssessmentFrame back={back} eyebrow="Treino para a certificação" title="Simulado">
      {!exam?.available ? (
        <p className="text-ink">O simulado deste curso ainda não está disponível.</p>
      ) : (
        <>
          <section className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
            <p className="text-ink">
              Treine para a prova de certificação com o relógio de verdade: as questões são sorteadas do banco
              do curso pelo peso de cada domínio da prova.
            </p>
            <dl className="mt-4 grid gap-3 sm:grid-cols-3">
              <Figure label="Questões" value={String(exam.question_count)} />
              <Figure label="Tempo" value={`${exam.time_limit_minutes} min`} />
              <Figure label="Pontuação mínima" value={`${exam.pass_score} de 1000`} />
            </dl>
            <ul className="mt-4 list-disc space-y-1 pl-5 text-sm text-ink-muted">
              <li>O tempo é contado pelo servidor e continua correndo se você sair da página.</li>
              <li>
                Suas respostas são salvas a cada escolha: recarregar ou trocar de aparelho continua a mesma
                prova.
              </li>
              <li>Quando o tempo acaba, o simulado é corrigido com o que foi respondido.</li>
            </ul>
            {exam.best_score !== null && (
              <p className="mt-4 text-ink">
                Sua melhor pontuação: <strong className="tabular-nums">{exam.best_score}</strong>
              </p>
            )}
            <Button size="lg" className="mt-6" onClick={begin} disabled={start.isPending}>
              {start.isPending ? 'Abrindo...' : openAttempt ? 'Continuar simulado' : 'Começar simulado'}
            </Button>
            {start.isError && (
              <p role="alert" className="mt-3 text-sm font-medium text-red-700">
                {userMessage(start.error, examMessages.startFailed)}
              </p>
            )}
          </section>
          <AttemptHistory
            userId={userId}
            courseId={course.id}
            reviewHref={(attemptId) => `${paths.practiceExam(course.id)}?${ATTEMPT_PARAM}=${attemptId}`}
          />
        </>
      )}
    </AssessmentFrame>
  );
}

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <div className="rounded-xl bg-slate-50 px-4 py-3">
      <dt className="text-xs font-semibold tracking-wide text-ink-muted uppercase">{label}</dt>
      <dd className="mt-1 text-xl font-bold text-ink tabular-nums">{value}</dd>
    </div>
  );
}

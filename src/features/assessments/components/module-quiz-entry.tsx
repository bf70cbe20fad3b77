// 'Quiz do módulo' after a module, in the course page's curriculum and in the player's lesson
// list: a link to the quiz with the best score so far, or 'Aprovado'. Nothing for a module
// without a quiz, or without a standing (someone who may not take the course's quizzes). The
// standing comes with the screen's own course read (the player's outline, the course page's
// enrolment).
import { ClipboardCheckIcon } from 'lucide-react';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { cn } from '@/lib/utils';
import { moduleQuizOf, type CourseStanding } from '@/lib/course-standing';
import { formatPercentScore } from '../utils/score';

interface ModuleQuizEntryProps {
  standing: CourseStanding | null;
  courseId: string;
  moduleId: string;
  /** The module's number in the course ('Quiz do módulo 2' for screen readers). */
  moduleNumber: number;
  placement: 'curriculum' | 'lesson-list';
}

export function ModuleQuizEntry({
  standing,
  courseId,
  moduleId,
  moduleNumber,
  placement,
}: ModuleQuizEntryProps) {
  const quiz = moduleQuizOf(standing, moduleId);
  if (!quiz) return null;
  const status = quiz.passed
    ? 'Aprovado'
    : quiz.bestPercent !== null
      ? `Melhor nota: ${formatPercentScore(quiz.bestPercent)}`
      : `${quiz.questionCount} questões`;
  return (
    <Link
      to={paths.moduleQuiz(courseId, moduleId)}
      className={cn(
        'flex items-center gap-3 text-sm hover:bg-brand-50',
        placement === 'curriculum'
          ? 'mt-2 rounded-lg border border-dashed border-brand-200 px-3 py-2 sm:ml-13'
          : 'border-l-4 border-transparent px-4 py-2.5 focus-visible:outline-offset-[-2px]',
      )}
    >
      <ClipboardCheckIcon size={18} aria-hidden="true" className="shrink-0 text-brand-700" />
      <span className="min-w-0 flex-1 font-medium text-brand-700">
        Quiz do módulo<span className="sr-only"> {moduleNumber}</span>
      </span>
      <span
        className={cn(
          'shrink-0 text-xs font-semibold tabular-nums',
          quiz.passed ? 'rounded-full bg-emerald-100 px-2 py-0.5 text-emerald-800' : 'text-ink-muted',
        )}
      >
        {status}
      </span>
    </Link>
  );
}

/** The simulado's entry under the lesson list and the curriculum, when the course has one published. */
export function PracticeExamEntry({
  standing,
  courseId,
}: {
  standing: CourseStanding | null;
  courseId: string;
}) {
  const exam = standing?.practice_exam;
  if (!exam?.available) return null;
  return (
    <Link
      to={paths.practiceExam(courseId)}
      className="flex items-center gap-3 rounded-lg border border-brand-200 bg-white px-3 py-2.5 text-sm font-medium text-brand-700 hover:bg-brand-50"
    >
      <ClipboardCheckIcon size={18} aria-hidden="true" className="shrink-0" />
      <span className="flex-1">Simulado da certificação</span>
      <span className="shrink-0 text-xs font-semibold text-ink-muted tabular-nums">
        {exam.passed
          ? 'Aprovado'
          : exam.best_score !== null
            ? `Melhor: ${exam.best_score}`
            : `${exam.question_count} questões`}
      </span>
    </Link>
  );
}

// A lesson's exercises in the course page's curriculum, after the lesson: 'Prática: <título>'.
// Titles only for whoever may not take them (visitors, people not enrolled); for a learner, their
// status and a link to the exercise. A chunk of its own, read after the page (the public page's
// first load does not carry it).
import { LockIcon } from 'lucide-react';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import type { Viewer } from '@/lib/shared-query-keys';
import { cn } from '@/lib/utils';
import { practiceAfterLesson, useCoursePractice } from '../api/get-course-practice';
import { practiceStatusLabels, PracticeStatusIcon } from './practice-status';

interface CurriculumPracticeItemsProps {
  viewer: Viewer;
  courseId: string;
  lessonId: string;
}

export default function CurriculumPracticeItems({
  viewer,
  courseId,
  lessonId,
}: CurriculumPracticeItemsProps) {
  const practice = useCoursePractice(viewer, courseId);
  const items = practiceAfterLesson(practice.data ?? [], lessonId);
  return items.map((item) => {
    // The database gives a status only to whoever may take the exercise.
    const open = item.status !== null;
    const label = (
      <>
        <span className="font-semibold">Prática:</span> {item.title}
      </>
    );
    return (
      <li
        key={item.id}
        className={cn(
          'relative flex items-center gap-3 rounded-lg py-2 pr-3 pl-8 text-sm',
          open && 'focus-within:bg-brand-50 hover:bg-brand-50',
        )}
      >
        {item.status ? (
          <PracticeStatusIcon status={item.status} size={18} />
        ) : (
          <LockIcon width={16} height={16} className="shrink-0 text-slate-500" aria-hidden="true" />
        )}
        <span className="min-w-0 flex-1">
          {open ? (
            <Link
              to={paths.practiceExercise(courseId, item.id)}
              // The whole row opens the exercise.
              className="text-brand-700 after:absolute after:inset-0 after:rounded-lg hover:underline"
            >
              {label}
            </Link>
          ) : (
            <span className="text-ink">
              {label}
              <span className="sr-only"> (exclusiva para inscritos)</span>
            </span>
          )}
        </span>
        {item.status && (
          <span className="shrink-0 text-xs text-ink-muted">{practiceStatusLabels[item.status]}</span>
        )}
      </li>
    );
  });
}

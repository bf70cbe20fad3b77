// A lesson's exercises in the player's lesson list, right after the lesson: 'Prática: <título>'
// with its status (concluída, iniciada, nova), opening the exercise. Items of the list itself
// (<li>), read from the course's practice (one request per course, shared by every lesson). Whoever
// may not take them (no status from the database) sees the title with a lock.
import { LockIcon } from 'lucide-react';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import type { Viewer } from '@/lib/shared-query-keys';
import { practiceAfterLesson, useCoursePractice, type CoursePracticeItem } from '../api/get-course-practice';
import { practiceStatusLabels, PracticeStatusIcon } from './practice-status';

interface LessonPracticeItemsProps {
  viewer: Viewer;
  courseId: string;
  lessonId: string;
}

const rowClass = 'flex items-start gap-3 border-l-4 border-transparent py-2.5 pr-4 pl-10 text-sm';

function Body({ item }: { item: CoursePracticeItem }) {
  return (
    <>
      <span className="mt-0.5 shrink-0">
        {item.status ? (
          <PracticeStatusIcon status={item.status} size={18} />
        ) : (
          <LockIcon size={18} className="text-slate-400" aria-hidden="true" />
        )}
      </span>
      <span className="min-w-0 flex-1">
        <span className="block text-ink">
          <span className="font-semibold text-brand-700">Prática:</span> {item.title}
        </span>
        <span className="mt-0.5 block text-xs text-ink-muted">
          Exercício prático · {item.status ? practiceStatusLabels[item.status] : 'Exclusivo para inscritos'}
        </span>
      </span>
    </>
  );
}

export default function LessonPracticeItems({ viewer, courseId, lessonId }: LessonPracticeItemsProps) {
  const practice = useCoursePractice(viewer, courseId);
  return practiceAfterLesson(practice.data ?? [], lessonId).map((item) => (
    <li key={item.id}>
      {item.status ? (
        <Link
          to={paths.practiceExercise(courseId, item.id)}
          className={`${rowClass} hover:bg-slate-50 focus-visible:outline-offset-[-2px]`}
        >
          <Body item={item} />
        </Link>
      ) : (
        <div className={`${rowClass} text-ink-muted`}>
          <Body item={item} />
        </div>
      )}
    </li>
  ));
}

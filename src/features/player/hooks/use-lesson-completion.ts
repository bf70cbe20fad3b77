// Completing the lesson shown, by its button or by watching it (once per lesson), the
// 'course completed' dialog when that completion finishes the course, and whether the lesson
// counted for the weekly goal and the points, as the database last answered it (the completion's
// answer, then each watch save's: the save that reaches the watching share is the one that counts
// it; docs/engagement.md).
import { useRef, useState, type RefObject } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { Viewer } from '@/lib/shared-query-keys';
import { useCompleteLesson } from '../api/complete-lesson';
import type { LessonStudy } from '../api/lesson-study-schema';
import { courseCertificateQueryOptions } from '../api/get-course-certificate';
import type { CourseOutline, OutlineLesson } from '../utils/outline';

interface LessonCompletionOptions {
  outline: CourseOutline;
  lesson: OutlineLesson;
  viewer: Viewer;
  /** The next step (next lesson or 'Voltar ao Curso'), focused once the button is gone. */
  nextRef: RefObject<HTMLAnchorElement | null>;
}

export function useLessonCompletion({ outline, lesson, viewer, nextRef }: LessonCompletionOptions) {
  const { course, enrollment } = outline;
  const queryClient = useQueryClient();
  // null until the course is completed here; then whether its dialog is open.
  const [courseCompletedOpen, setCourseCompletedOpen] = useState<boolean | null>(null);
  const complete = useCompleteLesson({
    courseId: course.id,
    userId: viewer,
    // The certificate's code is read first, so the dialog opens with its link.
    onCourseCompleted: () =>
      void Promise.all([
        queryClient.prefetchQuery(courseCertificateQueryOptions(viewer, course.id)),
        import('../components/course-completed-dialog'),
      ]).then(() => setCourseCompletedOpen(true)),
  });
  const completing = complete.isPending && complete.variables === lesson.id;
  // The database's latest answer about this lesson (null before any in this visit).
  const [studyOf, setStudyOf] = useState<{ lessonId: string; study: LessonStudy } | null>(null);
  const study = studyOf?.lessonId === lesson.id ? studyOf.study : null;
  /** A watch save's answer: the lesson shown or, while leaving it, the one before (ignored). */
  const recordStudy = (lessonId: string, next: LessonStudy) => {
    if (lessonId !== lesson.id) return;
    // Once counted, a lesson stays counted: an older answer arriving late changes nothing.
    setStudyOf((current) =>
      current?.lessonId === lessonId && current.study.counted && !next.counted
        ? current
        : { lessonId, study: next },
    );
  };
  const completionAskedFor = useRef<string | null>(null);

  const markCompleted = (options: { moveFocus: boolean }) => {
    if (!enrollment || lesson.completed || completionAskedFor.current === lesson.id) return;
    completionAskedFor.current = lesson.id;
    complete.mutate(lesson.id, {
      // The button disappears; the next step (next lesson or 'Voltar ao Curso') gets the focus,
      // unless the course is now complete: its dialog takes it.
      onSuccess: (result) => {
        recordStudy(lesson.id, result.study);
        const completedCourse = result.completed && !enrollment.completed;
        if (options.moveFocus && !completedCourse) requestAnimationFrame(() => nextRef.current?.focus());
      },
      onError: () => {
        completionAskedFor.current = null;
      },
    });
  };

  return { completing, markCompleted, courseCompletedOpen, setCourseCompletedOpen, study, recordStudy };
}

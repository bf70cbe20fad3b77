import { lazy, Suspense } from 'react';
import { useParams } from 'react-router-dom';
import { Skeleton } from '@/components/ui/skeleton';
import { LessonPlayer } from '@/features/player/components/lesson-player';
import { PlayerSkeleton } from '@/features/player/components/player-skeleton';
import { useAuth } from '@/lib/auth';

// Questions sit under the video: their code (forms, dialogs) loads after the player's, so the
// video never waits for it.
const LessonQuestions = lazy(() =>
  import('@/features/lesson-questions/components/lesson-questions').then((module) => ({
    default: module.LessonQuestions,
  })),
);

// A module's quiz entry in the lesson list: its code comes after the player's, so the video never
// waits for it (and the player's chunk keeps its budget); its standing is the outline's.
const ModuleQuizEntry = lazy(() =>
  import('@/features/assessments/components/module-quiz-entry').then((module) => ({
    default: module.ModuleQuizEntry,
  })),
);

// A lesson's exercises ('Prática: …') after it in the lesson list: their code and their read come
// after the player's, as the quiz entries' do.
const LessonPracticeItems = lazy(() => import('@/features/practice/components/lesson-practice-items'));

/**
 * /course/{courseId}/lesson/{lessonId}. Open to visitors too: the
 * database gives them the free preview lessons ('Aula gratuita') and nothing else, and the player
 * sends them back to the course page for any other lesson.
 */
export default function LessonPlayerRoute() {
  const { courseId = '', lessonId = '' } = useParams();
  const { status, userId } = useAuth();
  // Wait for the session, so a signed-in student is never shown the visitor's view first.
  if (status === 'loading') return <PlayerSkeleton />;
  const viewer = status === 'signed-in' ? userId : null;
  return (
    <LessonPlayer
      courseId={courseId}
      lessonId={lessonId}
      userId={viewer}
      // Questions are for the course's students, teachers and administrators: signed-in people only.
      renderBelowLesson={
        viewer
          ? ({ lessonId: shown }) => (
              <Suspense fallback={<Skeleton className="h-40 w-full rounded-2xl" />}>
                <LessonQuestions key={shown} userId={viewer} lessonId={shown} />
              </Suspense>
            )
          : undefined
      }
      // A module's quiz follows its lessons in the list, for people signed in (the quiz is theirs).
      renderAfterModule={
        viewer
          ? ({ courseId: course, moduleId, moduleNumber, standing }) => (
              <Suspense fallback={null}>
                <ModuleQuizEntry
                  standing={standing}
                  courseId={course}
                  moduleId={moduleId}
                  moduleNumber={moduleNumber}
                  placement="lesson-list"
                />
              </Suspense>
            )
          : undefined
      }
      // The exercises are for people signed in who may take them (the list links to them).
      renderAfterLesson={
        viewer
          ? ({ courseId: course, lessonId: after }) => (
              <Suspense fallback={null}>
                <LessonPracticeItems viewer={viewer} courseId={course} lessonId={after} />
              </Suspense>
            )
          : undefined
      }
    />
  );
}

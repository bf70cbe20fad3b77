// The video area of the player: the video, kept in view on a phone while the text scrolls, and
// what its watch position changes in the cached reads.
import type { ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { Viewer } from '@/lib/shared-query-keys';
import { courseOutlineQueryOptions } from '../api/get-course-outline';
import type { LessonStudy } from '../api/lesson-study-schema';
import { refreshAfterPositionStored } from '../api/save-watch-position';
import { applyWatchPosition, type OutlineLesson } from '../utils/outline';
import { LessonVideo } from './lesson-video';

interface LessonVideoAreaProps {
  courseId: string;
  lesson: OutlineLesson;
  viewer: Viewer;
  /** Whether the watch position is stored for this viewer. */
  keepPosition: boolean;
  /** The second the address asks the video to start at (?t=), or null. */
  requestedSeconds: number | null;
  /** Watched far enough to count as completed. */
  onWatched: () => void;
  /** Each stored save's answer: whether the lesson counted for the goal and the points. */
  onStudy?: ((lessonId: string, study: LessonStudy) => void) | undefined;
  onEnded: () => void;
  /** Shown over the video once it ended. */
  overlay: ReactNode;
}

export function LessonVideoArea({
  courseId,
  lesson,
  viewer,
  keepPosition,
  requestedSeconds,
  onWatched,
  onStudy,
  onEnded,
  overlay,
}: LessonVideoAreaProps) {
  const queryClient = useQueryClient();
  return (
    // On a phone the video stays in view (under the site header) while the text scrolls.
    <div className="sticky top-16 z-20 bg-slate-50 lg:static">
      <LessonVideo
        // A new second asked for (another 'Rever na aula' link) starts the video again there.
        key={`${lesson.id}:${requestedSeconds ?? ''}`}
        lessonId={lesson.id}
        title={lesson.title}
        videoUrl={lesson.videoUrl ?? ''}
        durationMinutes={lesson.durationMinutes}
        savedSeconds={lesson.positionSeconds}
        requestedSeconds={requestedSeconds}
        keepPosition={keepPosition}
        onPositionSaved={(seconds) =>
          queryClient.setQueryData(courseOutlineQueryOptions(courseId, viewer).queryKey, (cached) =>
            cached ? applyWatchPosition(cached, lesson.id, seconds) : cached,
          )
        }
        onPositionStored={(saved) => {
          onStudy?.(saved.lesson_id, saved.study);
          void refreshAfterPositionStored(queryClient, viewer, courseId);
        }}
        onWatched={onWatched}
        onEnded={onEnded}
        overlay={overlay}
      />
    </div>
  );
}

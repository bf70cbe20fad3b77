// The lesson player's route content: reads the course outline for the viewer and shows the
// lesson, or why it cannot (loading, failed, not enrolled, the purchase refunded, no such lesson).
import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { LoadingText } from '@/components/ui/loading-text';
import { paths } from '@/config/paths';
import type { Viewer } from '@/lib/shared-query-keys';
import { toast } from '@/lib/toast';
import { useDocumentMeta } from '@/lib/use-document-title';
import { useCourseOutline, VISITOR } from '../api/get-course-outline';
import { useMyCourseRefund } from '../api/get-my-course-refund';
import { locateLesson } from '../utils/outline';
import { LessonLoadFailed, LessonNotFound, LessonRefunded, playerMessages } from './lesson-unavailable';
import type { RenderAfterLesson, RenderAfterModule } from './lesson-sidebar';
import { LessonView, type RenderBelowLesson } from './lesson-view';
import { PlayerSkeleton } from './player-skeleton';

interface LessonPlayerProps {
  courseId: string;
  lessonId: string;
  /** A signed-in user's id, or null for a visitor (free preview lessons only). */
  userId: string | null;
  renderBelowLesson?: RenderBelowLesson;
  /** Shown after each module of the lesson list (the module's quiz). */
  renderAfterModule?: RenderAfterModule;
  /** Shown after each lesson of the lesson list (its exercises). */
  renderAfterLesson?: RenderAfterLesson;
}

/** /course/{courseId}/lesson/{lessonId}. */
export function LessonPlayer({
  courseId,
  lessonId,
  userId,
  renderBelowLesson,
  renderAfterModule,
  renderAfterLesson,
}: LessonPlayerProps) {
  const viewer: Viewer = userId ?? VISITOR;
  const { data: outline, isPending, isError, isFetching, refetch } = useCourseOutline(courseId, viewer);
  const navigate = useNavigate();
  const position = outline ? locateLesson(outline, lessonId) : null;
  // Decide on a redirect only from an answer fetched now, never from an older cached one
  // (the viewer may have enrolled since).
  const locked = position?.lesson.locked === true;
  const denied = locked && !isFetching;
  const notFound = outline === null || (outline !== undefined && !position);
  // Nothing to show at all (a failed background refresh keeps the lesson on screen quietly).
  const loadFailed = isError && outline === undefined;

  useDocumentMeta(
    position && outline && !locked
      ? `${position.lesson.title} · ${outline.course.title}`
      : notFound
        ? playerMessages.notFound
        : 'Aula',
  );

  useEffect(() => {
    if (loadFailed) toast.error(playerMessages.loadFailed, { id: 'lesson-load-error' });
  }, [loadFailed]);

  // A purchase taken back says so (and how to buy again) instead of 'you must enrol'.
  const refund = useMyCourseRefund(userId, courseId, { enabled: denied });
  const refunded = denied ? refund.data : null;
  const refundSettled = userId === null || refund.isSuccess || refund.isError;

  useEffect(() => {
    if (!denied || !outline || !refundSettled || refunded) return;
    toast.error(playerMessages.notEnrolled, { id: 'lesson-access' });
    navigate(paths.course(outline.course.slug), { replace: true });
  }, [denied, outline, navigate, refundSettled, refunded]);

  if (isPending) return <PlayerSkeleton />;

  if (loadFailed) return <LessonLoadFailed retrying={isFetching} onRetry={() => void refetch()} />;

  if (locked && outline && refunded)
    return <LessonRefunded refund={refunded} courseSlug={outline.course.slug} />;

  if (locked) return <LoadingText />;

  if (!outline || !position) return <LessonNotFound outline={outline ?? null} />;

  return (
    <LessonView
      outline={outline}
      position={position}
      viewer={viewer}
      renderBelowLesson={renderBelowLesson}
      renderAfterModule={renderAfterModule}
      renderAfterLesson={renderAfterLesson}
    />
  );
}

// Marks a lesson completed through the complete_lesson RPC: the database records it
// (idempotently) and recomputes the course progress; the browser never sends a progress value.
// The cached outline is patched from the RPC's answer, so the sidebar and the progress bar
// change at once without reloading anything.
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { callRpc } from '@/lib/api/backend';
import { queryKeys } from '@/lib/query-keys';
import { sharedQueryKeys } from '@/lib/shared-query-keys';
import { jsonNumber } from '@/lib/rpc-json';
import { toast } from '@/lib/toast';
import { applyCompletion, type CompletionResult, type CourseOutline } from '../utils/outline';
import { lessonStudySchema, type LessonStudy } from './lesson-study-schema';

export const completionMessages = {
  done: 'Aula marcada como concluída!',
  failed: 'Erro ao marcar aula como concluída',
} as const;

/**
 * complete_lesson's answer: {course_id, progress, completed, completed_at, study}; `study` says
 * whether the lesson counted for the goal and the points, and why not.
 */
export const completionResultSchema = z.object({
  course_id: z.string().min(1),
  progress: jsonNumber,
  completed: z.boolean(),
  completed_at: z.string().nullable(),
  study: lessonStudySchema,
}) satisfies z.ZodType<CompletionResult & { study: LessonStudy }, unknown>;

export type CompletionAnswer = z.output<typeof completionResultSchema>;

export async function completeLesson(lessonId: string): Promise<CompletionAnswer> {
  return callRpc('complete_lesson', { p_lesson_id: lessonId }, completionResultSchema);
}

/**
 * After a completion (the outline was already patched from the RPC's answer): the dashboards are
 * dropped, so the next visit shows the new progress straight away (never the old figures first),
 * and the other reads that show this progress are marked stale: the enrolment on the course page,
 * the profile figures, 'Meus certificados' and, for an administrador, the course's enrolment list.
 */
export function refreshAfterCompletion(queryClient: QueryClient, userId: string, courseId: string) {
  queryClient.removeQueries({ queryKey: queryKeys.learner.dashboard(userId) });
  return Promise.all(
    [
      queryKeys.learner.enrollment(userId, courseId),
      queryKeys.learner.profileStats(userId),
      // Completing the course earns its certificate in the same call.
      queryKeys.learner.certificates(userId),
      queryKeys.learner.coursesInProgress(userId),
      sharedQueryKeys.admin.courses.enrollments(courseId),
    ].map((queryKey) => queryClient.invalidateQueries({ queryKey, refetchType: 'none' })),
  );
}

interface UseCompleteLessonOptions {
  courseId: string;
  userId: string;
  /**
   * This completion completed the course (and the database issued its certificate): the screen
   * shows that moment instead of the lesson's toast.
   */
  onCourseCompleted: () => void;
}

export function useCompleteLesson({ courseId, userId, onCourseCompleted }: UseCompleteLessonOptions) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: completeLesson,
    onSuccess: (result, lessonId) => {
      const outlineKey = queryKeys.learner.outline(userId, courseId);
      const before = queryClient.getQueryData<CourseOutline | null>(outlineKey);
      const completedCourse = result.completed && before?.enrollment?.completed === false;
      queryClient.setQueryData<CourseOutline | null>(outlineKey, (outline) =>
        outline ? applyCompletion(outline, lessonId, result) : outline,
      );
      if (completedCourse) onCourseCompleted();
      else toast.success(completionMessages.done);
      void refreshAfterCompletion(queryClient, userId, courseId);
    },
    onError: (error) => {
      console.error('Falha ao marcar a aula como concluída', error);
      toast.error(completionMessages.failed);
    },
  });
}

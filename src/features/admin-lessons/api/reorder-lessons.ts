// Reorders one module's lessons with a single database call (reorder_module_lessons rewrites
// order_index 1..n in one transaction; docs/rules/lessons.md). The screen shows the new order at
// once and goes back to the stored one when the call fails.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { runRpc } from '@/lib/api/backend';
import { courseContentQueryOptions, invalidateCourseContent, type AdminModule } from './get-course-content';

interface ReorderLessonsInput {
  courseId: string;
  moduleId: string;
  /** Every lesson of the module, first to last. */
  lessonIds: string[];
}

export async function reorderLessons({ moduleId, lessonIds }: ReorderLessonsInput) {
  await runRpc('reorder_module_lessons', {
    p_module_id: moduleId,
    p_lesson_ids: lessonIds,
  });
}

function withLessonOrder(modules: AdminModule[], moduleId: string, lessonIds: string[]): AdminModule[] {
  return modules.map((module) => {
    if (module.id !== moduleId) return module;
    const byId = new Map(module.lessons.map((lesson) => [lesson.id, lesson]));
    const lessons = lessonIds.flatMap((id, index) => {
      const lesson = byId.get(id);
      return lesson ? [{ ...lesson, order_index: index + 1 }] : [];
    });
    return { ...module, lessons };
  });
}

export function useReorderLessons(courseId: string) {
  const queryClient = useQueryClient();
  const key = courseContentQueryOptions(courseId).queryKey;
  return useMutation({
    mutationFn: reorderLessons,
    // One reorder of a course at a time, in the order they were asked for: each call sends the
    // whole list, so the last one asked for is the one that stays.
    scope: { id: `reorder-content-${courseId}` },
    onMutate: async ({ moduleId, lessonIds }) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData(key);
      if (previous) queryClient.setQueryData(key, withLessonOrder(previous, moduleId, lessonIds));
      return { previous };
    },
    onError: (_error, _input, context) => {
      if (context?.previous) queryClient.setQueryData(key, context.previous);
    },
    onSettled: () => invalidateCourseContent(queryClient, courseId),
  });
}

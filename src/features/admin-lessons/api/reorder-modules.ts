// Reorders a course's modules with a single database call (reorder_course_modules rewrites
// order_index 1..n in one transaction; docs/rules/lessons.md). The screen shows the new order at
// once and goes back to the stored one when the call fails.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { runRpc } from '@/lib/api/backend';
import { courseContentQueryOptions, invalidateCourseContent, type AdminModule } from './get-course-content';

interface ReorderModulesInput {
  courseId: string;
  /** Every module of the course, first to last. */
  moduleIds: string[];
}

export async function reorderModules({ courseId, moduleIds }: ReorderModulesInput) {
  await runRpc('reorder_course_modules', {
    p_course_id: courseId,
    p_module_ids: moduleIds,
  });
}

function withModuleOrder(modules: AdminModule[], moduleIds: string[]): AdminModule[] {
  const byId = new Map(modules.map((module) => [module.id, module]));
  return moduleIds.flatMap((id, index) => {
    const module = byId.get(id);
    return module ? [{ ...module, order_index: index + 1 }] : [];
  });
}

export function useReorderModules(courseId: string) {
  const queryClient = useQueryClient();
  const key = courseContentQueryOptions(courseId).queryKey;
  return useMutation({
    mutationFn: reorderModules,
    // Same scope as the lessons' reorders: one call of a course at a time, in order.
    scope: { id: `reorder-content-${courseId}` },
    onMutate: async ({ moduleIds }) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData(key);
      if (previous) queryClient.setQueryData(key, withModuleOrder(previous, moduleIds));
      return { previous };
    },
    onError: (_error, _input, context) => {
      if (context?.previous) queryClient.setQueryData(key, context.previous);
    },
    onSettled: () => invalidateCourseContent(queryClient, courseId),
  });
}

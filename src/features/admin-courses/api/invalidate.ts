import type { QueryClient } from '@tanstack/react-query';
import { adminCoursesQueryKey } from './get-admin-courses';

/**
 * After any course change: the admin grid, the course pickers of the other admin screens
 * (['admin', 'course-options']) and the public catalogue and course pages.
 */
export function invalidateCourses(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: adminCoursesQueryKey }),
    queryClient.invalidateQueries({ queryKey: ['admin', 'course-options'] }),
    queryClient.invalidateQueries({ queryKey: ['courses'] }),
    queryClient.invalidateQueries({ queryKey: ['course'] }),
  ]);
}

/** The backend's message when it has one, otherwise the spec's fallback (spec §8). */
export function backendMessage(error: unknown, fallback: string): string {
  if (error && typeof error === 'object' && 'message' in error) {
    const message = (error as { message?: unknown }).message;
    if (typeof message === 'string' && message.trim()) return message;
  }
  return fallback;
}

import { CoursesManager } from '@/features/admin-courses/components/courses-manager';

/** /admin/courses (behind RequireAdmin). */
export default function AdminCoursesRoute() {
  return <CoursesManager />;
}

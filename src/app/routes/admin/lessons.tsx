import { ContentManager } from '@/features/admin-lessons/components/content-manager';

/** /admin/lessons (behind RequireAdmin). */
export default function AdminLessonsRoute() {
  return <ContentManager />;
}

import { useParams } from 'react-router-dom';
import { EnrollmentsManager } from '@/features/admin-enrollments/components/enrollments-manager';

/** /admin/courses/{courseId}/enrollments (behind RequireAdmin). */
export default function AdminCourseEnrollmentsRoute() {
  const { courseId = '' } = useParams();
  return <EnrollmentsManager key={courseId} courseId={courseId} />;
}

// What the course still requires before its certificate, as the course's assessments read says it
// (the course page; the dashboard reads it with its own call).
import { MissingRequirementsList } from '@/components/ui/missing-requirements-list';
import { useCourseAssessments } from '../api/get-course-assessments';

interface MissingRequirementsProps {
  userId: string;
  courseId: string;
  className?: string;
}

export function MissingRequirements({ userId, courseId, className }: MissingRequirementsProps) {
  const { data } = useCourseAssessments(userId, courseId);
  return <MissingRequirementsList items={data?.missing ?? []} className={className} />;
}

// What the course still requires before its certificate, in the database's own pt-BR words
// ('Falta: quiz do módulo 3'), on the dashboard's course card and the course page.
import { ListChecksIcon } from 'lucide-react';
import { cn } from '@/lib/utils';
import { useCourseAssessments } from '../api/get-course-assessments';

interface MissingRequirementsProps {
  userId: string;
  courseId: string;
  className?: string;
}

export function MissingRequirements({ userId, courseId, className }: MissingRequirementsProps) {
  const { data } = useCourseAssessments(userId, courseId);
  if (!data || data.missing.length === 0) return null;
  return (
    <div className={cn('rounded-xl bg-amber-50 px-4 py-3 text-sm text-amber-950', className)}>
      <p className="flex items-center gap-2 font-semibold">
        <ListChecksIcon size={16} aria-hidden="true" className="shrink-0" />
        Para o certificado
      </p>
      <ul className="mt-1 space-y-0.5 pl-6">
        {data.missing.map((text) => (
          <li key={text}>{text}</li>
        ))}
      </ul>
    </div>
  );
}

// The course page's parts of the quizzes and the simulado, loaded apart from the page (people
// signed in who open the lessons only): above the curriculum what is missing for the certificate
// and the simulado's entry, after each module its quiz. The standing is the enrolment read's.
import { MissingRequirementsList } from '@/components/ui/missing-requirements-list';
import { ModuleQuizEntry, PracticeExamEntry } from '@/features/assessments/components/module-quiz-entry';
import type { CourseStanding } from '@/lib/course-standing';

type CourseAssessmentsExtrasProps = { standing: CourseStanding; courseId: string } & (
  { part: 'summary' } | { part: 'module'; moduleId: string; moduleNumber: number }
);

export default function CourseAssessmentsExtras(props: CourseAssessmentsExtrasProps) {
  const { standing, courseId } = props;
  if (props.part === 'module') {
    return (
      <ModuleQuizEntry
        standing={standing}
        courseId={courseId}
        moduleId={props.moduleId}
        moduleNumber={props.moduleNumber}
        placement="curriculum"
      />
    );
  }
  return (
    <div className="mt-4 space-y-3 empty:hidden">
      <MissingRequirementsList items={standing.missing} />
      <PracticeExamEntry standing={standing} courseId={courseId} />
    </div>
  );
}

// The course page's parts of the quizzes and the simulado, loaded apart from the page (people
// signed in who open the lessons only): above the curriculum what is missing for the certificate
// and the simulado's entry, after each module its quiz.
import { MissingRequirements } from '@/features/assessments/components/missing-requirements';
import { ModuleQuizEntry, PracticeExamEntry } from '@/features/assessments/components/module-quiz-entry';

type CourseAssessmentsExtrasProps = { userId: string; courseId: string } & (
  { part: 'summary' } | { part: 'module'; moduleId: string; moduleNumber: number }
);

export default function CourseAssessmentsExtras(props: CourseAssessmentsExtrasProps) {
  const { userId, courseId } = props;
  if (props.part === 'module') {
    return (
      <ModuleQuizEntry
        userId={userId}
        courseId={courseId}
        moduleId={props.moduleId}
        moduleNumber={props.moduleNumber}
        placement="curriculum"
      />
    );
  }
  return (
    <div className="mt-4 space-y-3 empty:hidden">
      <MissingRequirements userId={userId} courseId={courseId} />
      <PracticeExamEntry userId={userId} courseId={courseId} />
    </div>
  );
}

// What every section of the authoring screen works from: the settings the database answers for
// the course's authors, joined with the course's outline (its title, each module's lessons).
import { useAssessmentSettings, type AssessmentSettings } from '../api/get-assessment-settings';
import { useCourseOutline, type OutlineLesson } from '../api/get-course-outline';

export interface SetupModule {
  id: string;
  number: number;
  title: string;
  /** Questions of this module in the bank. */
  questionCount: number;
  quiz: { question_count: number; pass_percent: number } | null;
  /** Whether students see the quiz (it exists and the module has enough questions). */
  hasQuiz: boolean;
  lessons: OutlineLesson[];
}

export interface AssessmentSetup {
  course: { id: string; title: string };
  requirements: AssessmentSettings['requirements'];
  domains: AssessmentSettings['domains'];
  modules: SetupModule[];
  practiceExam: AssessmentSettings['practice_exam'];
  questionTotal: number;
}

export type ExamDomain = AssessmentSetup['domains'][number];

export function combineSetup(
  settings: AssessmentSettings,
  outline: { id: string; title: string; lessons: OutlineLesson[] },
): AssessmentSetup {
  return {
    course: { id: outline.id, title: outline.title },
    requirements: settings.requirements,
    domains: settings.domains,
    modules: settings.modules.map((module) => ({
      id: module.module_id,
      number: module.module_number,
      title: module.title,
      questionCount: module.available_questions,
      quiz: module.quiz,
      hasQuiz: module.has_quiz,
      lessons: outline.lessons.filter((lesson) => lesson.module_id === module.module_id),
    })),
    practiceExam: settings.practice_exam,
    questionTotal: settings.question_total,
  };
}

/** Every lesson of the course, in course order, with its module. */
export function lessonsOf(setup: AssessmentSetup) {
  return setup.modules.flatMap((module) => module.lessons.map((lesson) => ({ ...lesson, module })));
}

export function useAssessmentSetup(courseId: string) {
  const settings = useAssessmentSettings(courseId);
  const outline = useCourseOutline(courseId);
  // The settings call is the one that says whether this person may author the course.
  const error = settings.error ?? outline.error;
  const data = settings.data && outline.data ? combineSetup(settings.data, outline.data) : undefined;
  return {
    data,
    error,
    isError: settings.isError || outline.isError,
    /** The course is not one this person can see (the outline found nothing). */
    notFound: outline.data === null,
    refetch: () => Promise.all([settings.refetch(), outline.refetch()]),
  };
}

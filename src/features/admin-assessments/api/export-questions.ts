// The whole bank as the CSV file a teacher opens in a spreadsheet: every page of
// list_course_questions (the database pages it, 100 rows at a time), titles instead of ids.
import { writeQuestionsCsv, type CsvQuestion } from '../utils/questions-csv';
import { lessonsOf, type AssessmentSetup } from './get-assessment-setup';
import { listCourseQuestions, type AuthoredQuestion } from './list-course-questions';

const EXPORT_PAGE_SIZE = 100;

export function toCsvQuestion(question: AuthoredQuestion, setup: AssessmentSetup): CsvQuestion {
  const moduleTitle = setup.modules.find((module) => module.id === question.module_id)?.title ?? null;
  const domain = setup.domains.find((item) => item.id === question.domain_id)?.name ?? '';
  const lesson = lessonsOf(setup).find((item) => item.id === question.lesson_id)?.title ?? null;
  return {
    module: moduleTitle,
    domain,
    kind: question.kind,
    prompt: question.prompt,
    options: question.options.map((option) => ({ text: option.text, isCorrect: option.is_correct })),
    explanation: question.explanation,
    lesson,
    lessonSecond: lesson === null ? null : question.lesson_second,
  };
}

/** Every question of the course, in the bank's order, as the CSV file's text. */
export async function exportQuestionsCsv(courseId: string, setup: AssessmentSetup): Promise<string> {
  const questions: AuthoredQuestion[] = [];
  for (let page = 1; ; page += 1) {
    const answer = await listCourseQuestions(courseId, { search: '', page, moduleId: null }, EXPORT_PAGE_SIZE);
    // The database answers its last page for a page past it: stop once a page repeats.
    if (answer.page !== page) break;
    questions.push(...answer.rows);
    if (page * answer.pageSize >= answer.total) break;
  }
  return writeQuestionsCsv(questions.map((question) => toCsvQuestion(question, setup)));
}

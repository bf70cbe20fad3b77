// Fixtures for the assessment suites: a question bank written as superuser, one question per
// transaction (a question's options are checked when its transaction commits).
import { sql } from '../../support/stack';

export interface QuestionFixture {
  id: string;
  kind: 'single' | 'multiple';
  optionIds: string[];
  correctIds: string[];
  wrongIds: string[];
}

export async function insertDomain(courseId: string, name: string, weight: number): Promise<string> {
  const [row] = await sql<{ id: string }[]>`
    insert into public.exam_domains (course_id, name, weight_percent) values (${courseId}, ${name}, ${weight})
    returning id`;
  return row!.id;
}

/**
 * A question with `options` options whose correct ones are the positions in `correct` (0-based):
 * one position makes a single-choice question, more a multiple-choice one ('escolha N').
 */
export async function insertQuestion(options: {
  courseId: string;
  moduleId?: string | null;
  domainId?: string | null;
  correct?: number[];
  options?: number;
  prompt?: string;
  lessonId?: string | null;
  lessonSecond?: number | null;
}): Promise<QuestionFixture> {
  const correct = options.correct ?? [0];
  const count = options.options ?? 4;
  const kind = correct.length === 1 ? 'single' : 'multiple';
  return sql.begin(async (tx) => {
    const [question] = await tx<{ id: string }[]>`
      insert into public.assessment_questions
        (course_id, module_id, domain_id, kind, prompt, explanation, lesson_id, lesson_second)
      values (${options.courseId}, ${options.moduleId ?? null}, ${options.domainId ?? null}, ${kind},
              ${options.prompt ?? 'Qual serviço da AWS guarda objetos?'}, 'Explicação da resposta certa.',
              ${options.lessonId ?? null}, ${options.lessonSecond ?? null})
      returning id`;
    const optionIds: string[] = [];
    for (let position = 1; position <= count; position++) {
      const [option] = await tx<{ id: string }[]>`
        insert into public.assessment_options (question_id, position, text, is_correct)
        values (${question!.id}, ${position}, ${`Opção ${position}`}, ${correct.includes(position - 1)})
        returning id`;
      optionIds.push(option!.id);
    }
    return {
      id: question!.id,
      kind,
      optionIds,
      correctIds: optionIds.filter((_, index) => correct.includes(index)),
      wrongIds: optionIds.filter((_, index) => !correct.includes(index)),
    } satisfies QuestionFixture;
  });
}

/** `count` questions for a module (single choice, first option right unless told). */
export async function insertModuleQuestions(
  courseId: string,
  moduleId: string,
  count: number,
  correct: number[] = [0],
): Promise<QuestionFixture[]> {
  const questions: QuestionFixture[] = [];
  for (let index = 0; index < count; index++) {
    questions.push(
      await insertQuestion({ courseId, moduleId, correct, prompt: `Questão ${index + 1} do módulo` }),
    );
  }
  return questions;
}

export async function insertModuleQuiz(moduleId: string, questionCount: number, passPercent = 70) {
  await sql`insert into public.module_quizzes (module_id, question_count, pass_percent)
            values (${moduleId}, ${questionCount}, ${passPercent})`;
}

export async function insertPracticeExam(
  courseId: string,
  settings: { questionCount: number; minutes?: number; passScore?: number; published?: boolean },
) {
  await sql`insert into public.practice_exams (course_id, question_count, time_limit_minutes, pass_score, published)
            values (${courseId}, ${settings.questionCount}, ${settings.minutes ?? 30}, ${settings.passScore ?? 720},
                    ${settings.published ?? true})`;
}

/** Every answer key field a leak would show, as JSON text (to search any answer for it). */
export const KEY_FIELDS = ['is_correct', 'explanation'];

export function containsKey(value: unknown): boolean {
  const text = JSON.stringify(value ?? null);
  return (
    KEY_FIELDS.some((field) => text.includes(`"${field}"`)) || text.includes('Explicação da resposta certa.')
  );
}

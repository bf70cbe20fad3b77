// Fixtures of the assessment specs: a course built for the test with a quiz after each module, a
// published simulado over two exam domains, and the answer keys read from the database (as the
// superuser: the test plays a student who knows, or does not know, the answers; the app never
// reads them). Students come from ./learning-fixtures.ts.
import { randomUUID } from 'node:crypto';
import { type Page } from '@playwright/test';
import { database } from './learning-fixtures';
import { expect } from './support';

export interface AssessmentCourse {
  id: string;
  slug: string;
  title: string;
  modules: { id: string; title: string; lessonId: string; lessonTitle: string }[];
}

interface CourseOptions {
  modules?: number;
  requiresQuizzes?: boolean;
  /** The simulado's clock, in minutes. */
  examMinutes?: number;
}

/**
 * An active course with one 10-minute lesson per module, two questions per module (one single
 * choice, one 'escolha 2', each pointing at a second of the module's lesson), a 2-question quiz per
 * module (pass mark 70 %) and a published simulado of 4 questions (pass score 700) drawn from two
 * domains of 50 % (one per module for the first two modules).
 */
export async function createAssessmentCourse(options: CourseOptions = {}): Promise<AssessmentCourse> {
  const { modules: moduleCount = 2, requiresQuizzes = false, examMinutes = 30 } = options;
  const sql = database();
  const tag = randomUUID().slice(0, 8);
  const title = `Provas na Nuvem ${tag}`;
  const slug = `provas-${tag}`;
  return sql.begin(async (tx) => {
    const [course] = await tx<{ id: string }[]>`
      insert into public.courses (slug, title, description, learning_points, level, duration, total_hours,
                                  requires_quizzes)
      values (${slug}, ${title}, 'Curso criado pelos testes de quizzes e simulados.',
              ${['Um', 'Dois', 'Três', 'Quatro', 'Cinco']}, 'Iniciante', '4 semanas', 1, ${requiresQuizzes})
      returning id`;
    const courseId = course!.id;
    const domains = await tx<{ id: string }[]>`
      insert into public.exam_domains (course_id, name, weight_percent)
      values (${courseId}, 'Arquiteturas seguras', 50), (${courseId}, 'Arquiteturas resilientes', 50)
      returning id`;
    const modules: AssessmentCourse['modules'] = [];
    for (let index = 0; index < moduleCount; index += 1) {
      const number = index + 1;
      const moduleTitle = `Módulo de prova ${number}`;
      const lessonTitle = `Aula de prova ${number}`;
      const [module] = await tx<{ id: string }[]>`
        insert into public.course_modules (course_id, title, order_index)
        values (${courseId}, ${moduleTitle}, ${number}) returning id`;
      const [lesson] = await tx<{ id: string }[]>`
        insert into public.lessons (module_id, title, video_url, duration_minutes, order_index)
        values (${module!.id}, ${lessonTitle}, 'https://www.youtube.com/watch?v=aircAruvnKk', 10, 1)
        returning id`;
      modules.push({ id: module!.id, title: moduleTitle, lessonId: lesson!.id, lessonTitle });
      const domainId = domains[index % 2]!.id;
      const questions = [
        {
          kind: 'single',
          prompt: `Módulo ${number}: qual serviço guarda objetos com durabilidade de onze noves?`,
          options: ['Amazon S3', 'Amazon EC2', 'AWS Lambda', 'Amazon VPC'],
          correct: [0],
          second: 125,
        },
        {
          kind: 'multiple',
          prompt: `Módulo ${number}: quais práticas aumentam a disponibilidade? (escolha 2)`,
          options: [
            'Usar várias zonas de disponibilidade',
            'Um único servidor grande',
            'Balanceador de carga',
            'Desligar o monitoramento',
          ],
          correct: [0, 2],
          second: 300,
        },
      ];
      for (const question of questions) {
        const [row] = await tx<{ id: string }[]>`
          insert into public.assessment_questions
            (course_id, module_id, domain_id, kind, prompt, explanation, lesson_id, lesson_second)
          values (${courseId}, ${module!.id}, ${domainId}, ${question.kind}, ${question.prompt},
                  ${`Explicação da questão do módulo ${number}: a aula mostra o porquê.`}, ${lesson!.id},
                  ${question.second})
          returning id`;
        for (const [position, text] of question.options.entries()) {
          await tx`
            insert into public.assessment_options (question_id, position, text, is_correct)
            values (${row!.id}, ${position + 1}, ${text}, ${question.correct.includes(position)})`;
        }
      }
      await tx`insert into public.module_quizzes (module_id, question_count, pass_percent)
               values (${module!.id}, 2, 70)`;
    }
    await tx`insert into public.practice_exams (course_id, question_count, time_limit_minutes, pass_score, published)
             values (${courseId}, 4, ${examMinutes}, 700, true)`;
    return { id: courseId, slug, title, modules };
  });
}

/** The correct option ids of a question (the key the grading call holds). */
export async function correctOptions(questionId: string): Promise<string[]> {
  const rows = await database()<{ id: string }[]>`
    select id from public.assessment_options
    where question_id = ${questionId} and is_correct order by position`;
  return rows.map((row) => row.id);
}

/** The question ids shown on the quiz screen, from its fieldsets (id="questao-<uuid>"). */
export async function shownQuestionIds(page: Page): Promise<string[]> {
  await expect(page.locator('fieldset[id^="questao-"]').first()).toBeVisible();
  const ids = await page
    .locator('fieldset[id^="questao-"]')
    .evaluateAll((fieldsets) => fieldsets.map((fieldset) => fieldset.id.replace('questao-', '')));
  expect(ids.length).toBeGreaterThan(0);
  return ids;
}

/**
 * Answers one question on screen: rightly (its key), or wrongly (a wrong option for a single
 * choice, one right and one wrong for an 'escolha 2').
 */
export async function answerQuestion(page: Page, questionId: string, rightly: boolean) {
  const fieldset = page.locator(`fieldset[id="questao-${questionId}"]`);
  const key = await correctOptions(questionId);
  const all = await fieldset
    .locator('input')
    .evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value));
  const wrong = all.filter((id) => !key.includes(id));
  const chosen = rightly ? key : key.length === 1 ? [wrong[0]!] : [key[0]!, wrong[0]!];
  for (const optionId of chosen) await fieldset.locator(`input[value="${optionId}"]`).check();
}

/** The student's open simulado attempt of a course. */
export async function openExamAttempt(email: string, courseId: string) {
  const [row] = await database()<{ id: string; deadline_at: Date }[]>`
    select a.id, a.deadline_at from public.assessment_attempts a
    join public.profiles p on p.id = a.user_id
    where p.email = ${email} and a.course_id = ${courseId} and a.kind = 'exam' and a.submitted_at is null`;
  expect(row, 'an open simulado').toBeTruthy();
  return row!;
}

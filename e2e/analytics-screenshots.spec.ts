// Screenshots of the analytics screens for a person to look at (not an assertion of pixels): a
// course's analytics (with a course whose learners thin out lesson by lesson), the teacher's way
// in, and the school's weeks in 'Relatórios'. Run with TRILHA_SCREENSHOTS=1; the PNGs go to
// TRILHA_SHOTS_DIR or <results dir>/analytics-screens/.
import path from 'node:path';
import { type Page } from '@playwright/test';
import { E2E_RESULTS_DIR } from '../scripts/lib/e2e-config.mjs';
import {
  addModuleWithLesson,
  createCourse,
  createUser,
  db,
  enroll,
  signInAsAdmin,
  unique,
} from './fixtures/admin-fixtures';
import { takeModuleQuiz } from './fixtures/assessment-fixtures';
import { expect, signInWithSession, test } from './support';

const shotsDir = process.env.TRILHA_SHOTS_DIR || path.join(E2E_RESULTS_DIR, 'analytics-screens');
const LESSONS = [
  'Boas-vindas',
  'O que é nuvem',
  'Regiões e zonas',
  'IAM na prática',
  'Redes virtuais',
  'EC2',
  'S3',
  'Revisão',
];

async function open(page: Page, url: string) {
  await page.goto(url);
  await expect(page.getByText('Carregando...')).toHaveCount(0);
  await page.waitForLoadState('networkidle');
}

/** Eight lessons, twenty learners who thin out lesson by lesson; some stopped weeks ago. */
async function thinningCourse() {
  const course = await createCourse(unique('AWS Cloud Practitioner'));
  const { moduleId, lessonId } = await addModuleWithLesson(course.id, 'Fundamentos', LESSONS[0]);
  const lessonIds = [lessonId];
  for (const [index, title] of LESSONS.slice(1).entries()) {
    const [lesson] = await db()`
      insert into public.lessons (module_id, title, video_url, duration_minutes, order_index)
      values (${moduleId}, ${title}, 'https://www.youtube.com/watch?v=dQw4w9WgXcQ', 12, ${index + 2})
      returning id`;
    lessonIds.push(lesson!.id as string);
  }
  for (let learner = 0; learner < 20; learner++) {
    const student = await createUser({ fullName: unique('Aluno') });
    await enroll(student.id, course.id);
    const reach = learner < 3 ? 0 : Math.min(LESSONS.length, Math.ceil((20 - learner) / 2.2));
    const daysAgo = learner % 3 === 0 ? 20 : 1;
    for (let index = 0; index < reach; index++) {
      const seconds = index === reach - 1 && learner % 2 === 0 ? 200 : 700;
      await db()`
        insert into public.watch_positions (user_id, lesson_id, position_seconds, updated_at)
        values (${student.id}, ${lessonIds[index]!}, ${seconds}, now() - make_interval(days => ${daysAgo}))`;
    }
    const progress = Math.floor((100 * reach) / LESSONS.length);
    await db()`update public.enrollments set progress = ${progress}, completed = ${progress === 100}
               where user_id = ${student.id} and course_id = ${course.id}`;
  }
  // Three quiz questions whose right option is A, B and C: choosing one letter in an attempt gets
  // one question right, so the attempts below give each question its own share.
  const prompts = [
    'Qual serviço guarda objetos?',
    'Qual serviço roda máquinas virtuais?',
    'Onde ficam os logs de acesso?',
  ];
  for (const [index, prompt] of prompts.entries()) {
    // A question and its options in one transaction (the option count is checked at commit).
    await db().begin(async (tx) => {
      const [question] = await tx`
        insert into public.assessment_questions (course_id, module_id, kind, prompt, explanation)
        values (${course.id}, ${moduleId}, 'single', ${prompt}, 'Veja a aula.')
        returning id`;
      await tx`
        insert into public.assessment_options (question_id, position, text, is_correct)
        values (${question!.id}, 1, 'A', ${index === 0}), (${question!.id}, 2, 'B', ${index === 1}),
               (${question!.id}, 3, 'C', ${index === 2})`;
    });
  }
  await db()`insert into public.module_quizzes (module_id, question_count, pass_percent) values (${moduleId}, 3, 70)`;
  const quizTaker = await createUser({ fullName: unique('Aluna do Quiz') });
  await enroll(quizTaker.id, course.id);
  await takeModuleQuiz(quizTaker, moduleId, ['A', 'A', 'B', 'A', 'C', 'A', 'B']);
  return course;
}

for (const width of [1280, 390]) {
  test(`analytics screens at ${width}`, async ({ page, browser }) => {
    test.setTimeout(180_000);
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    const shot = (name: string, fullPage = true) =>
      page.screenshot({ path: path.join(shotsDir, `${width}-${name}.png`), fullPage });
    const course = await thinningCourse();
    await signInAsAdmin(page);

    await open(page, `/admin/courses/${course.id}/analise`);
    await shot('course-analytics');
    const dropOff = page.getByRole('figure', { name: 'Alcance e conclusão por aula' });
    await dropOff.getByRole('button', { name: 'Ver tabela' }).click();
    await dropOff.scrollIntoViewIfNeeded();
    await shot('course-analytics-table', false);

    await open(page, '/admin/reports');
    await shot('reports');

    const teacher = await createUser({ role: 'professor', fullName: unique('Paula Professora') });
    await db()`insert into public.teacher_courses (teacher_id, course_id) values (${teacher.id}, ${course.id})`;
    const teacherPage = await (await browser.newContext({ viewport: { width, height: 900 } })).newPage();
    await signInWithSession(teacherPage, teacher.email, teacher.password);
    await open(teacherPage, `/dashboard/cursos/${course.id}`);
    await teacherPage.screenshot({ path: path.join(shotsDir, `${width}-teacher-course.png`) });
  });
}

// Screenshots of the community screens for a person to look at (not an assertion of pixels): the course
// page with its reviews, a lesson with its questions (the list and an answered thread), the
// teacher's dashboard and course workspace, and the notifications, at 1280 and 390 px. The course,
// its teacher, students, reviews and questions are written straight into the database (the rules
// of the RPCs are covered by the integration tests). Run with TRILHA_SCREENSHOTS=1; the PNGs go to
// <results dir>/community-screens/.
import path from 'node:path';
import { type Page } from '@playwright/test';
import { E2E_RESULTS_DIR } from '../scripts/lib/e2e-config.mjs';
import { addModuleWithLesson, createCourse, createUser, db, enroll, unique } from './fixtures/admin-fixtures';
import { signInWithSession, expect, test } from './support';
import { serveVideoStandIns } from './video-stand-ins';

const shot = (page: Page, name: string, fullPage = false) =>
  page.screenshot({ path: path.join(E2E_RESULTS_DIR, 'community-screens', `${name}.png`), fullPage });

const STUDENTS = [
  'Ana Beatriz Oliveira',
  'Carlos Eduardo Souza',
  'Fernanda Lima Araújo',
  'João Pedro Gonçalves',
  'Luíza Martins Ribeiro',
  'Marcos Vinícius Costa',
];
const REVIEWS: Array<[number, string | null]> = [
  [5, 'Explicações claras e muitos exemplos práticos. Consegui montar meu primeiro ambiente sozinho.'],
  [4, 'Muito bom, mas senti falta de mais exercícios sobre permissões.'],
  [5, null],
  [3, 'O conteúdo é bom; algumas aulas poderiam ser mais curtas.'],
  [5, '<b>Recomendo</b> para quem está começando na nuvem!'],
];
const QUESTIONS: Array<{
  title: string;
  body: string;
  answered?: string;
  resolved?: boolean;
  votes?: number;
}> = [
  {
    title: 'Como deixo um bucket privado depois de criado?',
    body: 'Criei o bucket seguindo a aula, mas ele aparece como público no console. Onde mudo isso?',
    answered: 'Abra a aba Permissões e ative "Bloquear todo o acesso público". Salve e confirme.',
    resolved: true,
    votes: 4,
  },
  {
    title: 'A política de ciclo de vida apaga as versões antigas também?',
    body: 'Quero guardar só as últimas 3 versões de cada arquivo.',
    answered: 'Sim: use "Expirar versões não atuais" e informe quantas versões manter.',
    votes: 2,
  },
  {
    title: 'Qual a diferença entre S3 Standard e Standard-IA na prática?',
    body: 'Os preços parecem próximos; quando compensa trocar?',
    votes: 3,
  },
  {
    title: 'Erro AccessDenied ao enviar arquivo pela CLI',
    body: 'Recebo AccessDenied mesmo sendo administrador.',
  },
];

async function seedCourse() {
  const course = await createCourse(unique('Armazenamento na AWS'));
  const { moduleId, lessonId } = await addModuleWithLesson(
    course.id,
    'Buckets e objetos',
    'Criando seu bucket',
  );
  const [second] = await db()`
    insert into public.lessons (module_id, title, video_url, duration_minutes, order_index)
    values (${moduleId}, 'Permissões e políticas', 'https://www.youtube.com/watch?v=dQw4w9WgXcQ', 15, 2)
    returning id`;
  await db()`update public.courses set total_hours = 12, price = 197 where id = ${course.id}`;
  const teacher = await createUser({ role: 'professor', fullName: 'Paula Reis Andrade' });
  await db()`insert into public.teacher_courses (teacher_id, course_id) values (${teacher.id}, ${course.id})`;

  const students = [];
  for (const [index, name] of STUDENTS.entries()) {
    const student = await createUser({ fullName: name });
    await enroll(student.id, course.id);
    await db()`update public.enrollments set enrolled_at = now() - ${index * 3} * interval '1 day'
               where user_id = ${student.id} and course_id = ${course.id}`;
    if (index % 3 !== 2) {
      await db()`insert into public.lesson_progress (user_id, lesson_id) values (${student.id}, ${lessonId})`;
    }
    if (index % 3 === 0) {
      await db()`insert into public.lesson_progress (user_id, lesson_id) values (${student.id}, ${second!.id})`;
    }
    students.push(student);
  }
  for (const [index, [rating, body]] of REVIEWS.entries()) {
    const written = new Date(Date.now() - index * 2 * 86_400_000);
    await db()`insert into public.course_reviews (course_id, author_id, rating, body, created_at, updated_at)
               values (${course.id}, ${students[index]!.id}, ${rating}, ${body}, ${written}, ${written})`;
  }
  // What complete_lesson would have done for each enrolment.
  await db()`select private.refresh_course_progress(${course.id})`;
  const questionIds: string[] = [];
  for (const [index, question] of QUESTIONS.entries()) {
    const asked = new Date(Date.now() - (QUESTIONS.length - index) * 5 * 3_600_000);
    const [row] = await db()`
      insert into public.lesson_questions (lesson_id, course_id, author_id, title, body, created_at, updated_at)
      values (${lessonId}, ${course.id}, ${students[index]!.id}, ${question.title}, ${question.body},
              ${asked}, ${asked})
      returning id`;
    questionIds.push(row!.id as string);
    if (question.answered) {
      await db()`insert into public.question_answers (question_id, author_id, body, is_teacher)
                 values (${row!.id}, ${teacher.id}, ${question.answered}, true)`;
    }
    if (question.resolved) {
      await db()`update public.lesson_questions set is_resolved = true, resolved_at = now() where id = ${row!.id}`;
    }
    for (const voter of students.slice(0, question.votes ?? 0)) {
      if (voter.id === students[index]!.id) continue;
      await db()`insert into public.question_votes (question_id, user_id) values (${row!.id}, ${voter.id})`;
    }
    await db()`insert into public.notifications (user_id, kind, question_id) values (${teacher.id}, 'new_question', ${row!.id})`;
  }
  return { course, lessonId, teacher, asker: students[0]!, questionIds };
}

for (const width of [1280, 390]) {
  test(`community screens at ${width} px`, async ({ browser }) => {
    test.setTimeout(120_000);
    const { course, lessonId, teacher, asker, questionIds } = await seedCourse();
    const viewport = { width, height: width === 390 ? 844 : 900 };

    // A visitor on the course page: the average, the distribution and the latest reviews.
    const visitor = await browser.newPage({ viewport });
    await visitor.goto(`/course/${course.slug}`);
    const reviews = visitor.getByRole('region', { name: 'Avaliações dos alunos' });
    await expect(reviews.getByRole('list', { name: 'Avaliações', exact: true })).toBeVisible();
    await reviews.scrollIntoViewIfNeeded();
    await shot(visitor, `${width}-course-reviews`);
    await shot(visitor, `${width}-course-page-full`, true);
    await visitor.close();

    // A student under the lesson: the list (most voted first), then an answered thread.
    const student = await browser.newPage({ viewport });
    await serveVideoStandIns(student);
    await signInWithSession(student, asker.email, asker.password);
    await student.goto(`/course/${course.id}/lesson/${lessonId}`);
    const questions = student.getByRole('region', { name: 'Perguntas e respostas' });
    await expect(
      questions.getByRole('list', { name: 'Perguntas da aula' }).getByRole('listitem'),
    ).toHaveCount(QUESTIONS.length);
    await questions.scrollIntoViewIfNeeded();
    await shot(student, `${width}-lesson-questions`);
    await shot(student, `${width}-lesson-questions-full`, true);
    await student.goto(`/course/${course.id}/lesson/${lessonId}?pergunta=${questionIds[0]}#perguntas`);
    await expect(questions.getByText('Resposta do professor')).toBeVisible();
    await questions.scrollIntoViewIfNeeded();
    await shot(student, `${width}-lesson-thread`);
    await student.close();

    // The teacher: the dashboard with the waiting questions, the account menu with its badge, the
    // course workspace with the students, and the notifications.
    const teacherPage = await browser.newPage({ viewport });
    await serveVideoStandIns(teacherPage);
    await signInWithSession(teacherPage, teacher.email, teacher.password);
    await teacherPage.goto('/dashboard');
    await expect(teacherPage.getByRole('region', { name: /Perguntas aguardando resposta/ })).toBeVisible();
    await shot(teacherPage, `${width}-teacher-dashboard`, true);
    // The bell carries the count at both widths; on a phone the account entries are in the menu.
    await expect(teacherPage.getByRole('link', { name: /^Notificações, \d+ não lida/ })).toBeVisible();
    const account = teacherPage.getByRole('button', { name: width === 390 ? /Abrir menu/ : /Minha Conta/ });
    await account.click();
    await shot(teacherPage, `${width}-account-menu`);
    if (width === 390) await teacherPage.getByRole('button', { name: 'Fechar menu' }).click();
    else await teacherPage.keyboard.press('Escape');
    await teacherPage.goto(`/dashboard/cursos/${course.id}`);
    await expect(
      teacherPage.getByRole('heading', { name: `Alunos inscritos (${STUDENTS.length})` }),
    ).toBeVisible();
    await expect(teacherPage.getByRole('cell', { name: STUDENTS[0] })).toBeVisible();
    await shot(teacherPage, `${width}-teacher-course`, true);
    await teacherPage.goto('/notificacoes');
    await expect(teacherPage.getByRole('link', { name: /Nova pergunta/ }).first()).toBeVisible();
    await shot(teacherPage, `${width}-notifications`, true);
    await teacherPage.close();
  });
}

// The header's notifications bell, at a phone's and a desktop's width: named with the unread count,
// it opens the notifications page; marking them read empties it. Each run builds its own teacher,
// course and questions, so it never touches the demo data other specs read.
import { mkdirSync } from 'node:fs';
import { addModuleWithLesson, createCourse, createUser, db, enroll, unique } from './fixtures/admin-fixtures';
import { expect, signInWithSession, test } from './support';

const SHOTS = process.env.TRILHA_SHOTS_DIR;

for (const width of [390, 1280]) {
  test(`the header's bell shows the unread count and opens the notifications (${width} px)`, async ({
    browser,
  }) => {
    test.setTimeout(60_000);
    const course = await createCourse(unique('Curso do Sino'));
    const { lessonId } = await addModuleWithLesson(course.id, 'Módulo', 'Aula com perguntas');
    const [teacher, student] = await Promise.all([
      createUser({ role: 'professor', fullName: 'Sofia Professora Reis' }),
      createUser({ fullName: 'Davi Aluno Souza' }),
    ]);
    await db()`insert into public.teacher_courses (teacher_id, course_id) values (${teacher.id}, ${course.id})`;
    await enroll(student.id, course.id);
    for (const title of ['Como configuro a VPC?', 'Qual região escolher?']) {
      const [question] = await db()<{ id: string }[]>`
        insert into public.lesson_questions (lesson_id, course_id, author_id, title, body)
        values (${lessonId}, ${course.id}, ${student.id}, ${title}, 'Texto') returning id`;
      await db()`insert into public.notifications (user_id, kind, question_id)
                 values (${teacher.id}, 'new_question', ${question!.id})`;
    }

    const context = await browser.newContext({
      viewport: { width, height: 844 },
      locale: 'pt-BR',
      timezoneId: 'America/Sao_Paulo',
    });
    const page = await context.newPage();
    await signInWithSession(page, teacher.email, teacher.password);
    await page.goto('/courses');
    const header = page.getByRole('banner');
    const bell = header.getByRole('link', { name: 'Notificações, 2 não lidas' });
    await expect(bell).toBeVisible();
    await expect(bell.getByTestId('notifications-badge')).toHaveText('2');
    // The bell sits beside the account button (desktop) or the menu button (phone), never hidden.
    await expect(
      header.getByRole('button', { name: width === 390 ? 'Abrir menu' : /Minha Conta/ }),
    ).toBeVisible();
    if (SHOTS) {
      mkdirSync(SHOTS, { recursive: true });
      await page.screenshot({ path: `${SHOTS}/${width}-header-bell.png` });
    }

    await bell.click();
    await expect(page).toHaveURL(/\/notificacoes$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Notificações' })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Notificações' }).getByRole('listitem')).toHaveCount(2);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/${width}-notifications-page.png` });

    await page.getByRole('button', { name: 'Marcar todas como lidas' }).click();
    await expect(header.getByRole('link', { name: 'Notificações', exact: true })).toBeVisible();
    await expect(header.getByTestId('notifications-badge')).toHaveCount(0);
    await context.close();
  });
}

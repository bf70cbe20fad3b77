// Reviews and questions in Chromium: a student asks under a lesson, the teacher sees it on the dashboard and
// answers, the student sees the badge and the teacher's marked answer and resolves it; a student
// reviews and the course card and page show the new average. Each spec builds its own course,
// teacher and students, so it never touches the demo data other specs read.
import { type Browser, type Page } from '@playwright/test';
import { addModuleWithLesson, createCourse, createUser, db, enroll, unique } from './fixtures/admin-fixtures';
import { signInWithSession, expect, test } from './support';
import { serveVideoStandIns } from './video-stand-ins';

async function signedInPage(browser: Browser, user: { email: string; password: string }): Promise<Page> {
  const context = await browser.newContext({ locale: 'pt-BR', timezoneId: 'America/Sao_Paulo' });
  const page = await context.newPage();
  await serveVideoStandIns(page);
  await signInWithSession(page, user.email, user.password);
  return page;
}

test('a question under a lesson reaches the teacher, the answer reaches the student, who resolves it', async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const course = await createCourse(unique('Curso de Perguntas'));
  const { lessonId } = await addModuleWithLesson(course.id, 'Armazenamento', 'Buckets na prática');
  const teacher = await createUser({ role: 'professor', fullName: 'Paula Professora Reis' });
  const student = await createUser({ fullName: 'Bruna Aluna Costa' });
  await db()`insert into public.teacher_courses (teacher_id, course_id) values (${teacher.id}, ${course.id})`;
  await enroll(student.id, course.id);
  const title = `<b>Como</b> deixo o bucket privado? ${unique('')}`.trim();

  // The student asks under the video.
  const studentPage = await signedInPage(browser, student);
  await studentPage.goto(`/course/${course.id}/lesson/${lessonId}`);
  const questions = studentPage.getByRole('region', { name: 'Perguntas e respostas' });
  await expect(questions).toContainText('Nenhuma pergunta nesta aula ainda.');
  await questions.getByRole('button', { name: 'Fazer uma pergunta' }).click();
  await questions.getByRole('button', { name: 'Publicar pergunta' }).click();
  await expect(questions.getByText('Informe o título da pergunta')).toBeVisible();
  await expect(questions.getByText('Descreva sua dúvida', { exact: true }).last()).toBeVisible();
  await questions.getByLabel('Título da pergunta').fill(title);
  await questions
    .getByLabel('Sua dúvida')
    .fill('Criei o bucket e ele aparece como público.\n<script>alert(1)</script>');
  await questions.getByRole('button', { name: 'Publicar pergunta' }).click();
  await expect(studentPage.getByText('Pergunta publicada!')).toBeVisible();
  const listed = questions.getByRole('list', { name: 'Perguntas da aula' }).getByRole('listitem').first();
  // Shown as typed: the tags are text, nothing was rendered as HTML.
  await expect(listed.getByRole('link', { name: title })).toBeVisible();
  await expect(listed).toContainText('Sem resposta');
  await expect(questions.locator('b, script')).toHaveCount(0);

  // The teacher sees it on the dashboard and answers from the lesson.
  const teacherPage = await signedInPage(browser, teacher);
  await teacherPage.goto('/dashboard');
  const waiting = teacherPage.getByRole('region', { name: /Perguntas aguardando resposta/ });
  await expect(waiting.getByRole('link', { name: title })).toBeVisible();
  await expect(waiting).toContainText(`${course.title} · Buckets na prática`);
  await waiting.getByRole('link', { name: title }).click();
  await expect(teacherPage).toHaveURL(new RegExp(`/course/${course.id}/lesson/${lessonId}\\?pergunta=`));
  const thread = teacherPage.getByRole('region', { name: 'Perguntas e respostas' });
  await expect(thread.getByRole('heading', { name: title })).toBeVisible();
  await expect(thread).toContainText('Bruna C.');
  await thread
    .getByRole('textbox', { name: 'Sua resposta' })
    .fill('Ative o "Bloquear todo o acesso público" nas permissões.');
  await thread.getByRole('button', { name: 'Responder' }).click();
  await expect(teacherPage.getByText('Resposta publicada!')).toBeVisible();
  await expect(
    thread.getByRole('article').filter({ hasText: 'Bloquear todo o acesso público' }),
  ).toContainText('Resposta do professor');
  await teacherPage.goto('/dashboard');
  await expect(teacherPage.getByRole('region', { name: /Perguntas aguardando resposta/ })).not.toContainText(
    title,
  );

  // The student sees the bell's count, opens the notification, finds the marked answer and resolves it.
  await studentPage.goto('/dashboard');
  await expect(studentPage.getByRole('link', { name: 'Notificações, 1 não lida' })).toBeVisible();
  await studentPage.getByRole('button', { name: /Minha Conta/ }).click();
  await studentPage
    .getByRole('menu')
    .getByRole('menuitem', { name: /Notificações/ })
    .click();
  await expect(studentPage).toHaveURL(/\/notificacoes$/);
  const notification = studentPage.getByRole('link', { name: /O professor respondeu sua pergunta/ });
  await expect(notification).toContainText(title);
  await notification.click();
  const answered = studentPage.getByRole('region', { name: 'Perguntas e respostas' });
  await expect(answered.getByRole('heading', { name: title })).toBeVisible();
  await expect(answered).toContainText('Resposta do professor');
  await expect(answered).toContainText('Paula R.');
  await answered.getByRole('button', { name: 'Marcar como resolvida' }).click();
  await expect(studentPage.getByText('Pergunta marcada como resolvida!')).toBeVisible();
  await expect(answered.getByText('Resolvida', { exact: true })).toBeVisible();
  await expect(studentPage.getByRole('link', { name: 'Notificações', exact: true })).toBeVisible();
  await expect(studentPage.getByTestId('notifications-badge')).toHaveCount(0);
  const [row] = await db()`select is_resolved, teacher_answer_count from public.lesson_questions
                           where course_id = ${course.id}`;
  expect(row).toEqual({ is_resolved: true, teacher_answer_count: 1 });
});

test('a review shows on the course page and the course card with the new average', async ({ browser }) => {
  test.setTimeout(60_000);
  const course = await createCourse(unique('Curso Avaliado'));
  const { lessonId } = await addModuleWithLesson(course.id);
  const student = await createUser({ fullName: 'Renata Souza Lima' });
  await enroll(student.id, course.id);
  await db()`insert into public.lesson_progress (user_id, lesson_id) values (${student.id}, ${lessonId})`;

  const page = await signedInPage(browser, student);
  await page.goto(`/course/${course.slug}`);
  const reviews = page.getByRole('region', { name: 'Avaliações dos alunos' });
  await expect(reviews).toContainText('Este curso ainda não tem avaliações de alunos.');
  // Until there are reviews, no stars show.
  await expect(page.getByRole('main').locator('section[data-theme]')).not.toContainText('de 5');
  await reviews.getByRole('button', { name: 'Publicar avaliação' }).click();
  await expect(reviews.getByText('Escolha de 1 a 5 estrelas')).toBeVisible();
  // Stars are picked like a person does: clicking the star (the radio's label).
  await reviews.locator('label').filter({ hasText: '4 estrelas' }).click();
  await expect(reviews.getByRole('radio', { name: '4 estrelas' })).toBeChecked();
  const comment = '<script>alert("x")</script> Explicações claras e exemplos práticos.';
  await reviews.getByLabel('Comentário (opcional)').fill(comment);
  await reviews.getByRole('button', { name: 'Publicar avaliação' }).click();
  await expect(page.getByText('Avaliação publicada!')).toBeVisible();

  // The student's own review shows once, as 'Sua avaliação': the list leaves it out (here it is
  // the only one, so there is no list), the average and the count include it.
  await expect(reviews).toContainText('Sua avaliação');
  await expect(reviews.getByText(comment)).toHaveCount(1);
  await expect(reviews.getByRole('list', { name: 'Avaliações', exact: true })).toHaveCount(0);
  await expect(reviews).toContainText('4,0');
  await expect(reviews).toContainText('1 avaliação');
  await expect(page.getByRole('main').locator('section[data-theme]')).toContainText('4,0 de 5(1 avaliação)');
  await expect(page.locator('script:not([src])')).toHaveCount(0);

  // Another student's five stars: the database's average becomes 4,5.
  const other = await createUser({ fullName: 'Otávio Nunes' });
  await enroll(other.id, course.id);
  await db()`insert into public.course_reviews (course_id, author_id, rating) values (${course.id}, ${other.id}, 5)`;
  await page.goto('/courses');
  const card = page.getByRole('article').filter({ has: page.getByRole('heading', { name: course.title }) });
  await expect(card).toContainText('4,5');
  await card.getByRole('link', { name: /Ver Detalhes/ }).click();
  const refreshed = page.getByRole('region', { name: 'Avaliações dos alunos' });
  await expect(refreshed).toContainText('2 avaliações');
  const others = refreshed.getByRole('list', { name: 'Avaliações', exact: true });
  await expect(others.getByRole('listitem')).toHaveCount(1);
  await expect(others).toContainText('Otávio N.');
  await expect(others).not.toContainText('Renata L.');
  await expect(refreshed.getByText(comment)).toHaveCount(1);
  await expect(refreshed.getByRole('list', { name: 'Avaliações por número de estrelas' })).toContainText(
    '50%',
  );
});

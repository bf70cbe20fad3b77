// Lesson player (docs/rules/enrolment-and-progress.md): a fresh student
// enrols, goes from the dashboard to the first lesson, completes every lesson across modules and
// sees the progress grow, then 'Curso Concluído!' and 'Revisar Curso' on the dashboard. Also who
// may open a lesson, 'Aula não encontrada', load and save failures, and the video fallback.
import { demo, signInWithSession, expect, test } from './support';
import { courseBySlug, createStudent, enrol, recordDataRequests } from './learning-fixtures';

test('a student completes a whole course, lesson by lesson, and the dashboard shows it complete', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const course = await courseBySlug('azure');
  const moduleTitles = [...new Set(course.lessons.map((lesson) => lesson.moduleTitle))];
  expect(moduleTitles.length, 'the journey crosses modules').toBeGreaterThan(1);
  const student = await createStudent(page);
  await enrol(page, student, course.id);
  await signInWithSession(page, student.email, student.password);

  // Dashboard: the new enrolment, nothing done yet, the first lesson one click away.
  await page.goto('/dashboard');
  const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: course.title }) });
  await expect(card.getByText(`0 de ${course.lessons.length} aulas concluídas`)).toBeVisible();
  await expect(card.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '0');
  await expect(card.getByRole('link', { name: 'Acessar Curso' })).toHaveAttribute(
    'href',
    `/courses/${course.slug}`,
  );
  // The questions under the video and the exercises in the lesson list load with their own
  // chunks, possibly after the lesson shows: their first reads are not the moving between lessons.
  const firstLessonQuestions = page.waitForResponse((response) =>
    response.url().includes('/rpc/list_lesson_questions'),
  );
  const firstPracticeList = page.waitForResponse((response) =>
    response.url().includes('/rpc/get_course_practice'),
  );
  await card.getByRole('link', { name: course.lessons[0]!.title }).click();
  await expect(page).toHaveURL(`/course/${course.id}/lesson/${course.lessons[0]!.id}`);

  const progress = page.getByRole('progressbar', { name: 'Progresso do curso' });
  const sidebar = page.getByRole('navigation', { name: 'Conteúdo do curso' });
  await expect(progress).toHaveAttribute('aria-valuenow', '0');
  await expect(sidebar.getByRole('link')).toHaveCount(course.lessons.length);
  for (const title of moduleTitles) await expect(sidebar.getByRole('heading', { name: title })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Aula anterior' })).toHaveCount(0);

  await firstLessonQuestions;
  await firstPracticeList;

  // From here on, moving between lessons must not reload the course data.
  const requests = recordDataRequests(page);
  for (const [index, lesson] of course.lessons.entries()) {
    await expect(page).toHaveURL(`/course/${course.id}/lesson/${lesson.id}`);
    const title = page.getByRole('heading', { level: 1, name: lesson.title });
    await expect(title).toBeFocused();
    await expect(
      page.getByText(`${lesson.moduleTitle} · Aula ${index + 1} de ${course.lessons.length}`),
    ).toBeVisible();
    await expect(page.locator('iframe')).toHaveAttribute(
      'src',
      /^https:\/\/(www\.youtube-nocookie\.com\/embed\/[A-Za-z0-9_-]{11}\?enablejsapi=1|player\.vimeo\.com\/video\/\d+)/,
    );
    await expect(page.locator('iframe')).toHaveAttribute('title', `Vídeo da aula: ${lesson.title}`);
    await expect(sidebar.getByRole('link', { name: lesson.title })).toHaveAttribute('aria-current', 'page');

    const isLast = index === course.lessons.length - 1;
    await page.getByRole('button', { name: 'Marcar como concluída' }).click();
    if (isLast) {
      // The last lesson completes the course: its own moment instead of the lesson's toast
      // (e2e/player-course-completion.spec.ts).
      const moment = page.getByRole('dialog', { name: 'Curso concluído!' });
      await moment.getByRole('button', { name: 'Continuar na aula' }).click();
      await expect(moment).toHaveCount(0);
    } else {
      await expect(page.getByText('Aula marcada como concluída!').first()).toBeVisible();
    }
    await expect(page.getByRole('button', { name: 'Marcar como concluída' })).toHaveCount(0);
    await expect(page.getByText('Aula concluída', { exact: true })).toBeVisible();

    const expected = Math.round((100 * (index + 1)) / course.lessons.length);
    await expect(progress).toHaveAttribute('aria-valuenow', String(expected));
    await expect(sidebar.getByRole('link', { name: lesson.title })).toContainText('Concluída');

    if (!isLast) {
      const next = page.getByRole('link', { name: /^Próxima aula/ });
      await expect(next).toBeFocused();
      await expect(next).toContainText(course.lessons[index + 1]!.title);
      await next.click();
    }
  }
  // Only the completions went out, each lesson opened read its own questions (they are per
  // lesson), and the course's completion read its certificate: no course or lesson reads while
  // changing lessons.
  const [completions, questionLists, certificates] = [
    'rpc/complete_lesson',
    'rpc/list_lesson_questions',
    'certificates',
  ].map((path) => requests.paths.filter((seen) => seen === path));
  expect(completions).toHaveLength(course.lessons.length);
  expect(questionLists).toHaveLength(course.lessons.length - 1);
  expect(certificates).toHaveLength(1);
  expect(requests.paths).toHaveLength(completions!.length + questionLists!.length + 1);
  requests.stop();

  // After the last lesson the next button goes back to the course page (by slug).
  await expect(page.getByRole('link', { name: 'Próxima aula' })).toHaveCount(0);
  const back = page.getByRole('navigation', { name: 'Navegação entre aulas' }).getByRole('link', {
    name: 'Voltar ao Curso',
  });
  await expect(back).toHaveAttribute('href', `/course/${course.slug}`);
  await expect(
    page.getByText(`${course.lessons.length} de ${course.lessons.length} aulas concluídas`),
  ).toBeVisible();
  // Going back to an earlier lesson: it stays completed, no button to mark it again.
  await sidebar.getByRole('link', { name: course.lessons[0]!.title }).click();
  await expect(page.getByRole('heading', { level: 1, name: course.lessons[0]!.title })).toBeFocused();
  await expect(page.getByRole('button', { name: 'Marcar como concluída' })).toHaveCount(0);

  // The dashboard, reached without a reload, shows the course complete.
  await page.getByRole('banner').getByRole('button', { name: 'Minha Conta' }).click();
  await page.getByRole('menu').getByRole('menuitem', { name: 'Dashboard' }).click();
  await expect(card.getByText('Curso Concluído!')).toBeVisible();
  await expect(card.getByRole('link', { name: 'Revisar Curso' })).toHaveAttribute(
    'href',
    `/courses/${course.slug}`,
  );
  await expect(card.getByRole('link', { name: 'Acessar Curso' })).toHaveCount(0);
  await expect(
    card.getByText(`${course.lessons.length} de ${course.lessons.length} aulas concluídas`),
  ).toBeVisible();
  await expect(card.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
  const counters = page.getByRole('region', { name: 'Resumo' });
  await expect(counters.getByRole('definition').nth(0)).toHaveText('1');
  // Study time is what the server credited from watching (docs/engagement.md): lessons only marked
  // as completed, as here, add none.
  await expect(counters.getByRole('definition').nth(1)).toHaveText('0 min');
  await expect(counters.getByRole('definition').nth(3)).toHaveText('100%');
});

test('a student who is not enrolled cannot open a lesson by its URL', async ({ page }) => {
  // A free course: enrolling is the whole way in (a sold course is bought first, checkout specs).
  const course = await courseBySlug('devops');
  const student = await createStudent(page);
  await signInWithSession(page, student.email, student.password);
  await page.goto(`/course/${course.id}/lesson/${course.lessons[2]!.id}`);
  await expect(page).toHaveURL(`/course/${course.slug}`);
  await expect(
    page.getByText('Você precisa estar inscrito neste curso para assistir às aulas.'),
  ).toBeVisible();
  await expect(page.locator('iframe')).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1, name: course.title })).toBeVisible();

  // Once enrolled (same tab, no reload), the refused answer is not reused from the cache.
  await page.getByRole('button', { name: 'Inscrever-se Agora' }).click();
  await expect(page).toHaveURL('/dashboard');
  const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: course.title }) });
  await card.getByRole('link', { name: course.lessons[0]!.title }).click();
  await expect(page.getByRole('heading', { level: 1, name: course.lessons[0]!.title })).toBeVisible();
  await expect(page).toHaveURL(`/course/${course.id}/lesson/${course.lessons[0]!.id}`);
});

test('an unknown lesson or course shows Aula não encontrada', async ({ page }) => {
  const course = await courseBySlug('aws');
  await signInWithSession(page, demo.student.email, demo.student.password);
  await page.goto(`/course/${course.id}/lesson/00000000-0000-4000-8000-000000000000`);
  await expect(page.getByRole('heading', { level: 1, name: 'Aula não encontrada' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Ir para a primeira aula' })).toHaveAttribute(
    'href',
    `/course/${course.id}/lesson/${course.lessons[0]!.id}`,
  );
  await expect(page.getByRole('link', { name: 'Voltar ao Curso' })).toHaveAttribute(
    'href',
    `/course/${course.slug}`,
  );

  await page.goto('/course/not-a-course/lesson/not-a-lesson');
  await expect(page.getByRole('heading', { level: 1, name: 'Aula não encontrada' })).toBeVisible();
});

test('the demo student resumes aws: completed marks, durations and progress from the database', async ({
  page,
}) => {
  const course = await courseBySlug('aws');
  await signInWithSession(page, demo.student.email, demo.student.password);
  await page.goto(`/course/${course.id}/lesson/${course.lessons[0]!.id}`);
  const sidebar = page.getByRole('navigation', { name: 'Conteúdo do curso' });
  // The seed completed the first module (2 of 7 lessons).
  await expect(sidebar.getByRole('link', { name: course.lessons[0]!.title })).toContainText('Concluída');
  await expect(sidebar.getByRole('link', { name: course.lessons[1]!.title })).toContainText('Concluída');
  await expect(sidebar.getByRole('link', { name: course.lessons[2]!.title })).not.toContainText('Concluída');
  await expect(sidebar.getByRole('link', { name: course.lessons[2]!.title })).toContainText(
    `${course.lessons[2]!.minutes} min`,
  );
  await expect(page.getByRole('progressbar', { name: 'Progresso do curso' })).toHaveAttribute(
    'aria-valuenow',
    String(Math.round((100 * 2) / course.lessons.length)),
  );
  // A t= start time on a YouTube link becomes the embed's start; the embed answers its IFrame
  // Player API (enablejsapi) to this page only. The video is the screen's main content: not lazy.
  await sidebar.getByRole('link', { name: course.lessons[1]!.title }).click();
  const origin = new URL(page.url()).origin;
  await expect(page.locator('iframe')).toHaveAttribute(
    'src',
    `https://www.youtube-nocookie.com/embed/3hLmDS179YE?enablejsapi=1&origin=${encodeURIComponent(origin)}&playsinline=1&rel=0&start=1397`,
  );
  await expect(page.locator('iframe')).toHaveAttribute('allow', /encrypted-media/);
  // The Vimeo lesson embeds Vimeo's player.
  await sidebar.getByRole('link', { name: course.lessons[6]!.title }).click();
  await expect(page.locator('iframe')).toHaveAttribute(
    'src',
    'https://player.vimeo.com/video/76979871?playsinline=1&dnt=1',
  );
});

test('saving a completion that fails says so and keeps the button', async ({ page }) => {
  const course = await courseBySlug('aws');
  await signInWithSession(page, demo.student.email, demo.student.password);
  await page.route('**/rest/v1/rpc/complete_lesson', (route) =>
    route.request().method() === 'POST'
      ? route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"falha"}' })
      : route.fallback(),
  );
  await page.goto(`/course/${course.id}/lesson/${course.lessons[3]!.id}`);
  const button = page.getByRole('button', { name: 'Marcar como concluída' });
  await button.click();
  await expect(page.getByText('Erro ao marcar aula como concluída')).toBeVisible();
  await expect(button).toBeEnabled();
  await expect(page.getByRole('progressbar', { name: 'Progresso do curso' })).toHaveAttribute(
    'aria-valuenow',
    String(Math.round((100 * 2) / course.lessons.length)),
  );
});

test('a failed load says Erro ao carregar aula and offers a retry', async ({ page }) => {
  const course = await courseBySlug('aws');
  await signInWithSession(page, demo.student.email, demo.student.password);
  let fail = true;
  await page.route('**/rest/v1/courses?**', (route) =>
    fail ? route.fulfill({ status: 500, contentType: 'application/json', body: '{}' }) : route.fallback(),
  );
  await page.goto(`/course/${course.id}/lesson/${course.lessons[0]!.id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Erro ao carregar aula' })).toBeVisible();
  fail = false;
  await page.getByRole('button', { name: 'Tentar novamente' }).click();
  await expect(page.getByRole('heading', { level: 1, name: course.lessons[0]!.title })).toBeVisible();
});

test('a video link that is not YouTube or Vimeo shows a message instead of an iframe', async ({ page }) => {
  const course = await courseBySlug('aws');
  await signInWithSession(page, demo.student.email, demo.student.password);
  // The database refuses such links (CHECK); the player must still never embed one.
  await page.route('**/rest/v1/courses?**', async (route) => {
    if (route.request().method() !== 'GET') return route.fallback();
    const response = await route.fetch();
    type Row = { lessons?: { video_url: string }[] };
    const body = (await response.json()) as Row | Row[];
    for (const row of Array.isArray(body) ? body : [body]) {
      for (const lesson of row.lessons ?? [])
        lesson.video_url = 'https://youtube.com.evil.example/watch?v=SOTamWNgDKc';
    }
    await route.fulfill({ response, json: body });
  });
  await page.goto(`/course/${course.id}/lesson/${course.lessons[0]!.id}`);
  await expect(page.getByText('Vídeo indisponível')).toBeVisible();
  await expect(page.locator('iframe')).toHaveCount(0);
});

test('a teacher of the course opens its lessons without progress tracking', async ({ page }) => {
  const course = await courseBySlug('devops');
  await signInWithSession(page, demo.teacher.email, demo.teacher.password);
  await page.goto(`/course/${course.id}/lesson/${course.lessons[0]!.id}`);
  await expect(page.getByRole('heading', { level: 1, name: course.lessons[0]!.title })).toBeVisible();
  await expect(
    page.getByText('Você está visualizando as aulas como professor ou administrador.'),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Marcar como concluída' })).toHaveCount(0);
  await expect(page.getByRole('progressbar')).toHaveCount(0);

  // A course the teacher does not teach: back to its page (lesson 1 is a free preview, lesson 2 is not).
  const other = await courseBySlug('ia');
  await page.goto(`/course/${other.id}/lesson/${other.lessons[1]!.id}`);
  await expect(page).toHaveURL(`/course/${other.slug}`);
});

test('an administrador opens any lesson, view only', async ({ page }) => {
  const course = await courseBySlug('ia');
  await signInWithSession(page, demo.admin.email, demo.admin.password);
  await page.goto(`/course/${course.id}/lesson/${course.lessons[1]!.id}`);
  await expect(page.getByRole('heading', { level: 1, name: course.lessons[1]!.title })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Conteúdo do curso' }).getByRole('link')).toHaveCount(
    course.lessons.length,
  );
  await expect(page.getByRole('button', { name: 'Marcar como concluída' })).toHaveCount(0);
});

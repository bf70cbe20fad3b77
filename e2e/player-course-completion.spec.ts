// Finishing a course in the player: completing the last lesson (the database completes the
// enrolment and issues the certificate in the same call) opens a moment of its own, 'Curso
// concluído!', with the certificate the database issued and an invitation to review the course,
// instead of the lesson's toast.
import { type Page } from '@playwright/test';
import { e2eStack, expect, signInWithSession, test } from './support';
import { courseBySlug, createStudent, database, enrol, type FreshStudent } from './learning-fixtures';
import { serveVideoStandIns } from './video-stand-ins';

/** Completes a lesson through the same RPC the player calls. */
async function completeLesson(page: Page, student: FreshStudent, lessonId: string) {
  const stack = e2eStack();
  const response = await page.request.post(`${stack.url}/rest/v1/rpc/complete_lesson`, {
    headers: {
      apikey: stack.publishableKey,
      Authorization: `Bearer ${student.accessToken}`,
      'Content-Type': 'application/json',
    },
    data: { p_lesson_id: lessonId },
  });
  expect(response.ok(), await response.text()).toBe(true);
}

async function certificateCode(email: string, courseId: string) {
  const [row] = await database()<{ verification_code: string }[]>`
    select ce.verification_code from public.certificates ce
    join public.profiles p on p.id = ce.user_id
    where p.email = ${email} and ce.course_id = ${courseId}`;
  return row?.verification_code ?? null;
}

for (const width of [390, 1280]) {
  test(`completing the last lesson opens 'Curso concluído!' with the certificate and a review invitation (${width} px)`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    const course = await courseBySlug('azure');
    const student = await createStudent(page);
    await enrol(page, student, course.id);
    const last = course.lessons.at(-1)!;
    for (const lesson of course.lessons.slice(0, -1)) await completeLesson(page, student, lesson.id);
    await serveVideoStandIns(page);
    await signInWithSession(page, student.email, student.password);
    await page.goto(`/course/${course.id}/lesson/${last.id}`);
    await expect(page.getByRole('heading', { level: 1, name: last.title })).toBeVisible();

    await page.getByRole('button', { name: 'Marcar como concluída' }).click();
    const moment = page.getByRole('dialog', { name: 'Curso concluído!' });
    await expect(moment).toBeVisible();
    await expect(moment).toContainText(course.title);
    const code = await certificateCode(student.email, course.id);
    expect(code, 'the database issued the certificate').not.toBeNull();
    const certificate = moment.getByRole('link', { name: 'Ver certificado' });
    await expect(certificate).toHaveAttribute('href', `/certificado/${code}`);
    await expect(certificate).toBeInViewport();
    const review = moment.getByRole('link', { name: 'Avaliar o curso' });
    await expect(review).toHaveAttribute('href', `/course/${course.slug}#avaliacoes`);
    await expect(review).toBeInViewport();
    // The lesson's own toast does not cover the moment.
    await expect(page.getByText('Aula marcada como concluída!')).toHaveCount(0);

    // The invitation leads to the review form on the course page.
    await review.click();
    await expect(page).toHaveURL(`/course/${course.slug}#avaliacoes`);
    const form = page.getByRole('form', { name: 'Avalie este curso' });
    await expect(form).toBeInViewport();

    // The certificate is the one issued.
    await page.goBack();
    await expect(page.getByRole('heading', { level: 1, name: last.title })).toBeVisible();
    await expect(moment).toHaveCount(0);
    await page.goto(`/certificado/${code}`);
    await expect(page.getByText(course.title).first()).toBeVisible();
  });
}

test('closing the moment leaves the lesson as it was; a lesson that does not finish the course keeps its toast', async ({
  page,
}) => {
  const course = await courseBySlug('azure');
  const student = await createStudent(page);
  await enrol(page, student, course.id);
  for (const lesson of course.lessons.slice(0, -2)) await completeLesson(page, student, lesson.id);
  await serveVideoStandIns(page);
  await signInWithSession(page, student.email, student.password);
  const [beforeLast, last] = course.lessons.slice(-2);
  await page.goto(`/course/${course.id}/lesson/${beforeLast!.id}`);
  await page.getByRole('button', { name: 'Marcar como concluída' }).click();
  await expect(page.getByText('Aula marcada como concluída!')).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  await page.goto(`/course/${course.id}/lesson/${last!.id}`);
  await page.getByRole('button', { name: 'Marcar como concluída' }).click();
  const moment = page.getByRole('dialog', { name: 'Curso concluído!' });
  await expect(moment).toBeVisible();
  await moment.getByRole('button', { name: 'Continuar na aula' }).click();
  await expect(moment).toHaveCount(0);
  await expect(page.getByText('Aula concluída', { exact: true })).toBeVisible();
  // Opening the completed lesson again is no new completion: no moment.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: last!.title })).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

// The learner's side of goals, streaks and points (docs/engagement-ui.md): a learner sets a weekly
// goal on the dashboard, finishes lessons by watching them (through the player's own calls: the
// watch position saved as the video plays, then the lesson completed) and sees the week's bar and
// the points the database awarded; the dashboard still reads everything in its one call; the
// points history, the opt-in ranking and the profile's study calendar; no sideways scroll at 390 px.
import type { Page } from '@playwright/test';
import { expectNoSidewaysScroll } from './accessibility';
import { addModuleWithLesson, createCourse, db } from './fixtures/admin-fixtures';
import { createStudent, enrol, recordDataRequests, type FreshStudent } from './learning-fixtures';
import { e2eStack, expect, signInWithSession, test } from './support';

async function rpcAs(page: Page, student: FreshStudent, name: string, body: object) {
  const stack = e2eStack();
  const response = await page.request.post(`${stack.url}/rest/v1/rpc/${name}`, {
    headers: {
      apikey: stack.publishableKey,
      Authorization: `Bearer ${student.accessToken}`,
      'Content-Type': 'application/json',
    },
    data: body,
  });
  expect(response.ok(), `${name}: ${await response.text()}`).toBe(true);
}

/**
 * Watches a one-minute lesson the way the player does (a save when playing starts, another two
 * seconds of video later, after real time has passed: the database credits no more than twice the
 * time between saves), then completes it: a lesson finished by watching.
 */
async function finishByWatching(page: Page, student: FreshStudent, lessonId: string) {
  await rpcAs(page, student, 'save_watch_position', { p_lesson_id: lessonId, p_position_seconds: 0 });
  await page.waitForTimeout(1_500);
  await rpcAs(page, student, 'save_watch_position', { p_lesson_id: lessonId, p_position_seconds: 2 });
  await rpcAs(page, student, 'complete_lesson', { p_lesson_id: lessonId });
}

/** A free course of two one-minute lessons (finished by watching after a second or two). */
async function shortCourse() {
  const course = await createCourse();
  const first = await addModuleWithLesson(course.id, 'Módulo curto', 'Aula curta 1');
  const [second] = await db()`
    insert into public.lessons (module_id, title, video_url, duration_minutes, order_index)
    values (${first.moduleId}, 'Aula curta 2', 'https://www.youtube.com/watch?v=dQw4w9WgXcQ', 1, 2)
    returning id`;
  await db()`update public.lessons set duration_minutes = 1 where id = ${first.lessonId}`;
  return { ...course, lessonIds: [first.lessonId, second!.id as string] };
}

const goalCard = (page: Page) => page.getByRole('region', { name: 'Meta da semana' });

test('a learner sets a weekly goal, finishes lessons by watching and sees the week bar and points', async ({
  page,
}) => {
  const course = await shortCourse();
  const student = await createStudent(page);
  await enrol(page, student, course.id);
  await signInWithSession(page, student.email, student.password);

  await page.goto('/dashboard');
  const card = goalCard(page);
  await expect(card.getByText('Defina uma meta semanal', { exact: false })).toBeVisible();
  await expect(card.getByRole('progressbar')).toHaveCount(0);
  await expect(card.getByText('Nenhuma semana seguida ainda')).toBeVisible();

  await card.getByRole('button', { name: 'Definir meta' }).click();
  await card.getByRole('radio', { name: 'Aulas assistidas até o fim' }).check();
  const target = card.getByRole('textbox', { name: 'Aulas por semana' });
  await target.fill('0');
  await card.getByRole('button', { name: 'Salvar meta' }).click();
  await expect(card.getByText('Use de 1 a 100 aulas por semana.')).toBeVisible();
  await expect(target).toHaveAttribute('aria-invalid', 'true');
  await target.fill('2');
  await card.getByRole('button', { name: 'Salvar meta' }).click();
  await expect(page.getByText('Meta da semana salva.')).toBeVisible();
  await expect(card.getByText('0 de 2 aulas')).toBeVisible();
  const bar = card.getByRole('progressbar', { name: 'Progresso da meta da semana' });
  await expect(bar).toHaveAttribute('aria-valuenow', '0');

  await finishByWatching(page, student, course.lessonIds[0]!);
  const requests = recordDataRequests(page);
  await page.reload();
  await expect(card.getByText('1 de 2 aulas')).toBeVisible();
  await expect(bar).toHaveAttribute('aria-valuenow', '50');
  await expect(card.getByText('10 pontos', { exact: true })).toBeVisible();
  await expect(card.getByText('+10 nesta semana')).toBeVisible();
  // Today's column says what was studied, for whoever does not see the bars.
  await expect(card.getByRole('list', { name: 'Seus dias nesta semana' })).toContainText(
    '(hoje): 0 min · 1 aula',
  );
  await page.waitForLoadState('networkidle');
  requests.stop();
  // The card's data rides on the dashboard's one call.
  expect(
    requests.paths.filter((path) => path.startsWith('rpc/')),
    requests.paths.join('\n'),
  ).toEqual(['rpc/get_student_dashboard']);

  await finishByWatching(page, student, course.lessonIds[1]!);
  // Completing a finished lesson again earns nothing.
  await rpcAs(page, student, 'complete_lesson', { p_lesson_id: course.lessonIds[1] });
  await page.reload();
  await expect(card.getByText('2 de 2 aulas')).toBeVisible();
  await expect(bar).toHaveAttribute('aria-valuenow', '100');
  await expect(card.getByText('Meta da semana cumprida!')).toBeVisible();
  await expect(card.getByText('1 semana seguida')).toBeVisible();
  await expect(card.getByText('20 pontos', { exact: true })).toBeVisible();

  await page.setViewportSize({ width: 390, height: 844 });
  await expect(card.getByText('2 de 2 aulas')).toBeVisible();
  await expectNoSidewaysScroll(page, 'dashboard with the goal card at 390 px');

  // The goal can be changed; the week is measured again in the new unit.
  await page.setViewportSize({ width: 1280, height: 900 });
  await card.getByRole('button', { name: 'Alterar meta' }).click();
  await card.getByRole('radio', { name: 'Minutos assistidos' }).check();
  await card.getByRole('textbox', { name: 'Minutos por semana' }).fill('3001');
  await card.getByRole('button', { name: 'Salvar meta' }).click();
  await expect(card.getByText('Use de 10 a 3.000 minutos por semana.')).toBeVisible();
  await card.getByRole('textbox', { name: 'Minutos por semana' }).fill('30');
  await card.getByRole('button', { name: 'Salvar meta' }).click();
  await expect(card.getByText('0 de 30 minutos')).toBeVisible();

  // The points history says what earned each point.
  await card.getByRole('link', { name: 'Ver histórico de pontos' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Meus pontos' })).toBeVisible();
  await expect(page.getByText('20 pontos no total')).toBeVisible();
  const history = page.getByRole('list', { name: 'Histórico de pontos' });
  await expect(history.getByRole('listitem')).toHaveCount(2);
  await expect(history.getByRole('listitem').first()).toContainText('Aula assistida até o fim');
  await expect(history.getByRole('listitem').first()).toContainText(`Aula curta 2 · ${course.title}`);
  await expect(history.getByRole('listitem').first()).toContainText('+10');

  // The ranking is off until the learner joins it; then their first name shows.
  const switchControl = page.getByRole('switch', { name: 'Participar do ranking deste curso' });
  await expect(switchControl).toHaveAttribute('aria-checked', 'false');
  await expect(page.getByText('Ninguém entrou no ranking deste curso ainda.')).toBeVisible();
  await switchControl.click();
  await expect(page.getByText('Você entrou no ranking deste curso.')).toBeVisible();
  await expect(switchControl).toHaveAttribute('aria-checked', 'true');
  const ranking = page.getByRole('table', { name: `Ranking de ${course.title}` });
  await expect(ranking.getByRole('row').nth(1)).toHaveText(['1º', 'Aprendiz (você)', '20'].join(''));
  await page.setViewportSize({ width: 390, height: 844 });
  await expectNoSidewaysScroll(page, 'Meus pontos at 390 px');

  // The profile's study calendar: today is shaded, and the figures are in a table too. From
  // 640 px the year's grid; on a phone one month at a time, the current one first.
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/profile');
  const calendar = page.getByRole('region', { name: 'Calendário de estudos' });
  await expect(calendar.getByText('1 dia com estudo', { exact: true })).toBeVisible();
  await expect(calendar.getByText('2 aulas assistidas até o fim', { exact: false }).first()).toBeVisible();
  await expect(calendar.getByRole('img')).toHaveCount(1);
  await expect(calendar.locator('rect[data-level]:not([data-level="0"])')).toHaveCount(1);
  // Two seconds watched a lesson: under a minute, the same on the profile's figures.
  await expect(calendar.getByText('Horas de estudo no total:', { exact: false })).toContainText('0 min');
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(calendar.getByRole('img')).toHaveCount(0);
  const thisMonth = new Intl.DateTimeFormat('pt-BR', {
    month: 'long',
    year: 'numeric',
    timeZone: 'America/Sao_Paulo',
  }).format(new Date());
  const monthView = calendar.getByRole('table', { name: thisMonth });
  await expect(monthView).toBeVisible();
  await expect(monthView.locator('[data-level]:not([data-level="0"])')).toHaveCount(1);
  await expect(calendar.getByRole('button', { name: 'Próximo mês' })).toBeDisabled();
  await calendar.getByRole('button', { name: 'Mês anterior' }).click();
  await expect(monthView).toBeHidden();
  await expect(calendar.getByText('0 dias com estudo', { exact: false })).toBeVisible();
  await calendar.getByRole('button', { name: 'Próximo mês' }).click();
  await expect(monthView).toBeVisible();
  await calendar.getByText('Ver resumo por mês').click();
  const months = calendar.getByRole('table', { name: 'Estudo por mês nos últimos 12 meses' });
  await expect(months.getByRole('row')).toHaveCount(14);
  await expect(months.getByRole('row').last().getByRole('rowheader')).toHaveText(
    new Intl.DateTimeFormat('pt-BR', {
      month: 'long',
      year: 'numeric',
      timeZone: 'America/Sao_Paulo',
    }).format(new Date()),
  );
  // One day with study, under a minute watched (two seconds a lesson), two lessons completed.
  await expect(months.getByRole('row').last().getByRole('cell')).toHaveText(['1', '0', '2']);
  await expectNoSidewaysScroll(page, 'profile with the study calendar at 390 px');
});

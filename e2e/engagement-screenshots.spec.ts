// Screenshots of the learner's engagement screens for a person to look at (not an assertion of
// pixels): a lesson marked complete without watching (it did not count, and why), the dashboard's
// goal card, 'Meus pontos' with the ranking and the rule, the profile's figures and study calendar
// (a month at a time on a phone), at 1280 and 390 px. Run with TRILHA_SCREENSHOTS=1; the PNGs go to
// <results dir>/engagement-screens/ (or TRILHA_SHOTS_DIR). The calendar's earlier days are written
// straight into study_days so the heatmap has months to show; everything else comes from the calls.
import path from 'node:path';
import type { Page } from '@playwright/test';
import { E2E_RESULTS_DIR } from '../scripts/lib/e2e-config.mjs';
import { addModuleWithLesson, createCourse, db } from './fixtures/admin-fixtures';
import { createStudent, enrol, type FreshStudent } from './learning-fixtures';
import { e2eStack, expect, signInWithSession, test } from './support';

const folder = process.env.TRILHA_SHOTS_DIR || path.join(E2E_RESULTS_DIR, 'engagement-screens');
async function shot(page: Page, name: string) {
  // From the top: the sticky header would otherwise sit over the middle of a full-page picture.
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: path.join(folder, `${name}.png`), fullPage: true });
}

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

for (const width of [1280, 390]) {
  test(`engagement screens at ${width} px`, async ({ page }) => {
    test.setTimeout(90_000);
    const course = await createCourse();
    const { lessonId } = await addModuleWithLesson(course.id, 'Fundamentos', 'Primeiros passos');
    await db()`update public.lessons set duration_minutes = 1 where id = ${lessonId}`;
    const ticked = await addModuleWithLesson(course.id, 'Prática', 'Laboratório guiado');
    // A lesson still to do, so ticking the one above does not complete the course (its dialog).
    await addModuleWithLesson(course.id, 'Projeto', 'Projeto final');
    const student = await createStudent(page);
    await enrol(page, student, course.id);
    await rpcAs(page, student, 'set_study_goal', { p_kind: 'lessons', p_target: 3 });
    await rpcAs(page, student, 'save_watch_position', { p_lesson_id: lessonId, p_position_seconds: 0 });
    await page.waitForTimeout(1_500);
    await rpcAs(page, student, 'save_watch_position', { p_lesson_id: lessonId, p_position_seconds: 2 });
    await rpcAs(page, student, 'complete_lesson', { p_lesson_id: lessonId });
    await rpcAs(page, student, 'set_course_ranking', { p_course_id: course.id, p_visible: true });
    // Past study days, some each week, for the heatmap and this week's bar.
    await db()`
      insert into public.study_days (user_id, day, watched_seconds, lessons_completed, lessons_finished)
      select p.id, d::date, ((extract(doy from d)::int * 37) % 80) * 60, (extract(doy from d)::int % 3), 0
        from public.profiles p,
             generate_series((now() at time zone 'America/Sao_Paulo')::date - 330,
                             (now() at time zone 'America/Sao_Paulo')::date - 1, interval '1 day') d
       where p.email = ${student.email} and extract(doy from d)::int % 4 <> 0
      on conflict (user_id, day) do update set watched_seconds = excluded.watched_seconds`;

    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await signInWithSession(page, student.email, student.password);
    // Marked complete without watching: the page says it did not count, and why.
    await page.goto(`/course/${course.id}/lesson/${ticked.lessonId}`);
    await page.getByRole('button', { name: 'Marcar como concluída' }).click();
    await expect(page.getByText('Esta aula não contou para a meta nem para os pontos')).toBeVisible();
    await shot(page, `${width}-lesson-not-counted`);

    await page.goto('/dashboard');
    const card = page.getByRole('region', { name: 'Meta da semana' });
    await expect(card.getByRole('progressbar')).toBeVisible();
    await card.scrollIntoViewIfNeeded();
    await shot(page, `${width}-dashboard`);
    await card.screenshot({ path: path.join(folder, `${width}-goal-card.png`) });
    await card.getByRole('button', { name: 'Alterar meta' }).click();
    await card.getByRole('radio', { name: 'Minutos assistidos' }).check();
    await card.getByRole('textbox', { name: 'Minutos por semana' }).fill('5');
    await card.getByRole('button', { name: 'Salvar meta' }).click();
    await expect(card.getByText('Use de 10 a 3.000 minutos por semana.')).toBeVisible();
    await card.screenshot({ path: path.join(folder, `${width}-goal-form.png`) });

    await page.goto('/meus-pontos');
    await expect(page.getByRole('switch', { name: 'Participar do ranking deste curso' })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Histórico de pontos' })).toBeVisible();
    await shot(page, `${width}-my-points`);

    await expect(page.getByText('Como ganhar pontos')).toBeVisible();
    await page.goto('/profile');
    const stats = page.getByRole('region', { name: 'Estatísticas' });
    await expect(stats.getByRole('definition').nth(1)).not.toBeEmpty();
    await stats.screenshot({ path: path.join(folder, `${width}-profile-stats.png`) });
    const calendar = page.getByRole('region', { name: 'Calendário de estudos' });
    if (width === 390) await expect(calendar.getByRole('button', { name: 'Mês anterior' })).toBeVisible();
    else await expect(calendar.getByRole('img')).toBeVisible();
    await calendar.getByText('Ver resumo por mês').click();
    await calendar.screenshot({ path: path.join(folder, `${width}-study-calendar.png`) });
    await shot(page, `${width}-profile`);
  });
}

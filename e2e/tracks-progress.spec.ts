// Where a follower is on a track (docs/tracks-ui.md): each step done / in progress / to do with its
// own percent, on the track page and on the dashboard's card, the track's bar counting partial
// progress; visitors see the path without anyone's state; the back office and the public page
// write the same hours for a track.
import { rpcAs, signUpStudent } from './certificate-fixtures';
import { signInAsAdmin, unique } from './fixtures/admin-fixtures';
import { expect, signInWithSession, test } from './support';
import { courseWithLessons, trackOver } from './tracks-progress-fixtures';

test('a follower sees each step done, in progress at 57 % and to do, on the track page and the dashboard card', async ({
  page,
  browser,
}) => {
  const first = await courseWithLessons(unique('Fundamentos'), 1);
  const second = await courseWithLessons(unique('Redes'), 7);
  const track = await trackOver([first.id, second.id], second.id);

  const student = await signUpStudent(page, 'Renata Alves');
  await signInWithSession(page, student.email, student.password);
  await page.goto(`/trilha/${track.slug}`);
  await page.getByRole('button', { name: 'Seguir trilha' }).click();
  await expect(page.getByText('Você segue esta trilha.')).toBeVisible();

  // The first course finished, four of the second's seven lessons: 57 %.
  await rpcAs(page, student, 'complete_lesson', { p_lesson_id: first.lessonIds[0] });
  for (const lessonId of second.lessonIds.slice(0, 4))
    await rpcAs(page, student, 'complete_lesson', { p_lesson_id: lessonId });

  await page.reload();
  const trackPath = page.getByRole('region', { name: 'O caminho' });
  await expect(trackPath).toContainText('Seu progresso: 1 de 3 etapas concluídas · 52%');
  await expect(
    trackPath.getByRole('progressbar', { name: `Progresso na trilha ${track.title}` }),
  ).toHaveAttribute('aria-valuenow', '52');
  const steps = trackPath.locator('li[data-step-state]');
  await expect(steps).toHaveCount(3);
  await expect(steps.nth(0)).toHaveAttribute('data-step-state', 'done');
  await expect(steps.nth(0)).toContainText('Concluída');
  await expect(steps.nth(1)).toHaveAttribute('data-step-state', 'in_progress');
  await expect(steps.nth(1)).toContainText('Em andamento · 57%');
  await expect(
    trackPath.getByRole('progressbar', { name: `Seu progresso em ${second.title}` }),
  ).toHaveAttribute('aria-valuenow', '57');
  await expect(steps.nth(2)).toHaveAttribute('data-step-state', 'todo');
  await expect(steps.nth(2)).toContainText('A fazer');

  // The dashboard's card: not '0 de 3' with an empty bar.
  await page.goto('/dashboard');
  const card = page.getByRole('article', { name: track.title });
  await expect(card).toContainText('1 de 3 etapas concluídas · 52%');
  await expect(card.getByRole('progressbar', { name: `Progresso na trilha ${track.title}` })).toHaveAttribute(
    'aria-valuenow',
    '52',
  );
  const cardSteps = card.getByRole('list', { name: `Etapas da trilha ${track.title}` }).getByRole('listitem');
  await expect(cardSteps).toHaveText([
    `${first.title}Concluída`,
    `${second.title}Em andamento · 57%`,
    `Simulado de ${second.title}A fazer`,
  ]);

  // A visitor reads the path, and nobody's state on it.
  const visitor = await browser.newPage();
  await visitor.goto(`/trilha/${track.slug}`);
  const visitorPath = visitor.getByRole('region', { name: 'O caminho' });
  await expect(visitorPath.getByRole('listitem')).toHaveCount(3);
  await expect(visitorPath.locator('li[data-step-state]')).toHaveCount(0);
  await expect(visitorPath).not.toContainText('Seu progresso');
  await visitor.close();
});

test('the back office and the public page write the same hours for a track', async ({ page }) => {
  // 95 minutes of lessons and no stated hours: one figure, 1h35, on both screens.
  const course = await courseWithLessons(unique('Curso de 95 minutos'), 5, 19);
  const track = await trackOver([course.id]);
  await page.goto(`/trilha/${track.slug}`);
  await expect(page.getByRole('heading', { level: 1, name: track.title })).toBeVisible();
  await expect(page.getByText('1 curso · 1h35 · 5 aulas')).toBeVisible();
  await expect(page.getByRole('region', { name: 'O caminho' })).toContainText('1h35 · 5 aulas');

  await signInAsAdmin(page);
  await page.goto('/admin/tracks');
  const card = page.getByRole('article', { name: track.title });
  const hours = card.locator('div').filter({ has: page.locator('dt', { hasText: 'Carga horária' }) });
  await expect(hours.locator('dd')).toHaveText('1h35');
});

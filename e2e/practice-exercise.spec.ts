// A hands-on exercise ('Prática', docs/practice.md) in Chromium against the real local stack: a
// fresh student of the AWS course opens the IAM exercise after its lesson from the player's lesson
// list, submits a policy that lets a request from outside the office through, sees that check
// failed with its explanation and 'Rever na aula (18:50)', follows it to the player at that second,
// comes back, fixes the policy, passes, and sees 'Prática concluída' with the points. At 1280 and
// at 390 px.
import type { Page } from '@playwright/test';
import { courseBySlug, createStudent, enrol } from './learning-fixtures';
import { expect, signInWithSession, test } from './support';

const EXERCISE = 'Ligar e desligar os servidores de rastreamento';
const LESSON = 'IAM e responsabilidade compartilhada';

// The demo exercise's wrong and model solutions (supabase/functions/_shared/practice/demo/iam-3.json).
const allow = (condition: Record<string, unknown>) =>
  JSON.stringify(
    {
      Version: '2012-10-17',
      Statement: [
        {
          Effect: 'Allow',
          Action: ['ec2:StartInstances', 'ec2:StopInstances'],
          Resource: 'arn:aws:ec2:sa-east-1:111122223333:instance/*',
          Condition: condition,
        },
      ],
    },
    null,
    2,
  );
const fromAnywhere = allow({ StringEquals: { 'aws:ResourceTag/Projeto': 'rastreamento' } });
const fromTheOffice = allow({
  StringEquals: { 'aws:ResourceTag/Projeto': 'rastreamento' },
  IpAddress: { 'aws:SourceIp': '203.0.113.0/24' },
});

async function replaceEditorText(page: Page, text: string) {
  const editor = page.getByRole('textbox', { name: 'Sua política IAM (JSON)' });
  await editor.click();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.insertText(text);
}

for (const viewport of [
  { name: '1280 px', width: 1280, height: 900 },
  { name: '390 px', width: 390, height: 844 },
]) {
  test(`an IAM exercise failed on one scenario, reviewed in the lesson, then passed (${viewport.name})`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize(viewport);
    const course = await courseBySlug('aws');
    const student = await createStudent(page);
    await enrol(page, student, course.id);
    await signInWithSession(page, student.email, student.password);

    const lesson = course.lessons.find((entry) => entry.title === LESSON);
    expect(lesson, `the AWS course's lesson '${LESSON}'`).toBeDefined();
    await page.goto(`/course/${course.id}/lesson/${lesson!.id}`);
    const lessonList = page.getByRole('navigation', { name: 'Conteúdo do curso' });
    const entry = lessonList.getByRole('link', { name: new RegExp(`Prática: ${EXERCISE}`) });
    await expect(entry).toContainText('Nova');
    await entry.click();
    await expect(page).toHaveURL(new RegExp(`/course/${course.id}/pratica/[0-9a-f-]{36}$`));
    const exerciseUrl = page.url();
    await expect(page.getByRole('heading', { level: 1, name: EXERCISE })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Enunciado' })).toContainText('Transportadora Ipê');

    // A policy that also lets a request from outside the office through.
    await replaceEditorText(page, fromAnywhere);
    await expect(page.getByText('Rascunho salvo')).toBeVisible();
    await page.getByRole('button', { name: 'Enviar para correção' }).click();
    const result = page.getByRole('region', { name: 'Resultado da correção' });
    await expect(result).toContainText('verificações passaram.');
    const failed = result.getByRole('article', { name: 'Falhou: Não ligar de fora do escritório' });
    await expect(failed).toContainText('O pedido veio de 198.51.100.7, fora da rede do escritório.');
    await expect(result.getByRole('article', { name: /^Falhou:/ })).toHaveCount(1);
    const review = failed.getByRole('link', { name: 'Rever na aula (18:50)' });
    await expect(review).toBeVisible();

    // 'Rever na aula' opens the player at that second; Back returns to the exercise and its text.
    await review.click();
    await expect(page).toHaveURL(new RegExp(`/course/${course.id}/lesson/[0-9a-f-]{36}\\?t=1130$`));
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Redes com Amazon VPC');
    await page.goBack();
    await expect(page).toHaveURL(exerciseUrl);
    await expect(page.getByRole('textbox', { name: 'Sua política IAM (JSON)' })).toContainText(
      '"aws:ResourceTag/Projeto"',
    );

    // The fix: the office's address range.
    await replaceEditorText(page, fromTheOffice);
    await page.getByRole('button', { name: 'Enviar para correção' }).click();
    const done = page.getByRole('region', { name: 'Prática concluída' });
    await expect(done).toContainText('+20 pontos');
    await expect(page.getByRole('region', { name: 'Resultado da correção' })).toContainText(
      /Todas as \d+ verificações passaram\./,
    );
    await expect(page.getByRole('region', { name: 'Solução de referência' })).toBeVisible();

    // 'Voltar à aula' and the lesson list's mark.
    await done.getByRole('link', { name: 'Voltar à aula' }).click();
    await expect(page).toHaveURL(`/course/${course.id}/lesson/${lesson!.id}`);
    await expect(lessonList.getByRole('link', { name: new RegExp(`Prática: ${EXERCISE}`) })).toContainText(
      'Concluída',
    );
  });
}

// The lesson dialog explains, in Portuguese, why the database refused a free preview lesson that
// shares its video with a paid lesson of the course (docs/rules/lessons.md).
import { createCourse, db, signInAsAdmin, expect, test } from './fixtures/admin-fixtures';

test('a free preview and a paid lesson of one course cannot play the same video: the dialog says why', async ({
  page,
}) => {
  const course = await createCourse();
  const [module] = await db()`
    insert into public.course_modules (course_id, title, order_index) values (${course.id}, 'Abertura', 1)
    returning id`;
  await db()`
    insert into public.lessons (module_id, title, video_url, duration_minutes, order_index, is_preview) values
      (${module!.id}, 'Boas-vindas', 'https://www.youtube.com/watch?v=aircAruvnKk', 10, 1, true),
      (${module!.id}, 'Aprofundamento', 'https://www.youtube.com/watch?v=IHZwWFHWa-w', 10, 2, false)`;
  await signInAsAdmin(page);
  await page.goto(`/admin/lessons?curso=${course.id}`);

  // A paid lesson cut from the preview's video (another link form, another start time).
  await page.getByRole('button', { name: 'Nova Aula' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nova Aula' });
  await expect(dialog).toContainText(
    'Por isso o vídeo dela não pode ser o de uma aula paga deste curso (nem com outro início).',
  );
  await dialog.getByLabel('Título da aula').fill('Parte dois');
  const url = dialog.getByLabel('URL do vídeo');
  await url.fill('https://youtu.be/aircAruvnKk?t=600');
  await dialog.getByLabel('Duração (minutos)').fill('10');
  await dialog.getByRole('button', { name: 'Criar aula' }).click();
  await expect(
    dialog.getByText(
      'Este vídeo é o da aula gratuita "Boas-vindas", que qualquer pessoa assiste. Use outro vídeo nesta aula paga.',
    ),
  ).toBeVisible();
  await expect(url).toBeFocused();
  await expect(url).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('preview_video_shared')).toHaveCount(0);
  // A video of its own is accepted.
  await url.fill('https://www.youtube.com/watch?v=Ilg3gGewQ5U&t=600s');
  await dialog.getByRole('button', { name: 'Criar aula' }).click();
  await expect(page.getByText('Aula criada!')).toBeVisible();

  // Marking a paid lesson free while its video is a paid one's... here the preview's own video.
  await db()`update public.lessons set video_url = 'https://www.youtube.com/embed/IHZwWFHWa-w'
             where module_id = ${module!.id} and title = 'Parte dois'`;
  await page.reload();
  await page.getByRole('button', { name: /^Módulo 1: Abertura/ }).click();
  await page.getByRole('button', { name: 'Editar aula Aprofundamento' }).click();
  const edit = page.getByRole('dialog', { name: 'Editar Aula' });
  await edit.getByLabel('Aula gratuita').check();
  await edit.getByRole('button', { name: 'Salvar alterações' }).click();
  await expect(
    edit.getByText(
      'Este vídeo também está na aula paga "Parte dois". Uma aula gratuita precisa de um vídeo só dela; senão, quem não comprou o curso assistiria à aula paga.',
    ),
  ).toBeVisible();
  const [row] = await db()`select is_preview from public.lessons where module_id = ${module!.id}
                           and title = 'Aprofundamento'`;
  expect(row).toEqual({ is_preview: false });
});

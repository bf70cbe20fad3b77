// Tracks over fresh courses for the progress specs, written as the database superuser with unique
// names (specs run in parallel against one stack).
import { createCourse, db, unique, uniqueSlug } from './fixtures/admin-fixtures';

/** A free, published course with `lessons` lessons of `minutes` each, in one module. */
export async function courseWithLessons(title: string, lessons: number, minutes = 15) {
  const course = await createCourse(title);
  const [module] = await db()`
    insert into public.course_modules (course_id, title, order_index) values (${course.id}, 'Módulo 1', 1)
    returning id`;
  const ids: string[] = [];
  for (let index = 1; index <= lessons; index++) {
    const [lesson] = await db()`
      insert into public.lessons (module_id, title, video_url, duration_minutes, order_index)
      values (${module!.id}, ${`Aula ${index}`}, 'https://www.youtube.com/watch?v=dQw4w9WgXcQ', ${minutes}, ${index})
      returning id`;
    ids.push(lesson!.id as string);
  }
  return { ...course, lessonIds: ids };
}

/** A published free track over the courses, ending with the published simulado of `examCourseId`. */
export async function trackOver(courseIds: string[], examCourseId?: string) {
  const slug = uniqueSlug('trilha-progresso');
  const title = unique('Trilha do progresso');
  const [track] = await db()`
    insert into public.tracks (slug, title, target_role, description)
    values (${slug}, ${title}, 'Analista de Nuvem', 'Uma trilha para ver o progresso.')
    returning id`;
  for (const [index, courseId] of courseIds.entries())
    await db()`insert into public.track_steps (track_id, position, kind, course_id)
               values (${track!.id}, ${index + 1}, 'course', ${courseId})`;
  if (examCourseId) {
    await db()`insert into public.practice_exams (course_id, question_count, published)
               values (${examCourseId}, 10, true) on conflict (course_id) do update set published = true`;
    await db()`insert into public.track_steps (track_id, position, kind, course_id)
               values (${track!.id}, ${courseIds.length + 1}, 'exam', ${examCourseId})`;
  }
  await db()`update public.tracks set published = true where id = ${track!.id}`;
  return { id: track!.id as string, slug, title };
}

// Lesson rules of the back office: a free preview never shares its video with a paid lesson of
// the same course, and modules and lessons are reordered in one call (docs/rules/lessons.md).
import { beforeAll, describe, expect, it } from 'vitest';
import { createUser, sql, type TestUser } from '../../support/stack';
import { createCourse, expectError } from './fixtures';

let admin: TestUser;
let professor: TestUser;

beforeAll(async () => {
  [admin, professor] = await Promise.all([
    createUser({ role: 'administrador' }),
    createUser({ role: 'professor' }),
  ]);
});

const insertLesson = (moduleId: string, videoUrl: string, isPreview: boolean, title = 'Aula nova') =>
  admin.client
    .from('lessons')
    .insert({
      module_id: moduleId,
      // Replaced by the module's course (private.prepare_lesson); the generated type requires it.
      course_id: '00000000-0000-4000-8000-000000000000',
      title,
      video_url: videoUrl,
      duration_minutes: 10,
      order_index: 9,
      is_preview: isPreview,
    })
    .select('id')
    .single();

const lessonCount = async (moduleId: string) => {
  const [row] = await sql<{ count: number }[]>`
    select count(*)::int as count from public.lessons where module_id = ${moduleId}`;
  return row!.count;
};

describe('a free preview lesson never plays the video of a paid lesson of its course', () => {
  // The same YouTube video written five ways, with and without a start time.
  const SAME_YOUTUBE = [
    'https://www.youtube.com/watch?v=SOTamWNgDKc',
    'https://youtu.be/SOTamWNgDKc?t=5400',
    'https://m.youtube.com/watch?feature=share&v=SOTamWNgDKc&t=90s',
    'https://www.youtube.com/embed/SOTamWNgDKc?start=120',
    'https://www.youtube-nocookie.com/embed/SOTamWNgDKc',
  ];

  it('refuses a paid lesson with a preview’s video, whatever the link form or start time', async () => {
    const course = await createCourse({ lessonsPerModule: [1, 0] });
    await sql`update public.lessons set video_url = ${SAME_YOUTUBE[0]!}, is_preview = true
              where id = ${course.lessonIds[0]!}`;
    for (const url of SAME_YOUTUBE) {
      // In the preview's module and in another module of the same course.
      for (const moduleId of course.moduleIds) {
        expectError(await insertLesson(moduleId, url, false), 'P0001', 'preview_video_shared');
      }
    }
    expect(await lessonCount(course.moduleIds[0]!)).toBe(1);
    expect(await lessonCount(course.moduleIds[1]!)).toBe(0);

    // Changing a paid lesson's link to the preview's video is refused too.
    const paid = await insertLesson(course.moduleIds[1]!, 'https://youtu.be/aircAruvnKk', false);
    expect(paid.error).toBeNull();
    expectError(
      await admin.client.from('lessons').update({ video_url: SAME_YOUTUBE[1]! }).eq('id', paid.data!.id),
      'P0001',
      'preview_video_shared',
    );
    const [row] = await sql`select video_url from public.lessons where id = ${paid.data!.id}`;
    expect(row).toEqual({ video_url: 'https://youtu.be/aircAruvnKk' });
  });

  it('refuses marking a lesson preview while a paid lesson plays its video (Vimeo link forms too)', async () => {
    const course = await createCourse({ lessonsPerModule: [2] });
    const [first, second] = course.lessonIds;
    await sql`update public.lessons set video_url = 'https://vimeo.com/76979871#t=60s' where id = ${first!}`;
    await sql`update public.lessons set video_url = 'https://player.vimeo.com/video/76979871?h=abc123'
              where id = ${second!}`;
    expectError(
      await admin.client.from('lessons').update({ is_preview: true }).eq('id', first!),
      'P0001',
      'preview_video_shared',
    );
    // A new lesson that is a preview from the start, with the paid lessons' video.
    expectError(
      await insertLesson(course.moduleIds[0]!, 'https://vimeo.com/76979871/abc123', true),
      'P0001',
      'preview_video_shared',
    );
    const rows = await sql`select is_preview from public.lessons where module_id = ${course.moduleIds[0]!}`;
    expect(rows).toEqual([{ is_preview: false }, { is_preview: false }]);
  });

  it('refuses it for the superuser as well (the seed and migrations are held to it)', async () => {
    const course = await createCourse({ lessonsPerModule: [2] });
    await sql`update public.lessons set video_url = 'https://www.youtube.com/watch?v=IHZwWFHWa-w&t=30s'
              where id = ${course.lessonIds[0]!}`;
    await expect(
      sql`update public.lessons set is_preview = true where id = ${course.lessonIds[0]!}`,
    ).rejects.toMatchObject({ message: '{"code" : "P0001", "message" : "preview_video_shared"}' });
  });

  it('allows distinct videos, paid lessons sharing one video, and the same video in another course', async () => {
    const course = await createCourse({ lessonsPerModule: [1, 0] });
    const other = await createCourse({ lessonsPerModule: [1] });
    await sql`update public.lessons set video_url = ${SAME_YOUTUBE[0]!}, is_preview = true
              where id = ${course.lessonIds[0]!}`;

    // Paid lessons cut from one long video, by start time.
    const cuts = [
      'https://www.youtube.com/watch?v=3hLmDS179YE&t=1397s',
      'https://youtu.be/3hLmDS179YE?t=7200',
    ];
    for (const url of cuts) {
      const result = await insertLesson(course.moduleIds[1]!, url, false);
      expect(result.error).toBeNull();
    }
    // A second preview with the first preview's video, and one with a video of its own.
    expect((await insertLesson(course.moduleIds[1]!, SAME_YOUTUBE[3]!, true)).error).toBeNull();
    const ownVideo = await insertLesson(course.moduleIds[1]!, 'https://vimeo.com/76979871', true);
    expect(ownVideo.error).toBeNull();
    // A preview that stops being one, while no other preview shares its video: fine.
    expect(
      (await admin.client.from('lessons').update({ is_preview: false }).eq('id', ownVideo.data!.id)).error,
    ).toBeNull();
    // The preview's video in a paid lesson of another course.
    expect((await insertLesson(other.moduleIds[0]!, SAME_YOUTUBE[1]!, false)).error).toBeNull();
    expect(await lessonCount(course.moduleIds[1]!)).toBe(4);
  });
});

describe('reorder_module_lessons and reorder_course_modules', () => {
  const lessonOrder = async (moduleId: string) =>
    (
      await sql<{ id: string; order_index: number }[]>`
        select id, order_index from public.lessons where module_id = ${moduleId} order by order_index, id`
    ).map((row) => [row.id, row.order_index]);
  const moduleOrder = async (courseId: string) =>
    (
      await sql<{ id: string; order_index: number }[]>`
        select id, order_index from public.course_modules where course_id = ${courseId} order by order_index, id`
    ).map((row) => [row.id, row.order_index]);

  it('an administrator rewrites a module’s lesson order 1..n in one call; the public outline follows', async () => {
    const course = await createCourse({ lessonsPerModule: [3] });
    const [a, b, c] = course.lessonIds;
    const result = await admin.client.rpc('reorder_module_lessons', {
      p_module_id: course.moduleIds[0]!,
      p_lesson_ids: [c!, a!, b!],
    });
    expect(result.error).toBeNull();
    expect(await lessonOrder(course.moduleIds[0]!)).toEqual([
      [c, 1],
      [a, 2],
      [b, 3],
    ]);
    const outline = await sql`select id from public.lesson_outlines
                              where module_id = ${course.moduleIds[0]!} order by order_index`;
    expect(outline.map((row) => row.id)).toEqual([c, a, b]);
  });

  it('an administrator rewrites a course’s module order in one call', async () => {
    const course = await createCourse({ lessonsPerModule: [1, 1, 0] });
    const [m1, m2, m3] = course.moduleIds;
    const result = await admin.client.rpc('reorder_course_modules', {
      p_course_id: course.courseId,
      p_module_ids: [m2!, m3!, m1!],
    });
    expect(result.error).toBeNull();
    expect(await moduleOrder(course.courseId)).toEqual([
      [m2, 1],
      [m3, 2],
      [m1, 3],
    ]);
  });

  it('refuses anyone but an administrator, and changes nothing', async () => {
    const course = await createCourse({ lessonsPerModule: [2, 1] });
    const before = [await lessonOrder(course.moduleIds[0]!), await moduleOrder(course.courseId)];
    const [a, b] = course.lessonIds;
    for (const client of [professor.client, (await createUser()).client]) {
      expectError(
        await client.rpc('reorder_module_lessons', {
          p_module_id: course.moduleIds[0]!,
          p_lesson_ids: [b!, a!],
        }),
        '42501',
        'admin_only',
      );
      expectError(
        await client.rpc('reorder_course_modules', {
          p_course_id: course.courseId,
          p_module_ids: [...course.moduleIds].reverse(),
        }),
        '42501',
        'admin_only',
      );
    }
    expect([await lessonOrder(course.moduleIds[0]!), await moduleOrder(course.courseId)]).toEqual(before);
  });

  it('refuses a list that is not exactly the current one (missing, extra, repeated or foreign ids)', async () => {
    const course = await createCourse({ lessonsPerModule: [3, 1] });
    const [a, b, c, d] = course.lessonIds;
    const before = await lessonOrder(course.moduleIds[0]!);
    for (const ids of [[a!, b!], [a!, b!, c!, d!], [a!, b!, b!], [a!, b!, d!], []]) {
      expectError(
        await admin.client.rpc('reorder_module_lessons', {
          p_module_id: course.moduleIds[0]!,
          p_lesson_ids: ids,
        }),
        'P0001',
        'order_out_of_date',
      );
    }
    expect(await lessonOrder(course.moduleIds[0]!)).toEqual(before);
    expectError(
      await admin.client.rpc('reorder_course_modules', {
        p_course_id: course.courseId,
        p_module_ids: [course.moduleIds[0]!],
      }),
      'P0001',
      'order_out_of_date',
    );
    expectError(
      await admin.client.rpc('reorder_module_lessons', {
        p_module_id: crypto.randomUUID(),
        p_lesson_ids: [],
      }),
      'P0001',
      'module_not_found',
    );
    expectError(
      await admin.client.rpc('reorder_course_modules', {
        p_course_id: crypto.randomUUID(),
        p_module_ids: [],
      }),
      'P0001',
      'course_not_found',
    );
  });
});

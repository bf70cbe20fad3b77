// A course's public rating comes only from its learners' reviews: no reviews, no rating, through
// every read path (the course page's row, the catalogue search, the administrators' list), and
// once there are reviews every path answers the same database-rounded figure. Nobody types one.
import { describe, expect, it } from 'vitest';
import { anonClient, createUser, sql } from '../../support/stack';
import { createCourse, enrol, expectError, type CourseFixture } from './fixtures';

async function review(course: CourseFixture, stars: number) {
  const student = await createUser();
  await enrol(student.userId, course.courseId);
  expect(
    (await student.client.rpc('complete_lesson', { p_lesson_id: course.lessonIds[0]! })).error,
  ).toBeNull();
  const { error } = await student.client.rpc('save_course_review', {
    p_course_id: course.courseId,
    p_rating: stars,
  });
  expect(error).toBeNull();
}

/** The rating as each screen reads it: course page (visitor), catalogue search, admin list. */
async function ratingsSeen(course: CourseFixture, title: string) {
  const admin = await createUser({ role: 'administrador' });
  const page = await anonClient()
    .from('courses')
    .select('public_rating, review_count')
    .eq('slug', course.slug)
    .single();
  expect(page.error).toBeNull();
  const search = await anonClient().rpc('search_courses', { p_query: title });
  expect(search.error).toBeNull();
  const found = (search.data ?? []).find((row) => row.id === course.courseId);
  expect(found, 'the course is found by its title').toBeDefined();
  const list = await admin.client.from('courses').select('*').eq('id', course.courseId).single();
  expect(list.error).toBeNull();
  // numeric may arrive as a string (the local stack) or a number (Supabase).
  const figure = (value: unknown) => (value === null || value === undefined ? null : Number(value));
  return {
    page: figure(page.data?.public_rating),
    search: figure(found?.public_rating),
    admin: figure((list.data as Record<string, unknown>).public_rating),
    adminRow: list.data as Record<string, unknown>,
  };
}

describe("a course's rating", () => {
  it('is null everywhere while the course has no reviews', async () => {
    const title = `Ratingless ${Date.now()}`;
    const course = await createCourse({ title });
    const seen = await ratingsSeen(course, title);
    expect({ page: seen.page, search: seen.search, admin: seen.admin }).toEqual({
      page: null,
      search: null,
      admin: null,
    });
    // No typed rating is kept beside it either.
    expect(Object.keys(seen.adminRow)).not.toContain('rating');
  });

  it('after reviews, is the same one-decimal figure on the page, in the search and in the admin list', async () => {
    const title = `Rated ${Date.now()}`;
    const course = await createCourse({ title });
    // (5 + 5 + 4) / 3 = 4.666… → 4.7 in the database, for every reader.
    for (const stars of [5, 5, 4]) await review(course, stars);
    const seen = await ratingsSeen(course, title);
    expect({ page: seen.page, search: seen.search, admin: seen.admin }).toEqual({
      page: 4.7,
      search: 4.7,
      admin: 4.7,
    });
  });

  it('cannot be written by a client: not a typed rating, not the public figure; the other fields can', async () => {
    const course = await createCourse();
    const admin = await createUser({ role: 'administrador' });
    const typed = await admin.client
      .from('courses')
      .update({ rating: 4.8 } as never)
      .eq('id', course.courseId)
      .select('id');
    expectError(typed, 'PGRST204');
    // A generated column: Postgres refuses any value for it (428C9), whoever writes.
    const forged = await admin.client
      .from('courses')
      .update({ public_rating: 4.8 } as never)
      .eq('id', course.courseId)
      .select('id');
    expectError(forged, '428C9');
    const [row] = await sql<{ public_rating: string | null }[]>`
      select public_rating::text from public.courses where id = ${course.courseId}`;
    expect(row!.public_rating).toBeNull();
    // Allowed twin: the administrator edits the course's own fields.
    const edit = await admin.client
      .from('courses')
      .update({ duration: '3 semanas' })
      .eq('id', course.courseId)
      .select('duration');
    expect(edit.error).toBeNull();
    expect(edit.data).toEqual([{ duration: '3 semanas' }]);
  });
});

// Learner reviews: who may review, one per course, 1–5 stars and up to 1 000
// characters, edit and delete one's own, an administrador hides abusive ones, and the course's
// public rating kept by the database (count, sum, distribution) — never recomputed per view.
// Each rule with its denied and allowed twin.
import { describe, expect, it } from 'vitest';
import { anonClient, createUser, sql, type TestUser } from '../../support/stack';
import {
  createCourse,
  enrol,
  expectError,
  type CourseFixture,
  expectDenied,
  expectNothing,
} from './fixtures';

/** An aluno enrolled in the course who completed its first lesson (through the real RPC). */
async function reviewer(course: CourseFixture, fullName = 'Maria Souza Lima'): Promise<TestUser> {
  const user = await createUser({ fullName });
  await enrol(user.userId, course.courseId);
  const { error } = await user.client.rpc('complete_lesson', { p_lesson_id: course.lessonIds[0]! });
  expect(error).toBeNull();
  return user;
}

async function figures(courseId: string) {
  const [row] = await sql<
    {
      review_count: number;
      review_total: number;
      review_stars: number[];
      public_rating: string | null;
    }[]
  >`select review_count, review_total, review_stars, public_rating::text
    from public.courses where id = ${courseId}`;
  return row!;
}

/** What the public page reads: the visible reviews' cards, newest first. */
async function cards(courseId: string) {
  const { data, error } = await anonClient()
    .from('course_review_cards')
    .select('*')
    .eq('course_id', courseId)
    .order('created_at', { ascending: false });
  expect(error).toBeNull();
  return data ?? [];
}

describe('who may review', () => {
  it('refused: not enrolled (42501), or enrolled without a completed lesson; nothing is written', async () => {
    const course = await createCourse();
    const outsider = await createUser();
    expectError(
      await outsider.client.rpc('save_course_review', { p_course_id: course.courseId, p_rating: 5 }),
      '42501',
      'not_enrolled',
    );
    const fresh = await createUser();
    await enrol(fresh.userId, course.courseId);
    expectError(
      await fresh.client.rpc('save_course_review', { p_course_id: course.courseId, p_rating: 5 }),
      'P0001',
      'review_requires_completed_lesson',
    );
    const mine = await fresh.client.rpc('get_my_course_review', { p_course_id: course.courseId });
    expect(mine.data).toEqual({ can_review: false, review: null });
    expectError(
      await anonClient().rpc('save_course_review', { p_course_id: course.courseId, p_rating: 5 }),
      '42501',
    );
    expect(await sql`select 1 from public.course_reviews where course_id = ${course.courseId}`).toHaveLength(
      0,
    );
  });

  it('allowed: enrolled with one completed lesson; the review is theirs, with trimmed text', async () => {
    const course = await createCourse();
    const student = await reviewer(course);
    expect((await student.client.rpc('get_my_course_review', { p_course_id: course.courseId })).data).toEqual(
      { can_review: true, review: null },
    );
    const { data, error } = await student.client.rpc('save_course_review', {
      p_course_id: course.courseId,
      p_rating: 4,
      p_body: '  Muito bom!\n',
    });
    expect(error).toBeNull();
    expect(data).toMatchObject({ rating: 4, body: 'Muito bom!', is_hidden: false });
    const mine = await student.client.rpc('get_my_course_review', { p_course_id: course.courseId });
    expect(mine.data).toMatchObject({ can_review: true, review: { rating: 4, body: 'Muito bom!' } });
  });

  it('refused: 0, 6 or no stars, and a text over 1 000 characters; allowed: 1, 5 and exactly 1 000', async () => {
    const course = await createCourse();
    const student = await reviewer(course);
    const save = (rating: number | null, body?: string) =>
      student.client.rpc('save_course_review', {
        p_course_id: course.courseId,
        p_rating: rating as number,
        p_body: body,
      });
    for (const rating of [0, 6, -1, null]) expectError(await save(rating), 'P0001', 'invalid_rating');
    expectError(await save(5, 'x'.repeat(1001)), 'P0001', 'review_too_long');
    expect(await sql`select 1 from public.course_reviews where course_id = ${course.courseId}`).toHaveLength(
      0,
    );

    expect((await save(1)).error).toBeNull();
    expect((await save(5, 'x'.repeat(1000))).data).toMatchObject({ rating: 5 });
    // Blank text is no text.
    expect((await save(3, '   ')).data).toMatchObject({ rating: 3, body: null });
  });

  it('one review per course: writing again edits it', async () => {
    const course = await createCourse();
    const student = await reviewer(course);
    const first = await student.client.rpc('save_course_review', {
      p_course_id: course.courseId,
      p_rating: 2,
    });
    const second = await student.client.rpc('save_course_review', {
      p_course_id: course.courseId,
      p_rating: 5,
      p_body: 'Mudei de ideia',
    });
    expect((second.data as { id: string }).id).toBe((first.data as { id: string }).id);
    const rows =
      await sql`select rating, body from public.course_reviews where course_id = ${course.courseId}`;
    expect(rows).toEqual([{ rating: 5, body: 'Mudei de ideia' }]);
    expect(await figures(course.courseId)).toMatchObject({ review_count: 1, review_stars: [0, 0, 0, 0, 1] });
  });
});

describe('editing and deleting', () => {
  it("refused: someone else's review, by any path (the RPCs only touch the caller's; the tables take no writes)", async () => {
    const course = await createCourse();
    const [owner, attacker] = await Promise.all([reviewer(course), reviewer(course, 'Ana Atacante')]);
    const admin = await createUser({ role: 'administrador' });
    await owner.client.rpc('save_course_review', {
      p_course_id: course.courseId,
      p_rating: 5,
      p_body: 'Ótimo',
    });
    const [review] = await sql<{ id: string }[]>`
      select id from public.course_reviews where author_id = ${owner.userId}`;

    for (const client of [anonClient(), attacker.client, admin.client]) {
      expectNothing(await client.from('course_reviews').update({ rating: 1 }).eq('id', review!.id).select());
      expectNothing(await client.from('course_reviews').delete().eq('id', review!.id).select());
      expectNothing(
        await client
          .from('course_review_cards')
          .update({ rating: 1, body: 'falso', author_name: 'Outro' })
          .eq('id', review!.id)
          .select(),
      );
      expectNothing(await client.from('course_review_cards').delete().eq('id', review!.id).select());
      expectDenied(
        await client
          .from('course_reviews')
          .insert({ course_id: course.courseId, author_id: owner.userId, rating: 1 })
          .select(),
      );
    }
    // The attacker's own calls write the attacker's own review, never the owner's.
    await attacker.client.rpc('save_course_review', { p_course_id: course.courseId, p_rating: 1 });
    await attacker.client.rpc('delete_course_review', { p_course_id: course.courseId });
    const rows =
      await sql`select author_id, rating, body from public.course_reviews where course_id = ${course.courseId}`;
    expect(rows).toEqual([{ author_id: owner.userId, rating: 5, body: 'Ótimo' }]);
    expect((await cards(course.courseId)).map((card) => card.body)).toEqual(['Ótimo']);
  });

  it('allowed: the author edits and deletes their own, and the figures follow', async () => {
    const course = await createCourse();
    const student = await reviewer(course);
    await student.client.rpc('save_course_review', { p_course_id: course.courseId, p_rating: 2 });
    await student.client.rpc('save_course_review', {
      p_course_id: course.courseId,
      p_rating: 4,
      p_body: 'Melhor',
    });
    expect(await figures(course.courseId)).toMatchObject({
      review_count: 1,
      review_total: 4,
      review_stars: [0, 0, 0, 1, 0],
      public_rating: '4.0',
    });
    const deleted = await student.client.rpc('delete_course_review', { p_course_id: course.courseId });
    expect(deleted.data).toBe(true);
    expect(await figures(course.courseId)).toMatchObject({
      review_count: 0,
      review_total: 0,
      review_stars: [0, 0, 0, 0, 0],
      public_rating: null,
    });
    expect(await cards(course.courseId)).toEqual([]);
  });
});

describe("the course's public rating", () => {
  it('is null without reviews, then the average of the visible reviews with one decimal', async () => {
    const course = await createCourse();
    expect(await figures(course.courseId)).toMatchObject({ public_rating: null });
    const students = await Promise.all([reviewer(course), reviewer(course), reviewer(course)]);
    for (const [index, stars] of [5, 4, 4].entries()) {
      await students[index]!.client.rpc('save_course_review', {
        p_course_id: course.courseId,
        p_rating: stars,
      });
    }
    // (5 + 4 + 4) / 3 = 4.333… → 4.3.
    expect(await figures(course.courseId)).toEqual({
      review_count: 3,
      review_total: 13,
      review_stars: [0, 0, 0, 2, 1],
      public_rating: '4.3',
    });
    // The catalogue and the course page read it as a visitor.
    const { data } = await anonClient()
      .from('courses')
      .select('public_rating, review_count, review_stars')
      .eq('id', course.courseId)
      .single();
    // numeric may arrive as a string (the local stack) or a number (Supabase).
    expect(Number(data?.public_rating)).toBe(4.3);
    expect(data).toMatchObject({ review_count: 3, review_stars: [0, 0, 0, 2, 1] });
  });

  it('stays exact when twenty students review at the same time', async () => {
    const course = await createCourse();
    const students = await Promise.all(Array.from({ length: 20 }, () => reviewer(course)));
    const results = await Promise.all(
      students.map((student, index) =>
        student.client.rpc('save_course_review', { p_course_id: course.courseId, p_rating: (index % 5) + 1 }),
      ),
    );
    expect(results.map((result) => result.error)).toEqual(results.map(() => null));
    expect(await figures(course.courseId)).toMatchObject({
      review_count: 20,
      review_total: 60,
      review_stars: [4, 4, 4, 4, 4],
      public_rating: '3.0',
    });
  });

  it('is not writable by the browser, not even by an administrador (the trigger keeps it)', async () => {
    const course = await createCourse();
    const admin = await createUser({ role: 'administrador' });
    const forged = await admin.client
      .from('courses')
      .update({ review_count: 100, review_total: 500, review_stars: [0, 0, 0, 0, 100] })
      .eq('id', course.courseId)
      .select();
    expectError(forged, '42501');
    expect(await figures(course.courseId)).toMatchObject({ review_count: 0, review_total: 0 });
    // Allowed twin: the administrator still edits the course's own fields.
    const own = await admin.client
      .from('courses')
      .update({ duration: '2 semanas' })
      .eq('id', course.courseId)
      .select();
    expect(own.error).toBeNull();
    expect(await figures(course.courseId)).toMatchObject({ review_count: 0, public_rating: null });
  });

  it('follows an account deletion (the review goes with the account)', async () => {
    const course = await createCourse();
    const [leaving, staying] = await Promise.all([reviewer(course), reviewer(course)]);
    await leaving.client.rpc('save_course_review', { p_course_id: course.courseId, p_rating: 1 });
    await staying.client.rpc('save_course_review', { p_course_id: course.courseId, p_rating: 5 });
    expect(await figures(course.courseId)).toMatchObject({ review_count: 2, public_rating: '3.0' });
    const { error } = await leaving.client.rpc('delete_my_account', { p_email_confirmation: leaving.email });
    expect(error).toBeNull();
    expect(await figures(course.courseId)).toMatchObject({
      review_count: 1,
      review_stars: [0, 0, 0, 0, 1],
      public_rating: '5.0',
    });
    expect(await cards(course.courseId)).toHaveLength(1);
  });
});

describe('what visitors see of a review', () => {
  it('stars, text, dates and first name + last initial; never who wrote it', async () => {
    const course = await createCourse();
    const student = await reviewer(course, 'Maria Souza Lima');
    await student.client.rpc('save_course_review', {
      p_course_id: course.courseId,
      p_rating: 5,
      p_body: 'Excelente',
    });
    const [card] = await cards(course.courseId);
    expect(Object.keys(card!).sort()).toEqual(
      ['author_name', 'body', 'course_id', 'created_at', 'id', 'rating', 'updated_at'].sort(),
    );
    expect(card).toMatchObject({ author_name: 'Maria L.', rating: 5, body: 'Excelente' });
    expect(JSON.stringify(card)).not.toContain(student.userId);
    // The reviews table itself answers visitors and other students nothing.
    expectNothing(await anonClient().from('course_reviews').select('*').eq('course_id', course.courseId));
    const other = await reviewer(course, 'Outra Pessoa');
    const read = await other.client
      .from('course_reviews')
      .select('author_id')
      .eq('course_id', course.courseId);
    expect(read.data).toEqual([]);
  });

  it('a new name shows on the card; no name shows as Participante', async () => {
    const course = await createCourse();
    const student = await reviewer(course, 'João Pedro');
    await student.client.rpc('save_course_review', { p_course_id: course.courseId, p_rating: 4 });
    expect((await cards(course.courseId))[0]?.author_name).toBe('João P.');
    await student.client.from('profiles').update({ full_name: 'Joana' }).eq('id', student.userId);
    expect((await cards(course.courseId))[0]?.author_name).toBe('Joana');
    await sql`update public.profiles set full_name = null where id = ${student.userId}`;
    expect((await cards(course.courseId))[0]?.author_name).toBe('Participante');
  });

  it("an inactive course's cards are hidden from visitors, visible to its students", async () => {
    const course = await createCourse();
    const student = await reviewer(course);
    await student.client.rpc('save_course_review', { p_course_id: course.courseId, p_rating: 4 });
    await sql`update public.courses set is_active = false where id = ${course.courseId}`;
    expect(await cards(course.courseId)).toEqual([]);
    const own = await student.client
      .from('course_review_cards')
      .select('rating')
      .eq('course_id', course.courseId);
    expect(own.data).toEqual([{ rating: 4 }]);
  });
});

describe('hiding an abusive review', () => {
  it('refused for aluno and professor, and for anon', async () => {
    const course = await createCourse();
    const student = await reviewer(course);
    const professor = await createUser({ role: 'professor' });
    const saved = await student.client.rpc('save_course_review', {
      p_course_id: course.courseId,
      p_rating: 1,
    });
    const reviewId = (saved.data as { id: string }).id;
    for (const client of [student.client, professor.client]) {
      expectError(await client.rpc('set_review_hidden', { p_review_id: reviewId, p_hidden: true }), '42501');
      expectError(await client.rpc('admin_list_hidden_reviews', { p_course_id: course.courseId }), '42501');
    }
    expectError(
      await anonClient().rpc('set_review_hidden', { p_review_id: reviewId, p_hidden: true }),
      '42501',
    );
    expect(await figures(course.courseId)).toMatchObject({ review_count: 1 });
  });

  it('allowed for an administrador: it leaves the average and the page, the author still sees it, and it can come back', async () => {
    const course = await createCourse();
    const [abusive, fair] = await Promise.all([reviewer(course, 'Troll Nervoso'), reviewer(course)]);
    const admin = await createUser({ role: 'administrador' });
    const saved = await abusive.client.rpc('save_course_review', {
      p_course_id: course.courseId,
      p_rating: 1,
      p_body: 'Ofensa',
    });
    await fair.client.rpc('save_course_review', { p_course_id: course.courseId, p_rating: 5 });
    const reviewId = (saved.data as { id: string }).id;

    const hidden = await admin.client.rpc('set_review_hidden', { p_review_id: reviewId, p_hidden: true });
    expect(hidden.data).toEqual({ id: reviewId, is_hidden: true });
    expect(await figures(course.courseId)).toMatchObject({
      review_count: 1,
      review_stars: [0, 0, 0, 0, 1],
      public_rating: '5.0',
    });
    expect((await cards(course.courseId)).map((card) => card.body)).toEqual([null]);
    const list = await admin.client.rpc('admin_list_hidden_reviews', { p_course_id: course.courseId });
    expect(list.data).toMatchObject({
      total: 1,
      rows: [{ id: reviewId, body: 'Ofensa', author_name: 'Troll N.' }],
    });
    const own = await abusive.client.rpc('get_my_course_review', { p_course_id: course.courseId });
    expect(own.data).toMatchObject({ review: { is_hidden: true, body: 'Ofensa' } });
    // Editing a hidden review does not bring it back.
    await abusive.client.rpc('save_course_review', {
      p_course_id: course.courseId,
      p_rating: 2,
      p_body: 'Ofensa 2',
    });
    expect(await figures(course.courseId)).toMatchObject({ review_count: 1 });

    await admin.client.rpc('set_review_hidden', { p_review_id: reviewId, p_hidden: false });
    expect(await figures(course.courseId)).toMatchObject({
      review_count: 2,
      review_stars: [0, 1, 0, 0, 1],
      public_rating: '3.5',
    });
    expect(await cards(course.courseId)).toHaveLength(2);
  });
});

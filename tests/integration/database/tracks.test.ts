// Trilhas: visibility, following, progress and the track certificate, all decided by the database
// (docs/tracks.md).
import { beforeAll, describe, expect, it } from 'vitest';
import { anonClient, createUser, sql, uniqueSlug, type TestUser } from '../../support/stack';
import { createCourse, expectError } from './fixtures';
import { createPaidCourse } from './payments-fixtures';
import {
  createTrack,
  finishCourse,
  passExam,
  setProgress,
  type TrackFixture,
  type TrackProgress,
} from './tracks-fixtures';

let admin: TestUser;

beforeAll(async () => {
  admin = await createUser({ role: 'administrador' });
});

async function progressOf(user: TestUser, trackId: string) {
  const { data, error } = await user.client.rpc('get_my_track_progress', { p_track_id: trackId });
  expect(error).toBeNull();
  return data as unknown as TrackProgress;
}

async function trackCertificatesOf(userId: string, trackId: string) {
  return sql<
    { verification_code: string; workload_minutes: number; practice_exam_best_score: number | null }[]
  >`
    select verification_code, workload_minutes, practice_exam_best_score
    from public.track_certificates where user_id = ${userId} and track_id = ${trackId}`;
}

describe('visibility', () => {
  let published: TrackFixture;
  let draft: TrackFixture;

  beforeAll(async () => {
    published = await createTrack({ courses: 2 });
    draft = await createTrack({ courses: 1, published: false });
  });

  it('denied: an unpublished track is invisible to visitors and students (table, list, page, progress, follow)', async () => {
    const student = await createUser();
    for (const client of [anonClient(), student.client]) {
      const rows = await client.from('tracks').select('id').eq('id', draft.trackId);
      expect(rows.error).toBeNull();
      expect(rows.data).toEqual([]);
      const steps = await client.from('track_steps').select('course_id').eq('track_id', draft.trackId);
      expect(steps.data).toEqual([]);
      const listed = await client.rpc('list_tracks');
      expect((listed.data as { id: string }[]).map((track) => track.id)).not.toContain(draft.trackId);
      expectError(await client.rpc('get_track', { p_slug: draft.slug }), 'P0001', 'track_not_found');
      const tracksOfCourse = await client.rpc('course_tracks', { p_course_id: draft.courses[0]!.courseId });
      expect(tracksOfCourse.data).toEqual([]);
    }
    expectError(
      await student.client.rpc('get_my_track_progress', { p_track_id: draft.trackId }),
      'P0001',
      'track_not_found',
    );
    expectError(
      await student.client.rpc('follow_track', { p_track_id: draft.trackId }),
      'P0001',
      'track_not_found',
    );
    const [{ count } = { count: -1 }] = await sql<{ count: number }[]>`
      select count(*)::integer as count from public.track_followers where track_id = ${draft.trackId}`;
    expect(count).toBe(0);
  });

  it('allowed: a published track is listed and shown to visitors and students; an administrador sees drafts', async () => {
    const student = await createUser();
    for (const client of [anonClient(), student.client]) {
      const listed = await client.rpc('list_tracks');
      expect((listed.data as { id: string }[]).map((track) => track.id)).toContain(published.trackId);
      const page = await client.rpc('get_track', { p_slug: published.slug });
      expect(page.error).toBeNull();
      expect(page.data).toMatchObject({
        id: published.trackId,
        slug: published.slug,
        steps_count: 2,
        course_count: 2,
        total_hours: 20,
        total_lessons: 6,
      });
      const tracksOfCourse = await client.rpc('course_tracks', {
        p_course_id: published.courses[0]!.courseId,
      });
      expect(tracksOfCourse.data).toEqual([
        { id: published.trackId, slug: published.slug, title: published.title, published: true },
      ]);
    }
    const adminPage = await admin.client.rpc('get_track', { p_slug: draft.slug });
    expect(adminPage.error).toBeNull();
    expect(adminPage.data).toMatchObject({ id: draft.trackId, published: false });
    const adminRows = await admin.client.from('tracks').select('id').eq('id', draft.trackId);
    expect(adminRows.data).toEqual([{ id: draft.trackId }]);
  });
});

describe('following', () => {
  it('denied: a track with a course the person cannot study (course_access_required), nothing enrolled', async () => {
    const free = await createCourse();
    const paid = await createPaidCourse();
    const track = await createTrack({ courseFixtures: [free, paid] });
    const student = await createUser();
    expectError(
      await student.client.rpc('follow_track', { p_track_id: track.trackId }),
      '42501',
      'course_access_required',
    );
    const rows = await sql`select 1 from public.enrollments where user_id = ${student.userId}`;
    expect(rows).toHaveLength(0);
    const anon = await anonClient().rpc('follow_track', { p_track_id: track.trackId });
    expect(anon.error?.code).toBe('42501');
  });

  it('allowed: following enrols in every course of the track; progress says the next lesson', async () => {
    const track = await createTrack({ courses: 2, exam: true });
    const student = await createUser();
    const { data, error } = await student.client.rpc('follow_track', { p_track_id: track.trackId });
    expect(error).toBeNull();
    expect(data).toMatchObject({
      track_id: track.trackId,
      following: true,
      has_access: true,
      certificate: null,
      steps_done: 0,
      steps_total: 3,
      minutes_left: 1200,
      hours_left: 20,
      completed: false,
      next_step: {
        position: 1,
        kind: 'course',
        course_id: track.courses[0]!.courseId,
        enrolled: true,
        lesson: { id: track.courses[0]!.lessonIds[0] },
      },
    });
    const enrolled = await sql<{ course_id: string }[]>`
      select course_id from public.enrollments where user_id = ${student.userId} order by course_id`;
    expect(enrolled.map((row) => row.course_id).sort()).toEqual(
      track.courses.map((course) => course.courseId).sort(),
    );

    const again = await student.client.rpc('follow_track', { p_track_id: track.trackId });
    expect(again.error).toBeNull();

    const unfollowed = await student.client.rpc('unfollow_track', { p_track_id: track.trackId });
    expect(unfollowed.data).toBe(true);
    expect((await progressOf(student, track.trackId)).following).toBe(false);
  });

  it('the dashboard lists the followed tracks with steps, hours left and the lesson to continue', async () => {
    const track = await createTrack({ courses: 2 });
    const student = await createUser();
    await student.client.rpc('follow_track', { p_track_id: track.trackId });
    await finishCourse(student.userId, track.courses[0]!);
    const { data, error } = await student.client.rpc('get_student_dashboard');
    expect(error).toBeNull();
    const { tracks } = data as unknown as { tracks: TrackProgress[] };
    expect(tracks).toHaveLength(1);
    expect(tracks[0]).toMatchObject({
      id: track.trackId,
      slug: track.slug,
      title: track.title,
      steps_done: 1,
      steps_total: 2,
      hours_left: 10,
      certificate_code: null,
      next_step: { kind: 'course', course_id: track.courses[1]!.courseId },
    });
    expect(tracks[0]).not.toHaveProperty('steps');
  });
});

describe('follows and steps', () => {
  it('denied: nobody reads another person’s follows; allowed: one’s own, and administradores count them', async () => {
    const track = await createTrack({ courses: 1 });
    const [follower, other] = [await createUser(), await createUser()];
    expect((await follower.client.rpc('follow_track', { p_track_id: track.trackId })).error).toBeNull();
    const foreign = await other.client
      .from('track_followers')
      .select('user_id')
      .eq('track_id', track.trackId);
    expect(foreign.error).toBeNull();
    expect(foreign.data).toEqual([]);
    const own = await follower.client.from('track_followers').select('user_id').eq('track_id', track.trackId);
    expect(own.data).toEqual([{ user_id: follower.userId }]);
    const listed = await admin.client.rpc('admin_list_tracks');
    expect(
      (listed.data as { id: string; follower_count: number }[]).find((row) => row.id === track.trackId),
    ).toMatchObject({ follower_count: 1, completion_count: 0 });
  });

  it('a track unpublished leaves its followers’ dashboards; an inactive course is no longer a step', async () => {
    const track = await createTrack({ courses: 2 });
    const student = await createUser();
    await student.client.rpc('follow_track', { p_track_id: track.trackId });
    await sql`update public.courses set is_active = false where id = ${track.courses[0]!.courseId}`;
    const progress = await progressOf(student, track.trackId);
    expect(progress).toMatchObject({
      steps_total: 1,
      next_step: { course_id: track.courses[1]!.courseId },
    });
    await sql`update public.tracks set published = false where id = ${track.trackId}`;
    const { data } = await student.client.rpc('get_student_dashboard');
    expect((data as unknown as { tracks: unknown[] }).tracks).toEqual([]);
  });
});

describe('track certificate', () => {
  it('denied: no certificate while a step is missing (the simulado not passed)', async () => {
    const track = await createTrack({ courses: 2, exam: true });
    const student = await createUser();
    await student.client.rpc('follow_track', { p_track_id: track.trackId });
    for (const course of track.courses) await finishCourse(student.userId, course);
    expect(await trackCertificatesOf(student.userId, track.trackId)).toEqual([]);
    const progress = await progressOf(student, track.trackId);
    expect(progress).toMatchObject({
      steps_done: 2,
      steps_total: 3,
      hours_left: 0,
      completed: false,
      next_step: { kind: 'exam', course_id: track.examCourseId, lesson: null },
    });
  });

  it('allowed: every step done gives one certificate with the courses, hours and best simulado score, verified by its code', async () => {
    const track = await createTrack({ courses: 2, exam: true });
    const student = await createUser({ fullName: 'Maria Trilheira' });
    await student.client.rpc('follow_track', { p_track_id: track.trackId });
    for (const course of track.courses) await finishCourse(student.userId, course);
    await passExam(student.userId, track.examCourseId, { score: 650, passed: false });
    await passExam(student.userId, track.examCourseId, { score: 880, passed: true });
    const [certificate] = await trackCertificatesOf(student.userId, track.trackId);
    expect(certificate).toMatchObject({ workload_minutes: 1200, practice_exam_best_score: 880 });
    expect(certificate!.verification_code).toMatch(/^TC-[0-9A-Z]{12}$/);

    const verified = await anonClient().rpc('verify_track_certificate', {
      p_code: certificate!.verification_code.toLowerCase(),
    });
    expect(verified.data).toEqual({
      verification_code: certificate!.verification_code,
      holder_name: 'Maria Trilheira',
      track_title: track.title,
      track_slug: track.slug,
      target_role: 'Pessoa de Teste em Nuvem',
      exam_code: 'TST-C01',
      exam_name: 'Certificação de Teste',
      workload_minutes: 1200,
      courses: track.courses.map((course) => ({
        title: `Curso ${course.slug}`,
        slug: course.slug,
        workload_minutes: 600,
      })),
      practice_exam_course_title: `Curso ${track.courses[1]!.slug}`,
      practice_exam_best_score: 880,
      issued_on: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
    });
    const course = await anonClient().rpc('verify_certificate', { p_code: certificate!.verification_code });
    expect(course.data).toBeNull();

    const progress = await progressOf(student, track.trackId);
    expect(progress).toMatchObject({ completed: true, steps_done: 3, next_step: null });
    expect(progress.certificate?.verification_code).toBe(certificate!.verification_code);

    const own = await student.client.from('track_certificates').select('verification_code');
    expect(own.data).toEqual([{ verification_code: certificate!.verification_code }]);
    const other = await createUser();
    const foreign = await other.client.from('track_certificates').select('verification_code');
    expect(foreign.data).toEqual([]);
  });

  it('only followers get one: every step done before following gives the certificate when following', async () => {
    const track = await createTrack({ courses: 1, exam: true });
    const student = await createUser();
    await finishCourse(student.userId, track.courses[0]!);
    await passExam(student.userId, track.examCourseId, { score: 760, passed: true });
    expect(await trackCertificatesOf(student.userId, track.trackId)).toEqual([]);
    const followed = await student.client.rpc('follow_track', { p_track_id: track.trackId });
    expect(followed.error).toBeNull();
    expect(followed.data).toMatchObject({ completed: true, best_exam_score: 760 });
    expect(await trackCertificatesOf(student.userId, track.trackId)).toHaveLength(1);
  });

  it('verify_track_certificate answers one exact code: no pattern, prefix or near code', async () => {
    const track = await createTrack({ courses: 1 });
    const student = await createUser();
    await student.client.rpc('follow_track', { p_track_id: track.trackId });
    await finishCourse(student.userId, track.courses[0]!);
    const [certificate] = await trackCertificatesOf(student.userId, track.trackId);
    const code = certificate!.verification_code;
    for (const probe of ['%', 'TC-%', '_', code.slice(0, 11), `${code.slice(0, 14)}_`, "' or ''='"]) {
      const { data, error } = await anonClient().rpc('verify_track_certificate', { p_code: probe });
      expect(error, probe).toBeNull();
      expect(data, probe).toBeNull();
    }
    const verified = await anonClient().rpc('verify_track_certificate', { p_code: code });
    expect(JSON.stringify(verified.data)).not.toMatch(new RegExp(`${student.email}|${student.userId}`));
    expect(verified.data).toMatchObject({ verification_code: code, practice_exam_best_score: null });
  });

  // Limit for 50 completions at once and about 10 other requests,
  // 30 s + 2 s each (docs/testing.md, "Limits sized for the work").
  it('50 parallel completions of the last step give one certificate', async () => {
    const track = await createTrack({ courses: 2, exam: true });
    const student = await createUser();
    await student.client.rpc('follow_track', { p_track_id: track.trackId });
    await passExam(student.userId, track.examCourseId, { score: 800, passed: true });
    await finishCourse(student.userId, track.courses[0]!);
    const last = track.courses[1]!;
    for (const lessonId of last.lessonIds.slice(0, -1)) {
      const done = await student.client.rpc('complete_lesson', { p_lesson_id: lessonId });
      expect(done.error).toBeNull();
    }
    const lastLesson = last.lessonIds.at(-1)!;
    const results = await Promise.all(
      Array.from({ length: 50 }, () => student.client.rpc('complete_lesson', { p_lesson_id: lastLesson })),
    );
    expect(results.filter((result) => result.error !== null)).toEqual([]);
    expect(await trackCertificatesOf(student.userId, track.trackId)).toHaveLength(1);
  }, 150_000);
});

describe('administration', () => {
  it('denied: a student cannot list, save, order or delete tracks (admin_only)', async () => {
    const student = await createUser();
    const track = await createTrack({ courses: 1 });
    expectError(await student.client.rpc('admin_list_tracks'), '42501', 'admin_only');
    expectError(
      await student.client.rpc('save_track', {
        p_track: { title: 'X', slug: uniqueSlug('t'), target_role: 'X' },
      }),
      '42501',
      'admin_only',
    );
    expectError(
      await student.client.rpc('save_track_steps', { p_track_id: track.trackId, p_steps: [] }),
      '42501',
      'admin_only',
    );
    expectError(
      await student.client.rpc('delete_track', { p_track_id: track.trackId }),
      '42501',
      'admin_only',
    );
  });

  it('allowed: an administrador creates a track, orders its steps with the simulado last, publishes it', async () => {
    const [first, second] = [await createCourse(), await createCourse()];
    await sql`insert into public.practice_exams (course_id, question_count, published) values (${second.courseId}, 10, true)`;
    const slug = uniqueSlug('trilha');
    const created = await admin.client.rpc('save_track', {
      p_track: { slug, title: 'Trilha Nova', target_role: 'Engenheiro(a) de Nuvem', published: true },
    });
    expectError(created, 'P0001', 'track_without_steps');

    const draft = await admin.client.rpc('save_track', {
      p_track: { slug, title: 'Trilha Nova', target_role: 'Engenheiro(a) de Nuvem' },
    });
    expect(draft.error).toBeNull();
    const trackId = (draft.data as { id: string }).id;

    expectError(
      await admin.client.rpc('save_track_steps', {
        p_track_id: trackId,
        p_steps: [
          { kind: 'exam', course_id: second.courseId },
          { kind: 'course', course_id: first.courseId },
        ],
      }),
      'P0001',
      'track_exam_not_last',
    );
    expectError(
      await admin.client.rpc('save_track_steps', {
        p_track_id: trackId,
        p_steps: [{ kind: 'exam', course_id: first.courseId }],
      }),
      'P0001',
      'track_exam_unavailable',
    );
    expectError(
      await admin.client.rpc('save_track_steps', {
        p_track_id: trackId,
        p_steps: [
          { kind: 'course', course_id: first.courseId },
          { kind: 'course', course_id: first.courseId },
        ],
      }),
      'P0001',
      'track_step_duplicate',
    );
    const ordered = await admin.client.rpc('save_track_steps', {
      p_track_id: trackId,
      p_steps: [
        { kind: 'course', course_id: second.courseId },
        { kind: 'course', course_id: first.courseId },
        { kind: 'exam', course_id: second.courseId },
      ],
    });
    expect(ordered.error).toBeNull();
    expect(
      (ordered.data as { steps: { position: number; kind: string; course_id: string }[] }).steps,
    ).toEqual([
      expect.objectContaining({ position: 1, kind: 'course', course_id: second.courseId }),
      expect.objectContaining({ position: 2, kind: 'course', course_id: first.courseId }),
      expect.objectContaining({ position: 3, kind: 'exam', course_id: second.courseId }),
    ]);
    const published = await admin.client.rpc('save_track', { p_track: { id: trackId, published: true } });
    expect(published.error).toBeNull();
    expect(published.data).toMatchObject({ published: true, follower_count: 0, completion_count: 0 });

    const listed = await admin.client.rpc('admin_list_tracks');
    expect((listed.data as { id: string }[]).map((track) => track.id)).toContain(trackId);
    const tracksOfCourse = await admin.client.rpc('course_tracks', { p_course_id: first.courseId });
    expect(tracksOfCourse.data).toEqual([{ id: trackId, slug, title: 'Trilha Nova', published: true }]);

    const deleted = await admin.client.rpc('delete_track', { p_track_id: trackId });
    expect(deleted.data).toBe(true);
  });
});

describe('where a follower is: each step done, in progress or to do', () => {
  it("a follower at 57 % of step 1 is 'in progress' with 57, not '0 de 3' with an empty bar", async () => {
    const track = await createTrack({ courses: 2, exam: true });
    const student = await createUser();
    await student.client.rpc('follow_track', { p_track_id: track.trackId });
    await setProgress(student.userId, track.courses[0]!, 57);

    const progress = await progressOf(student, track.trackId);
    expect(progress).toMatchObject({ steps_done: 0, steps_total: 3, percent: 19 });
    expect(
      progress.steps.map(({ position, kind, state, percent }) => ({ position, kind, state, percent })),
    ).toEqual([
      { position: 1, kind: 'course', state: 'in_progress', percent: 57 },
      { position: 2, kind: 'course', state: 'todo', percent: 0 },
      { position: 3, kind: 'exam', state: 'todo', percent: 0 },
    ]);

    // The dashboard's card reads the same, without the full steps.
    const { data } = await student.client.rpc('get_student_dashboard');
    const [card] = (data as unknown as { tracks: TrackProgress[] }).tracks;
    expect(card).toMatchObject({ steps_done: 0, steps_total: 3, percent: 19 });
    expect(card!.step_states).toEqual([
      {
        position: 1,
        kind: 'course',
        course_title: expect.any(String),
        state: 'in_progress',
        percent: 57,
        best_score: null,
      },
      {
        position: 2,
        kind: 'course',
        course_title: expect.any(String),
        state: 'todo',
        percent: 0,
        best_score: null,
      },
      {
        position: 3,
        kind: 'exam',
        course_title: expect.any(String),
        state: 'todo',
        percent: 0,
        best_score: null,
      },
    ]);
    expect(card).not.toHaveProperty('steps');
  });

  it("done steps are 'done' at 100; a simulado attempted but not passed is in progress with its best score", async () => {
    const track = await createTrack({ courses: 3, exam: true });
    const student = await createUser();
    await student.client.rpc('follow_track', { p_track_id: track.trackId });
    await finishCourse(student.userId, track.courses[0]!);
    await setProgress(student.userId, track.courses[1]!, 57);
    await passExam(student.userId, track.examCourseId, { score: 640, passed: false });

    const progress = await progressOf(student, track.trackId);
    expect(progress).toMatchObject({ steps_done: 1, steps_total: 4, percent: 39 });
    expect(progress.steps.map(({ state, percent, best_score }) => ({ state, percent, best_score }))).toEqual([
      { state: 'done', percent: 100, best_score: null },
      { state: 'in_progress', percent: 57, best_score: null },
      { state: 'todo', percent: 0, best_score: null },
      { state: 'in_progress', percent: 0, best_score: 640 },
    ]);

    // The track page gives the signed-in follower the same states...
    const page = await student.client.rpc('get_track', { p_slug: track.slug });
    expect(page.error).toBeNull();
    const answer = page.data as unknown as {
      steps: { state: string | null; percent: number | null; best_score: number | null }[];
      viewer: { steps_done: number; steps_total: number; percent: number };
    };
    expect(answer.steps.map(({ state, percent }) => ({ state, percent }))).toEqual([
      { state: 'done', percent: 100 },
      { state: 'in_progress', percent: 57 },
      { state: 'todo', percent: 0 },
      { state: 'in_progress', percent: 0 },
    ]);
    expect(answer.viewer).toMatchObject({ steps_done: 1, steps_total: 4, percent: 39 });

    // ...and a visitor no one's: the states are the viewer's own.
    const visitor = await anonClient().rpc('get_track', { p_slug: track.slug });
    const visitorSteps = (visitor.data as unknown as { steps: { state: unknown; percent: unknown }[] }).steps;
    expect(visitorSteps.map(({ state, percent }) => ({ state, percent }))).toEqual(
      Array.from({ length: 4 }, () => ({ state: null, percent: null })),
    );
    // Another person sees their own (nothing started), never the follower's.
    const other = await createUser();
    const theirs = await other.client.rpc('get_track', { p_slug: track.slug });
    expect(
      (theirs.data as unknown as { steps: { state: string }[] }).steps.map((step) => step.state),
    ).toEqual(['todo', 'todo', 'todo', 'todo']);
  });
});

describe('one figure for a track’s hours', () => {
  it('a course without stated hours counts its lessons’ minutes the same in the list, the page and the back office', async () => {
    const course = await createCourse({ lessonsPerModule: [5], minutes: 19 });
    await sql`update public.courses set total_hours = null where id = ${course.courseId}`;
    const track = await createTrack({ courseFixtures: [course] });

    const listed = ((await anonClient().rpc('list_tracks')).data as { id: string }[]).find(
      (row) => row.id === track.trackId,
    );
    const page = (await anonClient().rpc('get_track', { p_slug: track.slug })).data as {
      total_minutes: number;
      total_hours: number;
      steps: { course: { minutes: number } }[];
    };
    const inAdmin = ((await admin.client.rpc('admin_list_tracks')).data as { id: string }[]).find(
      (row) => row.id === track.trackId,
    ) as unknown as { total_minutes: number; total_hours: number; steps: { minutes: number }[] };
    for (const answer of [listed, page, inAdmin]) {
      expect(answer).toMatchObject({ total_minutes: 95, total_hours: 1.58 });
    }
    expect(page.steps[0]!.course.minutes).toBe(95);
    expect(inAdmin.steps[0]!.minutes).toBe(95);
  });
});

describe('the final simulado is a published one', () => {
  it('denied: a course without a simulado, or with one unpublished, is not listed and is refused by save; allowed: a published one', async () => {
    const [none, draft, published, first] = [
      await createCourse(),
      await createCourse(),
      await createCourse(),
      await createCourse(),
    ];
    await sql`insert into public.practice_exams (course_id, question_count, published)
              values (${draft.courseId}, 10, false), (${published.courseId}, 10, true)`;

    const listed = await admin.client.rpc('admin_track_exam_courses');
    expect(listed.error).toBeNull();
    const ids = (listed.data as { id: string }[]).map((course) => course.id);
    expect(ids).toContain(published.courseId);
    expect(ids).not.toContain(draft.courseId);
    expect(ids).not.toContain(none.courseId);
    const student = await createUser();
    expectError(await student.client.rpc('admin_track_exam_courses'), '42501', 'admin_only');

    const created = await admin.client.rpc('save_track', {
      p_track: { slug: uniqueSlug('trilha'), title: 'Trilha com simulado', target_role: 'Analista' },
    });
    expect(created.error).toBeNull();
    const trackId = (created.data as { id: string }).id;
    for (const course of [none, draft]) {
      expectError(
        await admin.client.rpc('save_track_steps', {
          p_track_id: trackId,
          p_steps: [
            { kind: 'course', course_id: first.courseId },
            { kind: 'exam', course_id: course.courseId },
          ],
        }),
        'P0001',
        'track_exam_unavailable',
      );
    }
    const saved = await admin.client.rpc('save_track_steps', {
      p_track_id: trackId,
      p_steps: [
        { kind: 'course', course_id: first.courseId },
        { kind: 'exam', course_id: published.courseId },
      ],
    });
    expect(saved.error).toBeNull();
    expect(
      (await admin.client.rpc('save_track', { p_track: { id: trackId, published: true } })).error,
    ).toBeNull();

    // Its simulado unpublished afterwards: the track cannot be saved published until it is fixed.
    await sql`update public.practice_exams set published = false where course_id = ${published.courseId}`;
    expectError(
      await admin.client.rpc('save_track', {
        p_track: { id: trackId, title: 'Trilha renomeada', published: true },
      }),
      'P0001',
      'track_exam_unavailable',
    );
    const [stored] = await sql<{ title: string }[]>`select title from public.tracks where id = ${trackId}`;
    expect(stored!.title).toBe('Trilha com simulado');
    expect(
      (await admin.client.rpc('save_track', { p_track: { id: trackId, published: false } })).error,
    ).toBeNull();
  });
});

// Every public read, and the signed-in reads of the student dashboard, the course page, the lesson
// player and the admin users screen, run through the app's own api functions against the real
// local stack (seeded). Each answer is parsed by the read's schema, so a migration that renames,
// retypes or drops a column a screen reads fails here with an UnexpectedAnswerError naming it.
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { getAdminBooks } from '@/features/admin-books/api/get-admin-books';
import { getCertifiableCourses } from '@/features/admin-certificates/api/get-certifiable-courses';
import { getStudentCertificates } from '@/features/admin-certificates/api/get-student-certificates';
import { getStudentEnrolments } from '@/features/admin-certificates/api/get-student-enrolments';
import { getAdminCourses } from '@/features/admin-courses/api/get-admin-courses';
import { getCourseContent } from '@/features/admin-lessons/api/get-course-content';
import { getAdminPlans } from '@/features/admin-pricing/api/get-admin-plans';
import { getAdminUsers } from '@/features/admin-users/api/get-admin-users';
import { getBooks } from '@/features/books/api/get-books';
import { getCatalogueLevels } from '@/features/catalog/api/get-catalogue-levels';
import { getCourse } from '@/features/catalog/api/get-course';
import { getCourses, HOME_COURSE_LIMIT } from '@/features/catalog/api/get-courses';
import { getPublishedCourseSlugs } from '@/features/catalog/api/get-published-course-slugs';
import { searchCourses, UNFILTERED_CATALOGUE } from '@/features/catalog/api/search-courses';
import { getCoursesInProgress } from '@/features/certificates/api/get-courses-in-progress';
import { getMyCertificates } from '@/features/certificates/api/get-my-certificates';
import { verifyCertificate } from '@/features/certificates/api/verify-certificate';
import type { Certificate } from '@/features/certificates/utils/certificate';
import { getStudentDashboard } from '@/features/dashboard/api/get-student-dashboard';
import { getContinueLesson } from '@/features/enrollment/api/get-continue-lesson';
import { getCourseMembership } from '@/features/enrollment/api/get-enrollment';
import { getFirstLesson } from '@/features/enrollment/api/get-first-lesson';
import { listLessonQuestions } from '@/features/lesson-questions/api/list-lesson-questions';
import { completeLesson } from '@/features/player/api/complete-lesson';
import { getCourseCertificateCode } from '@/features/player/api/get-course-certificate';
import { getCourseOutline, VISITOR } from '@/features/player/api/get-course-outline';
import { saveWatchPosition } from '@/features/player/api/save-watch-position';
import { getPricingPlans } from '@/features/pricing/api/get-pricing-plans';
import { getCourseReviews } from '@/features/reviews/api/get-course-reviews';
import { getMyReview } from '@/features/reviews/api/get-my-review';
import { saveReview } from '@/features/reviews/api/save-review';
import { sessionRecordValue, SESSION_RECORD_KEY } from '@/lib/auth-storage';
import { getCourseOption, getCourseOptions } from '@/lib/course-options';
import { anonClient, createUser, sql, type TestUser, type TypedClient } from '../support/stack';
import { createCourse, enrol } from './database/fixtures';

// The app's configuration and session, pointed at the test stack: the light REST client reads the
// stored token, supabase-js calls go through the signed-in test user's client.
vi.mock('@/config/env', async () => {
  const { inject } = await import('vitest');
  const { url, publishableKey } = inject('stack');
  return { env: { supabaseUrl: url, supabasePublishableKey: publishableKey } };
});
let client: TypedClient;
let accessToken: string | null = null;
vi.mock('@/lib/load-supabase', () => ({ loadSupabase: async () => client }));
vi.stubGlobal('localStorage', {
  getItem: (key: string) =>
    key === SESSION_RECORD_KEY && accessToken
      ? sessionRecordValue({ access_token: accessToken, user: { id: 'test-user' } })
      : null,
});

async function actAs(user: TestUser | null) {
  client = user?.client ?? anonClient();
  accessToken = user ? ((await user.client.auth.getSession()).data.session?.access_token ?? null) : null;
}

beforeAll(() => actAs(null));
afterEach(() => actAs(null));

describe('public reads (visitor, seeded data)', () => {
  it('home, catalogue, filters and the published slugs', async () => {
    const latest = await getCourses({ limit: HOME_COURSE_LIMIT });
    expect(latest.length).toBeGreaterThan(0);
    expect(latest.length).toBeLessThanOrEqual(HOME_COURSE_LIMIT);
    // Other test files add courses meanwhile (newest first): the seeded course is found by its name.
    const page = await searchCourses(UNFILTERED_CATALOGUE);
    expect(page.total).toBeGreaterThanOrEqual(page.courses.length);
    const found = await searchCourses({ ...UNFILTERED_CATALOGUE, search: 'AWS' });
    expect(found.courses.map((course) => course.slug)).toContain('aws');
    expect((await getCatalogueLevels()).length).toBeGreaterThan(0);
    expect(await getPublishedCourseSlugs()).toContain('aws');
  });

  it('the course page, its reviews and the player outline of a visitor', async () => {
    const course = await getCourse('aws');
    expect(course?.slug).toBe('aws');
    expect(course?.course_modules.length).toBeGreaterThan(0);
    expect(Array.isArray(await getCourseReviews(course!.id, 1, null))).toBe(true);
    const outline = await getCourseOutline(course!.id, VISITOR);
    expect(outline?.course.slug).toBe('aws');
    expect(outline?.enrollment).toBeNull();
    expect(await getCourse('no-such-course')).toBeNull();
  });

  it('books and plans', async () => {
    expect((await getBooks()).length).toBeGreaterThan(0);
    expect((await getPricingPlans()).length).toBeGreaterThan(0);
  });
});

describe('signed-in reads', () => {
  it("a student's course page, lesson player, dashboard and certificate", async () => {
    const student = await createUser();
    const course = await createCourse({ lessonsPerModule: [2] });
    await enrol(student.userId, course.courseId);
    const [first, second] = course.lessonIds;
    await actAs(student);

    expect(await getCoursesInProgress(student.userId)).toEqual([
      { slug: course.slug, title: expect.any(String), progress: 0 },
    ]);
    const page = await getCourse(course.slug);
    expect(page?.course_modules[0]?.lesson_outlines).toHaveLength(2);
    const membership = await getCourseMembership(student.userId, course.courseId);
    expect(membership.enrollment).toMatchObject({ progress: 0, completed: false });
    // The course has no quiz: the standing says so, and nothing is missing for the certificate.
    expect(membership.standing?.modules.map((module) => module.has_quiz)).toEqual(
      course.moduleIds.map(() => false),
    );
    expect(membership.standing).toMatchObject({ practice_exam: null, missing: [] });
    expect(await getFirstLesson(course.courseId)).toEqual({ moduleId: course.moduleIds[0], lessonId: first });
    expect(await getMyReview(course.courseId)).toEqual({ can_review: false, review: null });

    // A jump to 30 s credits no watching: the answer says the lesson does not count yet, and why.
    expect(await saveWatchPosition(first!, 30, { keepalive: false })).toEqual({
      lesson_id: first,
      position_seconds: 30,
      study: expect.objectContaining({ counted: false, reason: 'lesson_not_watched', watchedSeconds: 0 }),
    });
    expect(await getContinueLesson(course.courseId)).toMatchObject({ id: first, position_seconds: 30 });
    const outline = await getCourseOutline(course.courseId, student.userId);
    expect(outline?.modules[0]?.lessons.map((lesson) => [lesson.locked, lesson.positionSeconds])).toEqual([
      [false, 30],
      [false, 0],
    ]);
    expect(outline?.enrollment).toEqual({ progress: 0, completed: false });
    expect(outline?.standing).toEqual(membership.standing);
    expect((await listLessonQuestions(first!, 'recentes', 1)).total).toBe(0);

    // A course that requires its exercises (it has none): the certificate records the requirement.
    await sql`update public.courses set requires_exercises = true where id = ${course.courseId}`;
    await completeLesson(first!);
    await completeLesson(second!);
    const dashboard = await getStudentDashboard();
    expect(dashboard.enrollments.find((enrolment) => enrolment.course.id === course.courseId)).toMatchObject({
      progress: 100,
    });
    const code = await getCourseCertificateCode(student.userId, course.courseId);
    expect(code).toMatch(/^TC-/);
    const listed = (await getMyCertificates(student.userId, 1)).rows;
    expect(listed.map((row) => row.code)).toEqual([code]);

    await saveReview(course.courseId, { rating: 5, body: 'Muito bom' });
    const [review] = await getCourseReviews(course.courseId, 1, null);
    expect(review).toMatchObject({ rating: 5, body: 'Muito bom' });

    await actAs(null);
    const verified = await verifyCertificate(code!);
    expect(verified).toMatchObject({ code, courseTitle: page?.title });
    // The owner's list reads what the public page does: its PDF names the same requirements.
    const kept = (certificate: Certificate) => ({
      requirements: certificate.requirements,
      quizAveragePercent: certificate.quizAveragePercent,
      practiceExamBestScore: certificate.practiceExamBestScore,
    });
    expect(verified?.requirements?.exercises).toBe(true);
    expect(kept(listed[0]!)).toEqual(kept(verified!));
  });

  it('admin users', async () => {
    const admin = await createUser({ role: 'administrador', fullName: 'Admin Leitor' });
    await actAs(admin);
    const users = await getAdminUsers({ search: admin.email, page: 1 });
    expect(users.rows).toEqual([
      expect.objectContaining({ id: admin.userId, role: 'administrador', is_active: true }),
    ]);
    const [profiles] = await sql<{ count: number }[]>`select count(*)::int as count from public.profiles`;
    expect((await getAdminUsers({ search: '', page: 1 })).total).toBe(profiles?.count);
  });

  it("the back office's table reads (courses, books, plans, content, pickers, a student's records)", async () => {
    const admin = await createUser({ role: 'administrador' });
    const student = await createUser();
    const course = await createCourse({ lessonsPerModule: [1, 2] });
    await enrol(student.userId, course.courseId);
    await actAs(admin);
    expect((await getAdminCourses()).find((row) => row.id === course.courseId)).toMatchObject({
      slug: course.slug,
      price: 100,
      total_hours: 10,
    });
    expect((await getAdminBooks()).length).toBeGreaterThan(0);
    expect((await getAdminPlans()).length).toBeGreaterThan(0);
    const content = await getCourseContent(course.courseId);
    expect(content.map((module) => module.lessons.length)).toEqual([1, 2]);
    expect((await getCourseOptions()).map((option) => option.id)).toContain(course.courseId);
    expect((await getCertifiableCourses()).map((option) => option.id)).toContain(course.courseId);
    expect(await getCourseOption(course.courseId)).toEqual({
      id: course.courseId,
      title: expect.any(String),
    });
    expect(await getStudentEnrolments(student.userId)).toEqual([
      { course_id: course.courseId, progress: 0, completed: false },
    ]);
    expect(await getStudentCertificates(student.userId)).toEqual([]);
  });
});

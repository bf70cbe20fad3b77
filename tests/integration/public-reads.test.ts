// The public pages' reads (course page, catalogue, player outline, books, plans) run as the app
// runs them, against the real Data API: what a visitor, a student and an administrator each get
// back, rather than the query text that asks for it.
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { getBooks } from '@/features/books/api/get-books';
import { getCourse } from '@/features/catalog/api/get-course';
import { getCourses, HOME_COURSE_LIMIT } from '@/features/catalog/api/get-courses';
import { getCourseOutline, VISITOR } from '@/features/player/api/get-course-outline';
import { getPricingPlans } from '@/features/pricing/api/get-pricing-plans';
import type * as AuthStorage from '@/lib/auth-storage';
import { createUser, sql, type TestUser } from '../support/stack';
import { createCourse, enrol, OTHER_VIDEO_URL, VIDEO_URL, type CourseFixture } from './database/fixtures';

// The app's build-time settings point at the test stack; the stored session is the one a test sets.
const viewer = vi.hoisted(() => ({ token: null as string | null }));
vi.mock('@/config/env', async () => {
  const { stack: testStack } = await import('../support/stack');
  return { env: { supabaseUrl: testStack.url, supabasePublishableKey: testStack.publishableKey } };
});
vi.mock('@/lib/auth-storage', async (importOriginal) => ({
  ...(await importOriginal<typeof AuthStorage>()),
  readStoredAccessToken: () => viewer.token,
}));

async function signedIn(user: TestUser) {
  viewer.token = (await user.client.auth.getSession()).data.session!.access_token;
}

const uniqueSuffix = () => randomUUID().slice(0, 8);

const asVisitor = () => {
  viewer.token = null;
};

describe('the course page', () => {
  let course: CourseFixture;
  beforeAll(async () => {
    course = await createCourse({ lessonsPerModule: [2, 1] });
  });

  it('gets the course with its modules and their lesson outlines in order, and no video link', async () => {
    asVisitor();
    const detail = await getCourse(course.slug);
    expect(
      detail?.course_modules.map((module) => [
        module.title,
        module.lesson_outlines.map((lesson) => lesson.title),
      ]),
    ).toEqual([
      ['Módulo 1', ['Aula 1.1', 'Aula 1.2']],
      ['Módulo 2', ['Aula 2.1']],
    ]);
    const answer = JSON.stringify(detail);
    expect(answer).not.toContain(VIDEO_URL);
    expect(answer).not.toContain(OTHER_VIDEO_URL);
    expect(answer).not.toContain('video_url');
  });

  it('gets nothing for a slug that only starts like a course’s, or carries a query of its own', async () => {
    asVisitor();
    expect(await getCourse(course.slug.slice(0, -1))).toBeNull();
    expect(await getCourse(`${course.slug}&limit=100`)).toBeNull();
  });

  it('gets nothing for an inactive course as a visitor; an administrator gets it', async () => {
    const draft = await createCourse({ active: false });
    asVisitor();
    expect(await getCourse(draft.slug)).toBeNull();
    await signedIn(await createUser({ role: 'administrador' }));
    expect((await getCourse(draft.slug))?.id).toBe(draft.courseId);
  });
});

describe('the catalogue', () => {
  it('lists active courses with lessons only, and the home page at most its limit', async () => {
    asVisitor();
    const listed = await createCourse();
    const inactive = await createCourse({ active: false });
    const empty = await createCourse({ lessonsPerModule: [] });
    const ids = (await getCourses()).map((summary) => summary.id);
    expect(ids).toContain(listed.courseId);
    expect(ids).not.toContain(inactive.courseId);
    expect(ids).not.toContain(empty.courseId);
    expect(await getCourses({ limit: HOME_COURSE_LIMIT })).toHaveLength(HOME_COURSE_LIMIT);
  });
});

describe('the player outline', () => {
  let course: CourseFixture;
  let student: TestUser;
  beforeAll(async () => {
    course = await createCourse({ lessonsPerModule: [2] });
    await sql`update public.lessons set is_preview = true where id = ${course.lessonIds[0]!}`;
    student = await createUser();
    await enrol(student.userId, course.courseId);
    const done = await student.client.rpc('complete_lesson', { p_lesson_id: course.lessonIds[0]! });
    expect(done.error).toBeNull();
  });

  const lessons = (outline: Awaited<ReturnType<typeof getCourseOutline>>) =>
    outline?.modules.flatMap((module) =>
      module.lessons.map(({ title, locked, videoUrl, completed }) => ({
        title,
        locked,
        videoUrl,
        completed,
      })),
    );

  it('a visitor opens only the free preview, with no progress and no enrolment', async () => {
    asVisitor();
    const outline = await getCourseOutline(course.courseId, VISITOR);
    expect(lessons(outline)).toEqual([
      { title: 'Aula 1.1', locked: false, videoUrl: VIDEO_URL, completed: false },
      { title: 'Aula 1.2', locked: true, videoUrl: null, completed: false },
    ]);
    expect(outline?.enrollment).toBeNull();
  });

  it('an enrolled student opens every lesson and sees their own progress', async () => {
    await signedIn(student);
    const outline = await getCourseOutline(course.courseId, student.userId);
    expect(lessons(outline)).toEqual([
      { title: 'Aula 1.1', locked: false, videoUrl: VIDEO_URL, completed: true },
      { title: 'Aula 1.2', locked: false, videoUrl: OTHER_VIDEO_URL, completed: false },
    ]);
    expect(outline?.enrollment).toEqual({ progress: 50, completed: false });
  });

  it('an administrador, who may read everyone’s progress, sees only their own (none)', async () => {
    const admin = await createUser({ role: 'administrador' });
    await signedIn(admin);
    const outline = await getCourseOutline(course.courseId, admin.userId);
    expect(lessons(outline)?.map(({ completed }) => completed)).toEqual([false, false]);
    expect(outline?.enrollment).toBeNull();
  });
});

describe('books and plans', () => {
  it('list the active books by order, then title, with what the page shows', async () => {
    asVisitor();
    const author = `Autora ${uniqueSuffix()}`;
    const inserted = await sql<{ id: string; title: string }[]>`
      insert into public.books (title, author, order_index, topics, benefits, is_active)
      values ('Zeta', ${author}, 9000, array['Nuvem'], array['Aprender'], true),
             ('Beta', ${author}, 9001, array['Nuvem'], array['Aprender'], true),
             ('Alfa', ${author}, 9001, array['Nuvem'], array['Aprender'], true),
             ('Oculto', ${author}, 8999, array['Nuvem'], array['Aprender'], false)
      returning id, title`;
    try {
      const books = (await getBooks()).filter((book) => book.author === author);
      expect(books.map((book) => book.title)).toEqual(['Zeta', 'Alfa', 'Beta']);
      expect(Object.keys(books[0]!)).toEqual(
        expect.arrayContaining([
          'purchase_url',
          'sample_url',
          'topics',
          'benefits',
          'reviews',
          'pages',
          'price',
        ]),
      );
    } finally {
      await sql`delete from public.books where id = any(${inserted.map((row) => row.id)})`;
    }
  });

  it('list the active plans by order, then name', async () => {
    asVisitor();
    const suffix = uniqueSuffix();
    const names = ['Zeta', 'Beta', 'Alfa', 'Oculto'].map((name) => `${name} ${suffix}`);
    const inserted = await sql<{ id: string }[]>`
      insert into public.pricing_plans (name, price, cta, cta_link, order_index, is_active)
      values (${names[0]!}, 'R$ 1', 'Assinar', 'https://trilha.example/a', 9000, true),
             (${names[1]!}, 'R$ 1', 'Assinar', 'https://trilha.example/a', 9001, true),
             (${names[2]!}, 'R$ 1', 'Assinar', 'https://trilha.example/a', 9001, true),
             (${names[3]!}, 'R$ 1', 'Assinar', 'https://trilha.example/a', 8999, false)
      returning id`;
    try {
      const plans = (await getPricingPlans()).filter((plan) => plan.name.endsWith(suffix));
      expect(plans.map((plan) => plan.name)).toEqual([names[0], names[2], names[1]]);
    } finally {
      await sql`delete from public.pricing_plans where id = any(${inserted.map((row) => row.id)})`;
    }
  });
});

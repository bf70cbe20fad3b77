// The catalogue's reads fed a changed answer: each throws the typed error instead of handing the
// screen a course without the field it shows.
import { describe, expect, it, vi } from 'vitest';
import { mockFetch } from '@/testing/fetch-mock';
import { UnexpectedAnswerError } from '@/lib/api/answer';
import { getCatalogueLevels } from './get-catalogue-levels';
import { getCourse } from './get-course';
import { getCourses } from './get-courses';
import { searchCourses, UNFILTERED_CATALOGUE } from './search-courses';

vi.mock('@/config/env', () => import('@/testing/test-env'));

const fetchMock = mockFetch();
const answerWith = (body: unknown) => fetchMock.mockResolvedValue(new Response(JSON.stringify(body)));

const summary = {
  id: 'c1',
  slug: 'aws',
  title: 'AWS',
  description: null,
  image_url: null,
  duration: '8 semanas',
  level: 'Iniciante',
  price: 297,
  access_model: 'paid',
  total_hours: 12,
  total_students: 3,
  public_rating: null,
  review_count: 0,
  lesson_count: 2,
  total_minutes: 40,
};
const lesson = (id: string, order: number) => ({
  id,
  title: `Aula ${id}`,
  duration_minutes: 20,
  order_index: order,
  is_preview: false,
  created_at: '2026-11-20T10:00:00+00:00',
});
const course = {
  ...summary,
  review_stars: [0, 0, 0, 0, 0],
  learning_points: ['EC2'],
  is_active: true,
  course_modules: [
    {
      id: 'm1',
      title: 'Fundamentos',
      description: null,
      order_index: 1,
      lesson_count: 2,
      total_minutes: 40,
      lesson_outlines: [lesson('l2', 2), lesson('l1', 1)],
    },
  ],
};

/** The dotted paths the typed error names, or the error when another one was thrown. */
async function failingPaths(read: Promise<unknown>) {
  const error: unknown = await read.then(
    () => null,
    (thrown: unknown) => thrown,
  );
  if (!(error instanceof UnexpectedAnswerError))
    throw new Error(`expected UnexpectedAnswerError, got ${String(error)}`);
  return error.issues.map((issue) => issue.path.join('.'));
}

/** A copy of `row` without `key` (a column the changed answer no longer has). */
const without = (row: object, key: string) =>
  Object.fromEntries(Object.entries(row).filter(([name]) => name !== key));

describe('catalogue reads', () => {
  it('the course page reads a course and puts its lessons in order', async () => {
    answerWith([course]);
    const read = await getCourse('aws');
    expect(read?.course_modules[0]?.lesson_outlines.map((outline) => outline.id)).toEqual(['l1', 'l2']);
  });

  it('the course page refuses a course whose lessons changed shape or whose price is no longer a number', async () => {
    answerWith([
      { ...course, price: 'grátis', course_modules: [without(course.course_modules[0]!, 'lesson_outlines')] },
    ]);
    expect(await failingPaths(getCourse('aws'))).toEqual(['0.price', '0.course_modules.0.lesson_outlines']);
  });

  it('the course cards refuse a renamed column', async () => {
    const { image_url: imageUrl, ...renamed } = summary;
    answerWith([{ ...renamed, image: imageUrl }]);
    expect(await failingPaths(getCourses())).toEqual(['0.image_url']);
  });

  it('the catalogue search refuses a page without its total', async () => {
    answerWith([{ ...summary, topic: 'cloud', page: 1 }]);
    expect(await failingPaths(searchCourses(UNFILTERED_CATALOGUE))).toEqual(['0.total_count']);
  });

  it('the level filter refuses a level without its key', async () => {
    answerWith([{ level: 'Iniciante' }]);
    expect(await failingPaths(getCatalogueLevels())).toEqual(['0.level_key']);
  });
});

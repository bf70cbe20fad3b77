// A course list read again under the same key (the refresh after a prerendered page hydrates, a
// refetch) keeps the order the page shows: docs/performance.md, "A refresh moves nothing in view".
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { mockFetch } from '@/testing/fetch-mock';
import { keepShownOrder } from '@/lib/keep-shown-order';
import { courseIdOf, coursesQueryOptions } from './get-courses';
import { searchCoursesQueryOptions, UNFILTERED_CATALOGUE } from './search-courses';

vi.mock('@/config/env', () => import('@/testing/test-env'));

const fetchMock = mockFetch();
const answerWith = (body: unknown) => fetchMock.mockResolvedValueOnce(new Response(JSON.stringify(body)));

const summary = (id: string, students = 3) => ({
  id,
  slug: id,
  title: `Curso ${id}`,
  description: null,
  image_url: null,
  duration: '8 semanas',
  level: 'Iniciante',
  price: 297,
  access_model: 'paid',
  total_hours: 12,
  total_students: students,
  public_rating: null,
  review_count: 0,
  lesson_count: 2,
  total_minutes: 40,
});
const searchRow = (id: string, page = 1, total = 3) => ({
  ...summary(id),
  topic: 'aws',
  total_count: total,
  page,
});
const ids = (courses: { id: string }[] | undefined) => courses?.map((course) => course.id);

describe('keepShownOrder', () => {
  it('keeps the shown courses in place, adds the new ones after them in the fresh order, drops the gone', () => {
    const shown = [summary('a'), summary('b'), summary('c')];
    const fresh = [summary('new-2'), summary('new-1'), summary('c'), summary('a', 9)];
    const kept = keepShownOrder(shown, fresh, courseIdOf);
    expect(ids(kept)).toEqual(['a', 'c', 'new-2', 'new-1']);
    expect(kept[0]!.total_students).toBe(9);
  });

  it('a first answer is taken as it is', () => {
    expect(ids(keepShownOrder(undefined, [summary('b'), summary('a')], courseIdOf))).toEqual(['b', 'a']);
  });
});

describe('a course list read again', () => {
  it("the home page's courses: a course published since is added after those shown", async () => {
    const queryClient = new QueryClient();
    answerWith([summary('b'), summary('a')]);
    await queryClient.fetchQuery(coursesQueryOptions(4));
    answerWith([summary('new'), summary('b'), summary('a', 7)]);
    await queryClient.refetchQueries({ queryKey: coursesQueryOptions(4).queryKey });
    const courses = queryClient.getQueryData(coursesQueryOptions(4).queryKey);
    expect(ids(courses)).toEqual(['b', 'a', 'new']);
    expect(courses?.[1]?.total_students).toBe(7);
  });

  it("the catalogue's page: the same page keeps its order, its total follows the database", async () => {
    const queryClient = new QueryClient();
    const options = searchCoursesQueryOptions(UNFILTERED_CATALOGUE);
    answerWith([searchRow('b', 1, 2), searchRow('a', 1, 2)]);
    await queryClient.fetchQuery(options);
    answerWith([searchRow('new'), searchRow('b'), searchRow('a')]);
    await queryClient.refetchQueries({ queryKey: options.queryKey });
    expect(queryClient.getQueryData(options.queryKey)).toMatchObject({ total: 3, page: 1 });
    expect(ids(queryClient.getQueryData(options.queryKey)?.courses)).toEqual(['b', 'a', 'new']);
  });

  it('an answer for another page (past the last one, the database answers the last) is taken as it is', async () => {
    const queryClient = new QueryClient();
    const options = searchCoursesQueryOptions({ ...UNFILTERED_CATALOGUE, page: 2 });
    answerWith([searchRow('c', 2, 15), searchRow('d', 2, 15)]);
    await queryClient.fetchQuery(options);
    answerWith([searchRow('b', 1, 3), searchRow('a', 1, 3), searchRow('c', 1, 3)]);
    await queryClient.refetchQueries({ queryKey: options.queryKey });
    expect(ids(queryClient.getQueryData(options.queryKey)?.courses)).toEqual(['b', 'a', 'c']);
  });
});

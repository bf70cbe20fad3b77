// The home page's track tiles read again (the refresh after a prerendered page hydrates): the
// tiles shown stay where and as many as they are (docs/performance.md, "A refresh moves nothing in
// view").
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { mockFetch } from '@/testing/fetch-mock';
import { homeTracksQueryOptions } from './get-home-tracks';

vi.mock('@/config/env', () => import('@/testing/test-env'));

const fetchMock = mockFetch();
const answerWith = (body: unknown) => fetchMock.mockResolvedValueOnce(new Response(JSON.stringify(body)));
const track = (slug: string, title = `Trilha ${slug}`) => ({
  slug,
  title,
  target_role: 'Arquiteto',
  exam_code: null,
});
const slugs = (tracks: { slug: string }[] | undefined) => tracks?.map((item) => item.slug);

describe("the home page's tracks read again", () => {
  it('keep the tiles shown, in their order and number, with their fresh texts', async () => {
    const queryClient = new QueryClient();
    const options = homeTracksQueryOptions();
    answerWith([track('b'), track('c')]);
    await queryClient.fetchQuery(options);
    answerWith([track('a'), track('b'), track('c', 'Novo título')]);
    await queryClient.refetchQueries({ queryKey: options.queryKey });
    const tracks = queryClient.getQueryData(options.queryKey);
    expect(slugs(tracks)).toEqual(['b', 'c']);
    expect(tracks?.[1]?.title).toBe('Novo título');
  });

  it('fill the place of a track no longer published with one published since', async () => {
    const queryClient = new QueryClient();
    const options = homeTracksQueryOptions();
    answerWith([track('b'), track('c')]);
    await queryClient.fetchQuery(options);
    answerWith([track('a'), track('c')]);
    await queryClient.refetchQueries({ queryKey: options.queryKey });
    expect(slugs(queryClient.getQueryData(options.queryKey))).toEqual(['c', 'a']);
  });
});

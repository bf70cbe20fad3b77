import { describe, expect, it, vi } from 'vitest';
import { mockFetch } from '@/testing/fetch-mock';
import { z } from 'zod';
import { sessionRecordValue } from '@/lib/auth-storage';
import { UnexpectedAnswerError } from './answer';
import { restGet, RestError } from './light-fetch';
import { restPost } from './light-post';

vi.mock('@/config/env', () => import('@/testing/test-env'));

const fetchMock = mockFetch();

const answer = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });
const rows = z.array(z.object({ id: z.string(), title: z.string() }));

describe('the Data API client', () => {
  it('returns the answer as the schema reads it', async () => {
    fetchMock.mockResolvedValue(answer([{ id: 'c1', title: 'AWS', extra: true }]));
    await expect(restGet('courses?select=id,title', rows)).resolves.toEqual([{ id: 'c1', title: 'AWS' }]);
  });

  it('throws the typed error, naming the table, when the answer changed shape', async () => {
    fetchMock.mockResolvedValue(answer([{ id: 'c1', name: 'AWS' }]));
    const read = restGet('courses?select=id,title', rows);
    await expect(read).rejects.toBeInstanceOf(UnexpectedAnswerError);
    await expect(read).rejects.toMatchObject({ source: 'courses', issues: [{ path: [0, 'title'] }] });
  });

  it("keeps the Data API's refusal as a RestError with its code", async () => {
    fetchMock.mockResolvedValue(answer({ code: '42501', message: 'permission denied' }, 403));
    await expect(restGet('courses', rows)).rejects.toEqual(new RestError('permission denied', 403, '42501'));
  });

  it('posts an RPC with keepalive for the signed-in user only, and checks its answer', async () => {
    await expect(
      restPost('save_watch_position', { p_lesson_id: 'l1', p_position_seconds: 5 }, z.object({}), {
        keepalive: true,
      }),
    ).resolves.toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();

    vi.stubGlobal('localStorage', {
      getItem: () => sessionRecordValue({ access_token: 'token', user: { id: 'u1' } }),
    });
    fetchMock.mockResolvedValue(answer({ lesson_id: 'l1', position_seconds: 'five' }));
    const saved = restPost(
      'save_watch_position',
      { p_lesson_id: 'l1', p_position_seconds: 5 },
      z.object({ lesson_id: z.string(), position_seconds: z.number() }),
      { keepalive: true },
    );
    await expect(saved).rejects.toMatchObject({ source: 'rpc/save_watch_position' });
    expect(fetchMock.mock.calls[0]?.[1]).toMatchObject({ method: 'POST', keepalive: true });
  });
});

import { QueryClient } from '@tanstack/react-query';
import type { RouteObject } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { discoverSignedInRoutes } from './router';

function discovery() {
  const discover = discoverSignedInRoutes({ queryClient: new QueryClient(), waitForData: false });
  const patch = vi.fn<(routeId: string | null, children: RouteObject[]) => void>();
  const visit = (path: string) =>
    discover({ path, patch, signal: new AbortController().signal, matches: [], fetcherKey: undefined });
  return { patch, visit };
}

const paths = (routes: RouteObject[]): string[] =>
  routes.flatMap((route) => [...(route.path ? [route.path] : []), ...paths(route.children ?? [])]);

describe('discoverSignedInRoutes', () => {
  it('adds nothing for the public pages, whose addresses React Router also asks about', async () => {
    const { patch, visit } = discovery();
    for (const path of ['/', '/courses', '/course/aws', '/certificado/TC-ABCD', '/nao-existe', '/auth'])
      await visit(path);
    expect(patch).not.toHaveBeenCalled();
  });

  it('adds the signed-in table under the screens for every address of that area React Router asks about', async () => {
    const { patch, visit } = discovery();
    // Two at once (a navigation interrupted by another): each adds the table, since React Router
    // drops what was patched for the interrupted one.
    await Promise.all([visit('/dashboard?x=1'), visit('/admin/users')]);
    await visit('/course/c1/lesson/l1');
    expect(patch).toHaveBeenCalledTimes(3);
    expect(new Set(patch.mock.calls.map(([, children]) => children)).size).toBe(1);
    const [routeId, children] = patch.mock.calls[0]!;
    expect(routeId).toBe('screens');
    expect(paths(children)).toEqual(
      expect.arrayContaining([
        'dashboard',
        'profile',
        'course/:courseId/lesson/:lessonId',
        'course/:courseId/simulado',
        'admin',
        'users',
      ]),
    );
  });
});

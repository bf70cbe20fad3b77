// Every screen of the route table that reads data has a loader (docs/architecture.md, "Loaders: one style for every screen"):
// a new screen either declares its `<screen>-reads.ts` or is named below as reading nothing.
import { QueryClient } from '@tanstack/react-query';
import type { RouteObject } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { createAppRoutes } from './router';
import { signedInRoutes } from './signed-in-routes';

/** The screens that read no data of their own: forms, static text, links. */
const READS_NOTHING = [
  '/auth',
  '/forgot-password',
  '/reset-password',
  '/*',
  '/privacidade',
  '/termos',
  // The field to type a code; the page of one certificate (/certificado/:code) reads it.
  '/certificado',
  // One write, made when the person confirms.
  '/descadastrar',
  // Links to the back office's screens.
  '/admin',
];

interface Screen {
  path: string;
  route: RouteObject;
}

/** The routes that render a screen (a lazy component of their own), with their full paths. */
function screensOf(routes: RouteObject[], parent = ''): Screen[] {
  return routes.flatMap((route) => {
    const path = route.path ? `${parent}/${route.path}`.replace(/\/+/g, '/') : parent || '/';
    const own = typeof route.lazy === 'function' ? [{ path, route }] : [];
    return [...own, ...screensOf(route.children ?? [], route.path ? path : parent)];
  });
}

const options = { queryClient: new QueryClient(), waitForData: false };
const screens = [...screensOf(createAppRoutes(options)), ...screensOf(signedInRoutes(options))];

describe('the route table', () => {
  it('gives every screen that reads data a loader', () => {
    const withoutLoader = screens.filter(({ route }) => !route.loader).map(({ path }) => path);
    expect(withoutLoader.sort()).toEqual([...READS_NOTHING].sort());
  });

  it('knows the screens it lists', () => {
    expect(screens.length).toBeGreaterThan(40);
    expect(screens.map(({ path }) => path)).toEqual(
      expect.arrayContaining([
        '/',
        '/checkout/:kind/:productId',
        '/admin/courses/:courseId/analise',
        '/admin/users',
        '/admin/afiliados',
        '/course/:courseId/simulado',
      ]),
    );
  });
});

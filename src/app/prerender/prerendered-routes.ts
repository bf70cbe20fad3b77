// The pages the build writes as HTML, found in the app's one route table (src/app/router.tsx): every
// route whose handle says it is prerendered, with its full path pattern.
import type { RouteObject } from 'react-router-dom';
import type { PrerenderedRouteHandle } from '@/app/router';

export interface PrerenderedRoute {
  /** The full path pattern, e.g. '/course/:slug'. */
  pattern: string;
  handle: PrerenderedRouteHandle;
}

const isPrerendered = (handle: unknown): handle is PrerenderedRouteHandle =>
  typeof handle === 'object' && handle !== null && 'module' in handle && 'load' in handle;

/** Every prerendered route of the table, in its order. */
export function prerenderedRoutes(routes: RouteObject[], parent = ''): PrerenderedRoute[] {
  return routes.flatMap((route) => {
    const pattern = route.path ? `${parent}/${route.path}`.replace(/\/+/g, '/') : parent;
    const own = isPrerendered(route.handle) ? [{ pattern: pattern || '/', handle: route.handle }] : [];
    return [...own, ...prerenderedRoutes(route.children ?? [], pattern)];
  });
}

/** '/course/:slug' with { slug: 'aws' } → '/course/aws'. */
export function fillPattern(pattern: string, params: Record<string, string>): string {
  return pattern.replace(/:([A-Za-z]+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`No value for :${name} in ${pattern}`);
    return encodeURIComponent(value);
  });
}

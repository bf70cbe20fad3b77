import type { QueryClient } from '@tanstack/react-query';
import { use } from 'react';
import { matchRoutes, type LoaderFunction, type RouteObject } from 'react-router-dom';
import type { AccountMenuItemProps } from '@/components/layouts/account-links';
import type { AccountExtras } from '@/components/layouts/site-header';
import type * as AccountNotifications from '@/features/notifications/components/account-notifications';
import { AppShell, FirstScreenLoading, RouteError, Screens } from './provider';
import type * as PageDocuments from './prerender/page-documents';
import type { PageDocument, RouteModule } from './route-module';

/**
 * A prerendered page's route handle: the build writes one HTML document per path of this route
 * (scripts/prerender.mjs). `module` is the route module's source path (the key of Vite's build
 * manifest: the page's start script preloads its chunks); `load` imports it; `paths` lists the
 * parameters of each page the build writes (absent: one page, without parameters); `document` is
 * what the page says about itself to search engines (imported by the build only).
 */
export interface PrerenderedRouteHandle {
  module: string;
  load: () => Promise<RouteModule>;
  document: () => Promise<PageDocument>;
  paths?: () => Promise<Record<string, string>[]>;
}

export interface AppRouteOptions {
  /** The cache every loader fills and every screen reads. */
  queryClient: QueryClient;
  /**
   * true at build time: a page is rendered once its loader's reads are in. In the browser a loader
   * starts its reads and lets the screen render at once, with its own loading and error states
   * (docs/architecture.md, "Loaders in the browser").
   */
  waitForData: boolean;
}

// The notifications' part of the header loads with the account menu, for people signed in only:
// visitors on public pages never download it. One promise for both parts: the bell, in the
// header, asks for it first; by the time the menu opens, `use` reads it at once, so the
// 'Notificações' entry is there from the menu's first frame.
let accountNotifications: Promise<typeof AccountNotifications> | undefined;
const loadAccountNotifications = () =>
  (accountNotifications ??= import('@/features/notifications/components/account-notifications'));

const accountExtras: AccountExtras = {
  Bell: function NotificationsBell() {
    const { NotificationsBell } = use(loadAccountNotifications());
    return <NotificationsBell />;
  },
  MenuItem: function NotificationsEntry(props: AccountMenuItemProps) {
    const { NotificationsMenuItem } = use(loadAccountNotifications());
    return <NotificationsMenuItem {...props} />;
  },
};

const loadPublicPage = {
  home: () => import('./routes/public/home'),
  courses: () => import('./routes/public/courses'),
  'course-detail': () => import('./routes/public/course-detail'),
  books: () => import('./routes/public/books'),
  pricing: () => import('./routes/public/pricing'),
  privacy: () => import('./routes/public/privacy'),
  terms: () => import('./routes/public/terms'),
} satisfies Record<string, () => Promise<RouteModule>>;

const prerendered = (
  name: keyof typeof loadPublicPage,
  document: keyof typeof PageDocuments,
  paths?: PrerenderedRouteHandle['paths'],
): PrerenderedRouteHandle => ({
  module: `src/app/routes/public/${name}.tsx`,
  load: loadPublicPage[name],
  document: async () => (await import('./prerender/page-documents'))[document],
  paths,
});

/** Every published course, by its slug (read at build time only). */
const publishedCourses = async () => {
  const { getPublishedCourseSlugs } = await import('@/features/catalog/api/get-published-course-slugs');
  return (await getPublishedCourseSlugs()).map((slug) => ({ slug }));
};

/**
 * Every route of the app, in one table: the browser's router (src/main.tsx) and the build's
 * prerender (src/entry-server.tsx) are made from it. Every screen is its own lazy chunk, so a page
 * downloads only its own code; its module's `reads` become the route's loader.
 */
export function createAppRoutes({ queryClient, waitForData }: AppRouteOptions): RouteObject[] {
  const loaderOf =
    (reads: NonNullable<RouteModule['reads']>): LoaderFunction =>
    async ({ params, request }) => {
      const done = reads({ queryClient, params, url: new URL(request.url) });
      if (waitForData) await done;
      // A failed read is the screen's to show (its own error state, with 'Tentar novamente').
      else done.catch(() => undefined);
      return null;
    };
  const screen = (load: () => Promise<RouteModule>): Pick<RouteObject, 'lazy'> => ({
    lazy: async () => {
      const { default: Component, reads } = await load();
      return reads ? { Component, loader: loaderOf(reads) } : { Component };
    },
  });
  const page = (handle: PrerenderedRouteHandle) => ({ ...screen(handle.load), handle });
  // The guards of the signed-in screens load with those screens (in parallel, as React Router asks
  // for every lazy route of a match at once): a visitor on a public page never downloads them.
  const guard = (
    name: 'RequireAuth' | 'RequireAuthOpenToDeactivated' | 'RequireAdmin' | 'RequireAuthor',
  ) => ({
    lazy: { Component: async () => (await import('./routes/guards'))[name] },
  });
  // A signed-in screen's loader is a chunk of its own, asked for with the screen's code: its reads
  // start before that code is in (docs/architecture.md, "Loaders of the signed-in screens").
  const signedInScreen = (
    load: () => Promise<RouteModule>,
    loadReads: () => Promise<{ reads: NonNullable<RouteModule['reads']> }>,
  ): Pick<RouteObject, 'lazy'> => ({
    lazy: {
      Component: async () => (await load()).default,
      loader: async () => loaderOf((await loadReads()).reads),
    },
  });

  return [
    {
      element: <AppShell accountExtras={accountExtras} />,
      children: [
        {
          element: <Screens />,
          errorElement: <RouteError />,
          // Until the first screen's code is in (a page that was not prerendered): the shell above
          // renders at once, with the loading text where the screen goes (docs/architecture.md,
          // "The shell before the first screen").
          HydrateFallback: FirstScreenLoading,
          children: [
            { index: true, ...page(prerendered('home', 'homeDocument')) },
            { path: 'courses', ...page(prerendered('courses', 'coursesDocument')) },
            {
              path: 'course/:slug',
              ...page(prerendered('course-detail', 'courseDocument', publishedCourses)),
            },
            {
              path: 'courses/:slug',
              ...page(prerendered('course-detail', 'courseDocument', publishedCourses)),
            },
            { path: 'books', ...page(prerendered('books', 'booksDocument')) },
            { path: 'pricing', ...page(prerendered('pricing', 'pricingDocument')) },
            { path: 'privacidade', ...page(prerendered('privacy', 'privacyDocument')) },
            { path: 'termos', ...page(prerendered('terms', 'termsDocument')) },
            { path: 'certificado', ...screen(() => import('./routes/public/certificate')) },
            { path: 'certificado/:code', ...screen(() => import('./routes/public/certificate')) },
            { path: 'auth', ...screen(() => import('./routes/auth/auth')) },
            { path: 'forgot-password', ...screen(() => import('./routes/auth/forgot-password')) },
            { path: 'reset-password', ...screen(() => import('./routes/auth/reset-password')) },
            {
              ...guard('RequireAuth'),
              children: [
                {
                  path: 'dashboard',
                  ...signedInScreen(
                    () => import('./routes/student/dashboard'),
                    () => import('./routes/student/dashboard-reads'),
                  ),
                },
                {
                  path: 'dashboard/cursos/:courseId',
                  ...screen(() => import('./routes/student/teacher-course')),
                },
                { path: 'notificacoes', ...screen(() => import('./routes/student/notifications')) },
                { path: 'meus-certificados', ...screen(() => import('./routes/student/my-certificates')) },
                {
                  path: 'course/:courseId/quiz/:moduleId',
                  ...signedInScreen(
                    () => import('./routes/student/module-quiz'),
                    () => import('./routes/student/assessment-reads'),
                  ),
                },
                {
                  path: 'course/:courseId/simulado',
                  ...signedInScreen(
                    () => import('./routes/student/practice-exam'),
                    () => import('./routes/student/assessment-reads'),
                  ),
                },
              ],
            },
            // 'Meus dados' (export, deletion) stays open to a deactivated account.
            {
              ...guard('RequireAuthOpenToDeactivated'),
              children: [{ path: 'profile', ...screen(() => import('./routes/student/profile')) }],
            },
            // Visitors may watch the free preview lessons; the database decides what each viewer gets.
            {
              path: 'course/:courseId/lesson/:lessonId',
              ...signedInScreen(
                () => import('./routes/student/lesson-player'),
                () => import('./routes/student/lesson-player-reads'),
              ),
            },
            // Authored by administradores and by the professores linked to the course (the
            // database decides which courses), so it sits beside the admin area, not inside it.
            {
              path: 'admin/courses/:courseId/avaliacoes',
              ...guard('RequireAuthor'),
              children: [
                {
                  index: true,
                  ...signedInScreen(
                    () => import('./routes/admin/course-assessments'),
                    () => import('./routes/admin/course-assessments-reads'),
                  ),
                },
              ],
            },
            {
              path: 'admin',
              ...guard('RequireAdmin'),
              children: [
                { index: true, ...screen(() => import('./routes/admin/hub')) },
                { path: 'courses', ...screen(() => import('./routes/admin/courses')) },
                {
                  path: 'courses/:courseId/enrollments',
                  ...screen(() => import('./routes/admin/course-enrollments')),
                },
                { path: 'lessons', ...screen(() => import('./routes/admin/lessons')) },
                { path: 'books', ...screen(() => import('./routes/admin/books')) },
                {
                  path: 'users',
                  ...signedInScreen(
                    () => import('./routes/admin/users'),
                    () => import('./routes/admin/users-reads'),
                  ),
                },
                { path: 'teachers', ...screen(() => import('./routes/admin/teachers')) },
                { path: 'certificates', ...screen(() => import('./routes/admin/certificates')) },
                { path: 'reports', ...screen(() => import('./routes/admin/reports')) },
                { path: 'pricing', ...screen(() => import('./routes/admin/pricing')) },
              ],
            },
            { path: '*', ...screen(() => import('./routes/not-found')) },
          ],
        },
      ],
    },
  ];
}

/**
 * Resolves the lazy routes matching a path, in place, before a router is made from the table: a
 * prerendered page hydrates with its screen's code already there, as React Router asks for lazy
 * routes under server rendering (otherwise the first render would show no screen where the HTML
 * has one).
 */
export async function resolveLazyRoutes(routes: RouteObject[], pathname: string) {
  const matches = matchRoutes(routes, pathname) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const resolved = await route.lazy();
      Object.assign(route, { ...resolved, lazy: undefined });
    }),
  );
}

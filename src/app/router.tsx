import { use, type ComponentProps } from 'react';
import { matchRoutes, type PatchRoutesOnNavigationFunction, type RouteObject } from 'react-router-dom';
import type { AccountMenuItemProps } from '@/components/layouts/account-links';
import type { AccountExtras } from '@/components/layouts/site-header';
import type * as AccountExtrasModule from './account-extras';
import { AppShell, FirstScreenLoading, RouteError, Screens } from './provider';
import type * as PageDocuments from './prerender/page-documents';
import { isProtectedPath } from '@/config/paths';
import { routeHelpers, type AppRouteOptions } from './route-helpers';
import type { PageDocument, RouteModule, RouteReadsModule } from './route-module';

/**
 * A prerendered page's route handle: the build writes one HTML document per path of this route
 * (scripts/prerender.mjs). `module` is the route module's source path (the key of Vite's build
 * manifest: the page's start script preloads its chunks); `load` imports it, `loadReads` its
 * loader's module (`<screen>-reads.ts`); `paths` lists the
 * parameters of each page the build writes (absent: one page, without parameters); `document` is
 * what the page says about itself to search engines (imported by the build only).
 */
export interface PrerenderedRouteHandle {
  module: string;
  load: () => Promise<RouteModule>;
  loadReads?: () => Promise<RouteReadsModule>;
  document: () => Promise<PageDocument>;
  paths?: () => Promise<Record<string, string>[]>;
}

// The signed-in part of the header (the notifications, 'Minha empresa') loads with the account
// menu, for people signed in only: visitors on public pages never download it. One promise for
// every part: the bell, in the header, asks for it first; by the time the menu opens, `use` reads
// it at once, so its entries are there from the menu's first frame.
let accountExtrasModule: Promise<typeof AccountExtrasModule> | undefined;
const loadAccountExtras = () => (accountExtrasModule ??= import('./account-extras'));

const accountExtras: AccountExtras = {
  Bell: function NotificationsBell() {
    const { NotificationsBell } = use(loadAccountExtras());
    return <NotificationsBell />;
  },
  MenuItem: function NotificationsEntry(props: AccountMenuItemProps) {
    const { NotificationsMenuItem } = use(loadAccountExtras());
    return <NotificationsMenuItem {...props} />;
  },
  CompanyItem: function CompanyEntry(props: ComponentProps<NonNullable<AccountExtras['CompanyItem']>>) {
    const { CompanyMenuItem } = use(loadAccountExtras());
    return <CompanyMenuItem {...props} />;
  },
};

const loadPublicPage = {
  home: () => import('./routes/public/home'),
  courses: () => import('./routes/public/courses'),
  'course-detail': () => import('./routes/public/course-detail'),
  books: () => import('./routes/public/books'),
  // /trilhas and /trilha/{slug}: one module, one lazy import in the entry (docs/tracks-ui.md).
  tracks: () => import('./routes/public/tracks'),
  pricing: () => import('./routes/public/pricing'),
  companies: () => import('./routes/public/companies'),
  privacy: () => import('./routes/public/privacy'),
  terms: () => import('./routes/public/terms'),
} satisfies Record<string, () => Promise<RouteModule>>;

/**
 * Their loaders: each page's `<screen>-reads.ts`, bundled with the page (its module re-exports
 * `reads`), so the entry every visitor downloads carries no second import per page
 * (docs/architecture.md, "Loaders: one style for every screen").
 */
const loadPublicReads = {
  home: loadPublicPage.home,
  courses: loadPublicPage.courses,
  'course-detail': loadPublicPage['course-detail'],
  books: loadPublicPage.books,
  tracks: loadPublicPage.tracks,
  pricing: loadPublicPage.pricing,
  companies: loadPublicPage.companies,
} satisfies Partial<Record<keyof typeof loadPublicPage, () => Promise<RouteReadsModule>>>;

const loadCertificate = () => import('./routes/public/certificate');
const loadInvitation = () => import('./routes/public/invitation');

/** The build-only module of the prerendered pages (their documents and the paths they list). */
const loadPageDocuments = () => import('./prerender/page-documents');

type DocumentName = {
  [Name in keyof typeof PageDocuments]: (typeof PageDocuments)[Name] extends PageDocument ? Name : never;
}[keyof typeof PageDocuments];

const prerendered = (
  name: keyof typeof loadPublicPage,
  document: DocumentName,
  paths?: PrerenderedRouteHandle['paths'],
): PrerenderedRouteHandle => ({
  module: `src/app/routes/public/${name}.tsx`,
  load: loadPublicPage[name],
  loadReads: name in loadPublicReads ? loadPublicReads[name as keyof typeof loadPublicReads] : undefined,
  document: async () => (await loadPageDocuments())[document],
  paths,
});

// Read at build time only, through the module the documents come from: no import of their own in
// the entry every visitor downloads.
const publishedCourses = async () => (await loadPageDocuments()).publishedCoursePaths();
const publishedTracks = async () => (await loadPageDocuments()).publishedTrackPaths();

/** The route the screens go in: the signed-in screens' table is added under it. */
const SCREENS_ROUTE_ID = 'screens';

/**
 * The app's route table: the browser's router (src/main.tsx) and the build's prerender
 * (src/entry-server.tsx) are made from it. It holds the shell and the public screens; the browser
 * adds the signed-in screens' table under it on the first visit to that area
 * (`discoverSignedInRoutes` below). Every screen is its own lazy chunk, so a page downloads only its
 * own code; a screen that reads data has its loader in a sibling chunk (`<screen>-reads.ts`).
 */
export function createAppRoutes(options: AppRouteOptions): RouteObject[] {
  const { screen } = routeHelpers(options);
  const page = (handle: PrerenderedRouteHandle) => ({ ...screen(handle.load, handle.loadReads), handle });

  return [
    {
      element: <AppShell accountExtras={accountExtras} />,
      children: [
        {
          id: SCREENS_ROUTE_ID,
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
            { path: 'trilhas', ...page(prerendered('tracks', 'tracksDocument')) },
            {
              path: 'trilha/:slug',
              ...page(prerendered('tracks', 'trackDocument', publishedTracks)),
            },
            { path: 'pricing', ...page(prerendered('pricing', 'pricingDocument')) },
            { path: 'empresas', ...page(prerendered('companies', 'companiesDocument')) },
            { path: 'privacidade', ...page(prerendered('privacy', 'privacyDocument')) },
            { path: 'termos', ...page(prerendered('terms', 'termsDocument')) },
            { path: 'certificado', ...screen(loadCertificate) },
            {
              path: 'certificado/:code',
              ...screen(loadCertificate, loadCertificate),
            },
            { path: 'descadastrar', ...screen(() => import('./routes/public/unsubscribe')) },
            // An invitation of a company (docs/companies.md): never prerendered nor in the sitemap.
            {
              path: 'convite/:token',
              // Its loader comes with its code (the module re-exports `reads`): one import in the entry.
              ...screen(loadInvitation, loadInvitation),
            },
            { path: 'auth', ...screen(() => import('./routes/auth/auth')) },
            { path: 'forgot-password', ...screen(() => import('./routes/auth/forgot-password')) },
            { path: 'reset-password', ...screen(() => import('./routes/auth/reset-password')) },
            { path: '*', ...screen(() => import('./routes/not-found')) },
          ],
        },
      ],
    },
  ];
}

/**
 * The router's `patchRoutesOnNavigation`: a navigation (or first load) into the signed-in area adds
 * that area's table (src/app/signed-in-routes.tsx) under the screens' route. React Router asks for
 * any address its table does not know for sure (one matched by a parameter or by the not-found
 * route); the public pages' addresses never download the signed-in table. The table is added on
 * every such question, not once: a patch made for a navigation that another one interrupted is
 * dropped with it, and React Router keeps one copy of routes patched twice.
 */
export function discoverSignedInRoutes(options: AppRouteOptions): PatchRoutesOnNavigationFunction {
  let table: Promise<RouteObject[]> | undefined;
  return async ({ path, patch }) => {
    if (!isProtectedPath(path.split(/[?#]/)[0] ?? path)) return;
    table ??= import('./signed-in-routes').then(
      ({ signedInRoutes }) => signedInRoutes(options),
      (error: unknown) => {
        // A chunk that did not download is asked for again by the next navigation.
        table = undefined;
        throw error;
      },
    );
    patch(SCREENS_ROUTE_ID, await table);
  };
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

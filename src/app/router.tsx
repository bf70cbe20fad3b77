import { lazy, use } from 'react';
import { createRoutesFromElements, matchRoutes, Route, useRoutes } from 'react-router-dom';
import type { AccountMenuItemProps } from '@/components/layouts/account-links';
import type { AccountExtras } from '@/components/layouts/site-header';
import type * as AccountNotifications from '@/features/notifications/components/account-notifications';
import { SiteLayout } from '@/components/layouts/site-layout';
import { RequireAdmin, RequireAuth } from './routes/guards';

// Every screen is its own lazy chunk, so a page downloads only its own code. The public pages
// arrive prerendered (scripts/prerender.mjs): while their chunk loads, hydration keeps their HTML
// as it is (no fallback, no shift), so they need not weigh on the entry bundle.
const loadHome = () => import('./routes/public/home');
const loadCourses = () => import('./routes/public/courses');
const loadCourseDetail = () => import('./routes/public/course-detail');
const loadBooks = () => import('./routes/public/books');
const loadPricing = () => import('./routes/public/pricing');
const loadPrivacy = () => import('./routes/public/privacy');
const loadTerms = () => import('./routes/public/terms');
const HomeRoute = lazy(loadHome);
const CoursesRoute = lazy(loadCourses);
const CourseDetailRoute = lazy(loadCourseDetail);
const BooksRoute = lazy(loadBooks);
const PricingRoute = lazy(loadPricing);
const PrivacyRoute = lazy(loadPrivacy);
const TermsRoute = lazy(loadTerms);

/**
 * The route handle of a prerendered page: its module's source path (the key of Vite's build
 * manifest; the prerendered page's start script preloads the module's chunks) and its import, which
 * the browser starts before hydrating (src/main.tsx) so hydration does not wait on a late request.
 */
export interface PrerenderedRouteHandle {
  module: string;
  load: () => Promise<unknown>;
}
const prerendered = (module: string, load: () => Promise<unknown>): PrerenderedRouteHandle => ({
  module: `src/app/routes/public/${module}.tsx`,
  load,
});

const AuthRoute = lazy(() => import('./routes/auth/auth'));
const ForgotPasswordRoute = lazy(() => import('./routes/auth/forgot-password'));
const ResetPasswordRoute = lazy(() => import('./routes/auth/reset-password'));
const DashboardRoute = lazy(() => import('./routes/student/dashboard'));
const ProfileRoute = lazy(() => import('./routes/student/profile'));
const LessonPlayerRoute = lazy(() => import('./routes/student/lesson-player'));
const TeacherCourseRoute = lazy(() => import('./routes/student/teacher-course'));
const NotificationsRoute = lazy(() => import('./routes/student/notifications'));
const MyCertificatesRoute = lazy(() => import('./routes/student/my-certificates'));
const CertificateRoute = lazy(() => import('./routes/public/certificate'));
const AdminHubRoute = lazy(() => import('./routes/admin/hub'));
const AdminCoursesRoute = lazy(() => import('./routes/admin/courses'));
const AdminCourseEnrollmentsRoute = lazy(() => import('./routes/admin/course-enrollments'));
const AdminLessonsRoute = lazy(() => import('./routes/admin/lessons'));
const AdminBooksRoute = lazy(() => import('./routes/admin/books'));
const AdminUsersRoute = lazy(() => import('./routes/admin/users'));
const AdminTeachersRoute = lazy(() => import('./routes/admin/teachers'));
const AdminCertificatesRoute = lazy(() => import('./routes/admin/certificates'));
const AdminReportsRoute = lazy(() => import('./routes/admin/reports'));
const AdminPricingRoute = lazy(() => import('./routes/admin/pricing'));
const NotFoundRoute = lazy(() => import('./routes/not-found'));

// The notifications' part of the header loads with the account menu, for people signed in only:
// visitors on public pages never download it. One promise for both parts: the bell, in the
// header, asks for it first; by the time the menu opens, \`use\` reads it at once, so the
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

// Every route of the app, in one table: the browser renders it (AppRoutes) and the build
// prerenders the public pages through it (src/entry-server.tsx checks each page it writes against
// this table).
export const appRoutes = createRoutesFromElements(
  <Route element={<SiteLayout accountExtras={accountExtras} />}>
    <Route index element={<HomeRoute />} handle={prerendered('home', loadHome)} />
    <Route path="courses" element={<CoursesRoute />} handle={prerendered('courses', loadCourses)} />
    <Route
      path="course/:slug"
      element={<CourseDetailRoute />}
      handle={prerendered('course-detail', loadCourseDetail)}
    />
    <Route
      path="courses/:slug"
      element={<CourseDetailRoute />}
      handle={prerendered('course-detail', loadCourseDetail)}
    />
    <Route path="books" element={<BooksRoute />} handle={prerendered('books', loadBooks)} />
    <Route path="pricing" element={<PricingRoute />} handle={prerendered('pricing', loadPricing)} />
    <Route path="privacidade" element={<PrivacyRoute />} handle={prerendered('privacy', loadPrivacy)} />
    <Route path="termos" element={<TermsRoute />} handle={prerendered('terms', loadTerms)} />
    <Route path="certificado" element={<CertificateRoute />} />
    <Route path="certificado/:code" element={<CertificateRoute />} />
    <Route path="auth" element={<AuthRoute />} />
    <Route path="forgot-password" element={<ForgotPasswordRoute />} />
    <Route path="reset-password" element={<ResetPasswordRoute />} />
    <Route element={<RequireAuth />}>
      <Route path="dashboard" element={<DashboardRoute />} />
      <Route path="dashboard/cursos/:courseId" element={<TeacherCourseRoute />} />
      <Route path="notificacoes" element={<NotificationsRoute />} />
      <Route path="meus-certificados" element={<MyCertificatesRoute />} />
    </Route>
    {/* 'Meus dados' (export, deletion) stays open to a deactivated account. */}
    <Route element={<RequireAuth openToDeactivated />}>
      <Route path="profile" element={<ProfileRoute />} />
    </Route>
    {/* Visitors may watch the free preview lessons; the database decides what each viewer gets. */}
    <Route path="course/:courseId/lesson/:lessonId" element={<LessonPlayerRoute />} />
    <Route path="admin" element={<RequireAdmin />}>
      <Route index element={<AdminHubRoute />} />
      <Route path="courses" element={<AdminCoursesRoute />} />
      <Route path="courses/:courseId/enrollments" element={<AdminCourseEnrollmentsRoute />} />
      <Route path="lessons" element={<AdminLessonsRoute />} />
      <Route path="books" element={<AdminBooksRoute />} />
      <Route path="users" element={<AdminUsersRoute />} />
      <Route path="teachers" element={<AdminTeachersRoute />} />
      <Route path="certificates" element={<AdminCertificatesRoute />} />
      <Route path="reports" element={<AdminReportsRoute />} />
      <Route path="pricing" element={<AdminPricingRoute />} />
    </Route>
    <Route path="*" element={<NotFoundRoute />} />
  </Route>,
);

/** The prerendered page's handle for a path, if a prerendered route answers it. */
export function prerenderedRouteHandle(pathname: string): PrerenderedRouteHandle | undefined {
  const handle: unknown = matchRoutes(appRoutes, pathname)?.at(-1)?.route.handle;
  return handle && typeof handle === 'object' && 'module' in handle
    ? (handle as PrerenderedRouteHandle)
    : undefined;
}

export function AppRoutes() {
  return useRoutes(appRoutes);
}

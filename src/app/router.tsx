import { lazy } from 'react';
import { createRoutesFromElements, matchRoutes, Route, useRoutes } from 'react-router-dom';
import { SiteLayout } from '@/components/layouts/site-layout';
import { RequireAdmin, RequireAuth } from './routes/guards';

// Every screen is its own lazy chunk, so a page downloads only its own code. The public pages
// arrive prerendered (scripts/prerender.mjs): src/main.tsx loads the chunk of the page in the
// address bar (`handle.load`) before hydrating, so the HTML stays as it is, without a fallback
// or a shift; their chunks are not in the entry bundle any more (JavaScript until idle, issue 16).
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

/** What a route carries for the hydration of prerendered HTML: how to load its chunk first. */
export interface RouteHandle {
  load: () => Promise<unknown>;
}

const AuthRoute = lazy(() => import('./routes/auth/auth'));
const ForgotPasswordRoute = lazy(() => import('./routes/auth/forgot-password'));
const ResetPasswordRoute = lazy(() => import('./routes/auth/reset-password'));
const DashboardRoute = lazy(() => import('./routes/student/dashboard'));
const ProfileRoute = lazy(() => import('./routes/student/profile'));
const LessonPlayerRoute = lazy(() => import('./routes/student/lesson-player'));
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

// Every route of the app, in one table: the browser renders it (AppRoutes) and the build
// prerenders the public pages through it (src/entry-server.tsx checks each page it writes against
// this table).
export const appRoutes = createRoutesFromElements(
  <Route element={<SiteLayout />}>
    <Route index element={<HomeRoute />} handle={{ load: loadHome }} />
    <Route path="courses" element={<CoursesRoute />} handle={{ load: loadCourses }} />
    <Route path="course/:slug" element={<CourseDetailRoute />} handle={{ load: loadCourseDetail }} />
    <Route path="courses/:slug" element={<CourseDetailRoute />} handle={{ load: loadCourseDetail }} />
    <Route path="books" element={<BooksRoute />} handle={{ load: loadBooks }} />
    <Route path="pricing" element={<PricingRoute />} handle={{ load: loadPricing }} />
    <Route path="privacidade" element={<PrivacyRoute />} handle={{ load: loadPrivacy }} />
    <Route path="termos" element={<TermsRoute />} handle={{ load: loadTerms }} />
    <Route path="auth" element={<AuthRoute />} />
    <Route path="forgot-password" element={<ForgotPasswordRoute />} />
    <Route path="reset-password" element={<ResetPasswordRoute />} />
    <Route element={<RequireAuth />}>
      <Route path="dashboard" element={<DashboardRoute />} />
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

/** Loads the chunks of the routes matching `pathname` (before hydrating its prerendered HTML). */
export async function loadRouteChunks(pathname: string): Promise<void> {
  const matches = matchRoutes(appRoutes, pathname) ?? [];
  await Promise.all(matches.map((match) => (match.route.handle as RouteHandle | undefined)?.load()));
}

export function AppRoutes() {
  return useRoutes(appRoutes);
}

// The signed-in screens (dashboard, profile, the lesson player, quizzes and simulados, the back
// office) and their guards: a table of their own, added to the app's routes the first time the
// address enters that area (`discoverSignedInRoutes` in src/app/router.tsx), so a visitor on a
// public page never downloads it (docs/architecture.md, "Routes discovered on navigation").
import type { RouteObject } from 'react-router-dom';
import { routeHelpers, type AppRouteOptions } from './route-helpers';

const loadCheckout = () => import('./routes/checkout/checkout');

/** Each top-level route has an id: React Router keeps one copy of a route patched twice. */
export function signedInRoutes(options: AppRouteOptions): RouteObject[] {
  const { guard, screen } = routeHelpers(options);
  return [
    {
      id: 'signed-in',
      ...guard('RequireAuth'),
      children: [
        {
          path: 'dashboard',
          ...screen(
            () => import('./routes/student/dashboard'),
            () => import('./routes/student/dashboard-reads'),
          ),
        },
        {
          path: 'dashboard/cursos/:courseId',
          ...screen(
            () => import('./routes/student/teacher-course'),
            () => import('./routes/student/teacher-course-reads'),
          ),
        },
        {
          path: 'notificacoes',
          ...screen(
            () => import('./routes/student/notifications'),
            () => import('./routes/student/notifications-reads'),
          ),
        },
        {
          path: 'meus-certificados',
          ...screen(
            () => import('./routes/student/my-certificates'),
            () => import('./routes/student/my-certificates-reads'),
          ),
        },
        // The manager's area of Trilha Cloud para Empresas (docs/companies.md, "Routes"): the
        // layout with its tabs, the overview, the people (members, seats, invitations), assignments.
        {
          path: 'empresa',
          ...screen(
            () => import('./routes/company/picker'),
            () => import('./routes/company/picker-reads'),
          ),
        },
        {
          path: 'empresa/:organisationId',
          ...screen(
            () => import('./routes/company/layout'),
            () => import('./routes/company/layout-reads'),
          ),
          children: [
            {
              index: true,
              ...screen(
                () => import('./routes/company/overview'),
                () => import('./routes/company/overview-reads'),
              ),
            },
            {
              path: 'pessoas',
              ...screen(
                () => import('./routes/company/people'),
                () => import('./routes/company/people-reads'),
              ),
            },
            {
              path: 'atribuicoes',
              ...screen(
                () => import('./routes/company/assignments'),
                () => import('./routes/company/assignments-reads'),
              ),
            },
          ],
        },
        {
          path: 'meus-pontos',
          ...screen(
            () => import('./routes/student/my-points'),
            () => import('./routes/student/my-points-reads'),
          ),
        },
        // Buying: the checkout (its own chunk, asked for only when a buy button is pressed), the
        // provider's way back, the person's orders and subscription (docs/payments-ui.md).
        // The company checkout: seats for an organisation the person manages (docs/companies.md).
        {
          path: 'empresas/comprar',
          ...screen(
            () => import('./routes/companies/company-checkout'),
            () => import('./routes/companies/company-checkout-reads'),
          ),
        },
        {
          path: 'checkout/:kind/:productId',
          // Its loader comes with its code (src/app/routes/checkout/checkout-reads.ts says why).
          ...screen(loadCheckout, loadCheckout),
        },
        {
          path: 'pagamento',
          ...screen(
            () => import('./routes/checkout/payment'),
            () => import('./routes/checkout/payment-reads'),
          ),
        },
        {
          path: 'minhas-compras',
          ...screen(
            () => import('./routes/student/my-purchases'),
            () => import('./routes/student/my-purchases-reads'),
          ),
        },
        {
          path: 'minhas-compras/:orderId',
          ...screen(
            () => import('./routes/student/receipt'),
            () => import('./routes/student/receipt-reads'),
          ),
        },
        // The affiliate program (docs/affiliates.md): apply, links, sales and commissions.
        {
          path: 'afiliado',
          ...screen(
            () => import('./routes/student/affiliate-panel'),
            () => import('./routes/student/affiliate-panel-reads'),
          ),
        },
        {
          path: 'minha-assinatura',
          ...screen(
            () => import('./routes/student/my-subscription'),
            () => import('./routes/student/my-subscription-reads'),
          ),
        },
        {
          path: 'course/:courseId/quiz/:moduleId',
          ...screen(
            () => import('./routes/student/module-quiz'),
            () => import('./routes/student/assessment-reads'),
          ),
        },
        {
          path: 'course/:courseId/simulado',
          ...screen(
            () => import('./routes/student/practice-exam'),
            () => import('./routes/student/assessment-reads'),
          ),
        },
        {
          path: 'course/:courseId/pratica/:exerciseId',
          ...screen(
            () => import('./routes/student/practice-exercise'),
            () => import('./routes/student/practice-exercise-reads'),
          ),
        },
      ],
    },
    // 'Meus dados' (export, deletion) stays open to a deactivated account.
    {
      id: 'signed-in-profile',
      ...guard('RequireAuthOpenToDeactivated'),
      children: [
        {
          path: 'profile',
          ...screen(
            () => import('./routes/student/profile'),
            () => import('./routes/student/profile-reads'),
          ),
        },
      ],
    },
    // Visitors may watch the free preview lessons; the database decides what each viewer gets.
    {
      id: 'lesson-player',
      path: 'course/:courseId/lesson/:lessonId',
      ...screen(
        () => import('./routes/student/lesson-player'),
        () => import('./routes/student/lesson-player-reads'),
      ),
    },
    // Authored by administradores and by the professores linked to the course (the
    // database decides which courses), so it sits beside the admin area, not inside it.
    {
      id: 'assessments-authoring',
      path: 'admin/courses/:courseId/avaliacoes',
      ...guard('RequireAuthor'),
      children: [
        {
          index: true,
          ...screen(
            () => import('./routes/admin/course-assessments'),
            () => import('./routes/admin/course-assessments-reads'),
          ),
        },
      ],
    },
    // A course's hands-on exercises ('Práticas'), written by the same authors as its questions.
    {
      id: 'practice-authoring',
      path: 'admin/courses/:courseId/praticas',
      ...guard('RequireAuthor'),
      children: [
        {
          index: true,
          ...screen(
            () => import('./routes/admin/course-practice'),
            () => import('./routes/admin/course-practice-reads'),
          ),
        },
      ],
    },
    // A course's analytics: its teachers and the administradores (the database decides).
    {
      id: 'course-analytics',
      path: 'admin/courses/:courseId/analise',
      ...guard('RequireAuthor'),
      children: [
        {
          index: true,
          ...screen(
            () => import('./routes/admin/course-analytics'),
            () => import('./routes/admin/course-analytics-reads'),
          ),
        },
      ],
    },
    {
      id: 'admin',
      path: 'admin',
      ...guard('RequireAdmin'),
      children: [
        { index: true, ...screen(() => import('./routes/admin/hub')) },
        {
          path: 'courses',
          ...screen(
            () => import('./routes/admin/courses'),
            () => import('./routes/admin/courses-reads'),
          ),
        },
        {
          path: 'courses/:courseId/enrollments',
          ...screen(
            () => import('./routes/admin/course-enrollments'),
            () => import('./routes/admin/course-enrollments-reads'),
          ),
        },
        {
          path: 'lessons',
          ...screen(
            () => import('./routes/admin/lessons'),
            () => import('./routes/admin/lessons-reads'),
          ),
        },
        {
          path: 'books',
          ...screen(
            () => import('./routes/admin/books'),
            () => import('./routes/admin/books-reads'),
          ),
        },
        {
          path: 'users',
          ...screen(
            () => import('./routes/admin/users'),
            () => import('./routes/admin/users-reads'),
          ),
        },
        {
          path: 'teachers',
          ...screen(
            () => import('./routes/admin/teachers'),
            () => import('./routes/admin/teachers-reads'),
          ),
        },
        {
          path: 'certificates',
          ...screen(
            () => import('./routes/admin/certificates'),
            () => import('./routes/admin/certificates-reads'),
          ),
        },
        {
          path: 'reports',
          ...screen(
            () => import('./routes/admin/reports'),
            () => import('./routes/admin/reports-reads'),
          ),
        },
        {
          path: 'pricing',
          ...screen(
            () => import('./routes/admin/pricing'),
            () => import('./routes/admin/pricing-reads'),
          ),
        },
        {
          path: 'tracks',
          ...screen(
            () => import('./routes/admin/tracks'),
            () => import('./routes/admin/tracks-reads'),
          ),
        },
        {
          path: 'sales',
          ...screen(
            () => import('./routes/admin/sales'),
            () => import('./routes/admin/sales-reads'),
          ),
        },
        {
          path: 'empresas',
          ...screen(
            () => import('./routes/admin/companies'),
            () => import('./routes/admin/companies-reads'),
          ),
        },
        {
          path: 'empresas/:organisationId',
          ...screen(
            () => import('./routes/admin/company'),
            () => import('./routes/admin/company-reads'),
          ),
        },
        {
          path: 'cupons',
          ...screen(
            () => import('./routes/admin/coupons'),
            () => import('./routes/admin/coupons-reads'),
          ),
        },
        {
          path: 'afiliados',
          ...screen(
            () => import('./routes/admin/affiliates'),
            () => import('./routes/admin/affiliates-reads'),
          ),
        },
      ],
    },
  ];
}

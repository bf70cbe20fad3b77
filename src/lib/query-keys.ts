// Every React Query key of the app, from one factory. Keys are hierarchical: a key is a prefix of
// its children's keys, so invalidating a parent (for instance the admin courses) also covers
// every query below it (the grid, the pickers, one course's content and enrolments) and nothing
// else. Features import these builders; an invalidation names the key it means.
import { catalogQueryKeys, trackQueryKeys, type Viewer } from './public-query-keys';
import type { ListPage } from './list-params';

export type { Viewer };

export const queryKeys = {
  /** Public catalogue: the course lists and the course pages. */
  catalog: catalogQueryKeys,
  /** Public books (the admin list is under admin.books). */
  books: {
    all: () => ['books'] as const,
    public: () => ['books', 'public'] as const,
  },
  /** Published tracks ('trilhas'): the list, one track as a viewer sees it, a course's tracks. */
  tracks: trackQueryKeys,
  /** Public plans, cached under 'pricing-plans'. */
  pricingPlans: () => ['pricing-plans'] as const,
  /** A certificate's public page, by the code's stored form: the same answer for every viewer. */
  certificates: {
    all: () => ['certificates'] as const,
    verify: (code: string) => ['certificates', 'verify', code] as const,
    /** The QR code of an address (computed in the browser, cached like a read). */
    qr: (text: string) => ['certificates', 'qr', text] as const,
  },
  /** Left for the tracks feature until it builds its keys from the shared learner root. */
  learner: {
    all: (userId: string) => ['learner', userId] as const,
    trackPrice: (userId: string, trackId: string) =>
      ['learner', userId, 'purchase-offer', 'track', trackId, 'price'] as const,
  },
  /** Learner reviews of a course: the public cards by page, the viewer's own, the hidden ones. */
  reviews: {
    all: () => ['reviews'] as const,
    course: (courseId: string) => ['reviews', courseId] as const,
    /** `excludedReviewId`: the viewer's own review, shown apart ('Sua avaliação'), not in the list. */
    page: (courseId: string, page: number, viewer: Viewer, excludedReviewId: string | null = null) =>
      ['reviews', courseId, 'page', page, viewer, excludedReviewId] as const,
    mine: (courseId: string, userId: string) => ['reviews', courseId, 'mine', userId] as const,
    hidden: (courseId: string, page: number) => ['reviews', courseId, 'hidden', page] as const,
  },
  /** A course's analytics (its teachers and administrators) and the course it describes. */
  courseAnalytics: {
    analytics: (courseId: string) => ['course-analytics', courseId] as const,
    course: (courseId: string) => ['course-analytics', courseId, 'course'] as const,
  },
  /** The back office. */
  admin: {
    all: () => ['admin'] as const,
    report: () => ['admin', 'report'] as const,
    /** Every page of the users list (the paged lists' keys end in their search and page). */
    users: () => ['admin', 'users'] as const,
    usersPage: (list: ListPage) => ['admin', 'users', 'page', list] as const,
    teachers: () => ['admin', 'teachers'] as const,
    teachersPage: (list: ListPage) => ['admin', 'teachers', 'page', list] as const,
    /** The students the certificates screen can certify (role aluno). */
    certificateStudents: () => ['admin', 'certificate-students'] as const,
    certificateStudentsPage: (list: ListPage) => ['admin', 'certificate-students', 'page', list] as const,
    /** Issued certificates: the paged list and one student's. */
    certificates: () => ['admin', 'certificates'] as const,
    certificatesPage: (list: ListPage) => ['admin', 'certificates', 'page', list] as const,
    studentCertificates: (userId: string) => ['admin', 'certificates', 'student', userId] as const,
    /** One student's enrolments (progress, completion) for the issue dialog. */
    studentEnrolments: (userId: string) =>
      ['admin', 'certificates', 'student', userId, 'enrolments'] as const,
    /** Courses with lessons: the only ones a certificate can be issued for. */
    certifiableCourses: () => ['admin', 'certificates', 'certifiable-courses'] as const,
    books: () => ['admin', 'books'] as const,
    pricingPlans: () => ['admin', 'pricing-plans'] as const,
    /** Every plan with the courses it includes: the course form's plan picker. */
    planCourses: () => ['admin', 'pricing-plans', 'courses'] as const,
    /** Every plan, for the track form's plan picker. */
    trackPlans: () => ['admin', 'pricing-plans', 'tracks'] as const,
    /** Every track with its steps and counts ('Trilhas'). */
    tracks: () => ['admin', 'tracks'] as const,
    /** The courses with a published simulado: the track form's 'Simulado final' choices. */
    trackExamCourses: () => ['admin', 'tracks', 'exam-courses'] as const,
    /** The orders of 'Vendas': every page, and one page of a search and a status. */
    sales: () => ['admin', 'sales'] as const,
    salesPage: (list: ListPage & { status: string }) => ['admin', 'sales', 'page', list] as const,
    /** The revenue report: every period, and one period (its first and last day). */
    revenue: () => ['admin', 'revenue'] as const,
    revenuePeriod: (period: { from: string; to: string }) => ['admin', 'revenue', period] as const,
    /** The school's last 12 weeks (precomputed; get_school_weeks). */
    schoolWeeks: () => ['admin', 'school-weeks'] as const,
    courses: {
      all: () => ['admin', 'courses'] as const,
      list: () => ['admin', 'courses', 'list'] as const,
      /** Every course by title, for the pickers of the lessons, teachers and certificates screens. */
      options: () => ['admin', 'courses', 'options'] as const,
      course: (courseId: string) => ['admin', 'courses', 'course', courseId] as const,
      summary: (courseId: string) => ['admin', 'courses', 'course', courseId, 'summary'] as const,
      content: (courseId: string) => ['admin', 'courses', 'course', courseId, 'content'] as const,
      /** The tracks that have the course as a step (the delete warning). */
      tracks: (courseId: string) => ['admin', 'courses', 'course', courseId, 'tracks'] as const,
      enrollments: (courseId: string) => ['admin', 'courses', 'course', courseId, 'enrollments'] as const,
      enrollmentsPage: (courseId: string, list: ListPage) =>
        ['admin', 'courses', 'course', courseId, 'enrollments', 'page', list] as const,
    },
    /** One course's question bank and assessment settings, as its authors (admins, its teachers) see them. */
    assessments: {
      course: (courseId: string) => ['admin', 'assessments', courseId] as const,
      questions: (courseId: string) => ['admin', 'assessments', courseId, 'questions'] as const,
      questionsPage: (courseId: string, list: ListPage & { moduleId: string | null }) =>
        ['admin', 'assessments', courseId, 'questions', 'page', list] as const,
      settings: (courseId: string) => ['admin', 'assessments', courseId, 'settings'] as const,
      outline: (courseId: string) => ['admin', 'assessments', courseId, 'outline'] as const,
      statistics: (courseId: string, page: number) =>
        ['admin', 'assessments', courseId, 'statistics', page] as const,
    },
  },
} as const;

// Every React Query key of the app, from one factory. Keys are hierarchical: a key is a prefix of
// its children's keys, so invalidating a parent (for instance the admin courses) also covers
// every query below it (the grid, the pickers, one course's content and enrolments) and nothing
// else. Features import these builders; an invalidation names the key it means.
import type { ListPage } from './list-params';
import type { Viewer } from './shared-query-keys';

export type { Viewer };

export const queryKeys = {
  /** What the checkout sells: a course, a book or a plan, with the price the database holds. */
  checkoutProduct: (kind: string, productId: string) => ['checkout', kind, productId] as const,
  /** One signed-in person's own learning data: enrolments, player, dashboard, profile figures. */
  learner: {
    all: (userId: string) => ['learner', userId] as const,
    dashboard: (userId: string) => ['learner', userId, 'dashboard'] as const,
    studentDashboard: (userId: string) => ['learner', userId, 'dashboard', 'student'] as const,
    teacherDashboard: (userId: string) => ['learner', userId, 'dashboard', 'teacher'] as const,
    profileStats: (userId: string) => ['learner', userId, 'profile-stats'] as const,
    /** The weekly digest's opt-in (the profile's 'Resumo semanal por e-mail'). */
    emailPreferences: (userId: string) => ['learner', userId, 'email-preferences'] as const,
    /** The profile's study calendar (the last 12 months of study days). */
    studyCalendar: (userId: string) => ['learner', userId, 'study-calendar'] as const,
    /** 'Meus pontos', every page. */
    points: (userId: string) => ['learner', userId, 'points'] as const,
    pointsPage: (userId: string, page: number) => ['learner', userId, 'points', 'page', page] as const,
    /** A course's opt-in ranking as this person sees it. */
    courseRanking: (userId: string, courseId: string) =>
      ['learner', userId, 'course', courseId, 'ranking'] as const,
    /** 'Meus certificados', every page; below `all`, so a completed course refreshes it. */
    certificates: (userId: string) => ['learner', userId, 'certificates'] as const,
    /** The person's track certificates ('Meus certificados', above the courses'). */
    trackCertificates: (userId: string) => ['learner', userId, 'certificates', 'tracks'] as const,
    certificatesPage: (userId: string, page: number) =>
      ['learner', userId, 'certificates', 'page', page] as const,
    /** The person's certificate of one course (the player's 'Curso concluído!'). */
    courseCertificate: (userId: string, courseId: string) =>
      ['learner', userId, 'certificates', 'course', courseId] as const,
    /** The enrolments not completed yet, for the empty 'Meus certificados'. */
    coursesInProgress: (userId: string) => ['learner', userId, 'courses-in-progress'] as const,
    /** Everything the site holds about the person ('Meus dados'); below `all`, so learning changes refresh it. */
    myData: (userId: string) => ['learner', userId, 'my-data'] as const,
    course: (userId: string, courseId: string) => ['learner', userId, 'course', courseId] as const,
    enrollment: (userId: string, courseId: string) =>
      ['learner', userId, 'course', courseId, 'enrollment'] as const,
    firstLesson: (userId: string, courseId: string) =>
      ['learner', userId, 'course', courseId, 'first-lesson'] as const,
    /** The lesson 'Continuar' opens on the course page, with its saved second. */
    continueLesson: (userId: string, courseId: string) =>
      ['learner', userId, 'course', courseId, 'continue'] as const,
    /** The course's quizzes and simulado as this person stands in them (best scores, what is missing). */
    assessments: (userId: string, courseId: string) =>
      ['learner', userId, 'course', courseId, 'assessments'] as const,
    /** This person's submitted attempts of a course's quizzes ('quiz', of one module) or simulado ('exam'). */
    attempts: (userId: string, courseId: string, kind: 'quiz' | 'exam', moduleId: string | null = null) =>
      ['learner', userId, 'course', courseId, 'attempts', kind, moduleId] as const,
    /** The graded review of one of this person's attempts. */
    attemptReview: (userId: string, courseId: string, attemptId: string) =>
      ['learner', userId, 'course', courseId, 'attempt', attemptId] as const,
    /** Whether the person may study a course now (free, bought, granted or in their plan). */
    courseAccess: (userId: string, courseId: string) =>
      ['learner', userId, 'course', courseId, 'access'] as const,
    /** 'Minhas compras', every page; below `all`, so a payment confirmed refreshes it. */
    orders: (userId: string) => ['learner', userId, 'orders'] as const,
    ordersPage: (userId: string, page: number) => ['learner', userId, 'orders', 'page', page] as const,
    /** One of the person's orders, as the payment's return page follows it. */
    order: (userId: string, orderId: string) => ['learner', userId, 'orders', 'order', orderId] as const,
    /** Who bought one of the person's orders, for its receipt. */
    orderReceipt: (userId: string, orderId: string) =>
      ['learner', userId, 'orders', 'receipt', orderId] as const,
    /** 'Minha assinatura'. */
    subscription: (userId: string) => ['learner', userId, 'subscription'] as const,
    /** What buying a product would give this person now (the checkout's arrival, the buy areas). */
    purchaseOffer: (userId: string, kind: string, productId: string) =>
      ['learner', userId, 'purchase-offer', kind, productId] as const,
    /** A track's price for this person (less the courses they already own). */
    trackPrice: (userId: string, trackId: string) =>
      ['learner', userId, 'purchase-offer', 'track', trackId, 'price'] as const,
    /** Whether this person's purchase of a course was refunded (the lesson's message). */
    courseRefund: (userId: string, courseId: string) =>
      ['learner', userId, 'course', courseId, 'refund'] as const,
    /** The player's outline of a course, as a signed-in user (their id) or a visitor ('visitor') sees it. */
    outline: (viewer: Viewer, courseId: string) =>
      ['learner', viewer, 'course', courseId, 'outline'] as const,
  },
  /** Questions under lessons, as one signed-in person sees them (votes, own rows, hidden ones). */
  questions: {
    all: (userId: string) => ['questions', userId] as const,
    lesson: (userId: string, lessonId: string) => ['questions', userId, 'lesson', lessonId] as const,
    lessonPage: (userId: string, lessonId: string, order: string, page: number) =>
      ['questions', userId, 'lesson', lessonId, order, page] as const,
    thread: (userId: string, questionId: string) => ['questions', userId, 'thread', questionId] as const,
    threadPage: (userId: string, questionId: string, page: number) =>
      ['questions', userId, 'thread', questionId, page] as const,
    /** The questions waiting for a teacher (one of their courses, or all: null). */
    waiting: (userId: string) => ['questions', userId, 'waiting'] as const,
    waitingPage: (userId: string, courseId: string | null, page: number) =>
      ['questions', userId, 'waiting', courseId, page] as const,
  },
  /** A teacher's view of the courses linked to them. */
  teaching: {
    all: (userId: string) => ['teaching', userId] as const,
    courseStudents: (userId: string, courseId: string, page: number) =>
      ['teaching', userId, 'course-students', courseId, page] as const,
  },
  /** A course's analytics (its teachers and administrators) and the course it describes. */
  courseAnalytics: {
    analytics: (courseId: string) => ['course-analytics', courseId] as const,
    course: (courseId: string) => ['course-analytics', courseId, 'course'] as const,
  },
  /** In-app notifications of one person: the badge's unread count and the list's pages. */
  notifications: {
    all: (userId: string) => ['notifications', userId] as const,
    unread: (userId: string) => ['notifications', userId, 'unread'] as const,
    page: (userId: string, page: number) => ['notifications', userId, 'page', page] as const,
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

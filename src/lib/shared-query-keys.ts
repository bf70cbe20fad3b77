// The React Query keys that more than one feature reads, writes or invalidates. Every other key
// lives beside its query options in the feature's api/ file (docs/architecture.md, "Query keys").
// Keys are hierarchical: a key is a prefix of its children's keys, so a feature builds its own keys
// below these roots (`[...sharedQueryKeys.learner.all(userId), 'points']`) and an invalidation of
// the root also covers them. A key here that only one feature uses fails
// src/testing/query-key-usage.test.ts: it moves back into that feature.

/** Who a read was made as: a user id, or 'visitor' without a session. */
export type Viewer = string;

export const sharedQueryKeys = {
  /** Public catalogue: every course list, search and course page (their keys: features/catalog/api). */
  catalog: {
    all: () => ['catalog'] as const,
  },
  /** Published tracks ('trilhas'): every list and track page. */
  tracks: {
    all: () => ['tracks'] as const,
  },
  /** The public books list. */
  publicBooks: () => ['books', 'public'] as const,
  /** The public plans. */
  pricingPlans: () => ['pricing-plans'] as const,
  /** The certificates' public pages (verify, QR codes): a revoked certificate refreshes them. */
  certificates: {
    all: () => ['certificates'] as const,
  },
  /** One signed-in person's own learning data. */
  learner: {
    all: (userId: string) => ['learner', userId] as const,
    dashboard: (userId: string) => ['learner', userId, 'dashboard'] as const,
    profileStats: (userId: string) => ['learner', userId, 'profile-stats'] as const,
    /** 'Meus certificados', every page, and the person's certificate of each course. */
    certificates: (userId: string) => ['learner', userId, 'certificates'] as const,
    /** The enrolments not completed yet, for the empty 'Meus certificados'. */
    coursesInProgress: (userId: string) => ['learner', userId, 'courses-in-progress'] as const,
    /** Everything about one course as this person stands in it. */
    course: (userId: string, courseId: string) => ['learner', userId, 'course', courseId] as const,
    enrollment: (userId: string, courseId: string) =>
      ['learner', userId, 'course', courseId, 'enrollment'] as const,
    /** The lesson 'Continuar' opens on the course page, with its saved second. */
    continueLesson: (userId: string, courseId: string) =>
      ['learner', userId, 'course', courseId, 'continue'] as const,
  },
  /** Questions under lessons as one signed-in person sees them, and a teacher's waiting questions. */
  questions: {
    all: (userId: string) => ['questions', userId] as const,
  },
  /** In-app notifications of one person: the badge and every page. */
  notifications: {
    all: (userId: string) => ['notifications', userId] as const,
  },
  /** The back office. */
  admin: {
    all: () => ['admin'] as const,
    report: () => ['admin', 'report'] as const,
    /** Every period of the revenue report in 'Relatórios': a refund in 'Vendas' reads it again. */
    revenue: () => ['admin', 'revenue'] as const,
    /** Every page of the users list. */
    users: () => ['admin', 'users'] as const,
    teachers: () => ['admin', 'teachers'] as const,
    /** The students the certificates screen can certify (role aluno). */
    certificateStudents: () => ['admin', 'certificate-students'] as const,
    tracks: () => ['admin', 'tracks'] as const,
    /** Every plan (the plans screen), and below it the course and track forms' plan pickers. */
    pricingPlans: () => ['admin', 'pricing-plans'] as const,
    courses: {
      all: () => ['admin', 'courses'] as const,
      list: () => ['admin', 'courses', 'list'] as const,
      /** Everything about one course in the back office: its summary, content, tracks and enrolments. */
      course: (courseId: string) => ['admin', 'courses', 'course', courseId] as const,
      enrollments: (courseId: string) => ['admin', 'courses', 'course', courseId, 'enrollments'] as const,
    },
  },
} as const;

/** The course page's query parameter that asks it to complete an enrolment (value '1'). */
export const ENROL_GOAL_PARAM = 'inscrever';

/** The checkout address' segment of each kind of product (/checkout/curso/{id}). */
export const CHECKOUT_KIND_SEGMENTS = {
  course: 'curso',
  book: 'livro',
  plan: 'plano',
  track: 'trilha',
} as const;

/** The checkout's query parameter carrying a coupon code (docs/coupons.md). */
export const COUPON_PARAM = 'cupom';

/** The checkout's query parameter carrying an affiliate's link code (docs/affiliates.md). */
export const AFFILIATE_PARAM = 'ref';

/** The path create-checkout is given as the way back from the provider. */
export const PAYMENT_RETURN_PATH = '/pagamento';

/** Every route of the app, with builders for the ones that take parameters. */
export const paths = {
  home: '/',
  courses: '/courses',
  /** The catalogue filtered by a topic (its URL state: ?tema=aws, as the catalogue filters read it). */
  coursesByTopic: (topic: string) => `/courses?tema=${encodeURIComponent(topic)}`,
  course: (slug: string) => `/course/${encodeURIComponent(slug)}`,
  /** The course page at its reviews, where an enrolled student writes theirs. */
  courseReviews: (slug: string) => `/course/${encodeURIComponent(slug)}#avaliacoes`,
  /** A course page that enrols the signed-in person on arrival (the goal kept through /auth). */
  courseEnrolGoal: (slug: string) => `/course/${encodeURIComponent(slug)}?${ENROL_GOAL_PARAM}=1`,
  lesson: (courseId: string, lessonId: string) => `/course/${courseId}/lesson/${lessonId}`,
  /** A lesson opened at a second ('Rever na aula' after a quiz or a simulado). */
  lessonAt: (courseId: string, lessonId: string, seconds: number) =>
    `/course/${courseId}/lesson/${lessonId}?t=${Math.max(0, Math.floor(seconds))}`,
  /** A module's quiz. */
  moduleQuiz: (courseId: string, moduleId: string) => `/course/${courseId}/quiz/${moduleId}`,
  /** The course's simulado (timed practice exam). */
  practiceExam: (courseId: string) => `/course/${courseId}/simulado`,
  /** A hands-on exercise ('Prática') of the course. */
  practiceExercise: (courseId: string, exerciseId: string) => `/course/${courseId}/pratica/${exerciseId}`,
  /** A lesson opened on one of its questions (notifications, the teacher's lists). */
  lessonQuestion: (courseId: string, lessonId: string, questionId: string) =>
    `/course/${courseId}/lesson/${lessonId}?pergunta=${questionId}#perguntas`,
  /** Every published track ('trilhas': career paths of courses). */
  tracks: '/trilhas',
  track: (slug: string) => `/trilha/${encodeURIComponent(slug)}`,
  books: '/books',
  pricing: '/pricing',
  /** 'Trilha Cloud para Empresas': the seat offer, its tiers and calculator (docs/companies.md). */
  companies: '/empresas',
  auth: '/auth',
  signUp: '/auth?mode=signup',
  forgotPassword: '/forgot-password',
  resetPassword: '/reset-password',
  dashboard: '/dashboard',
  /** A teacher's workspace of one linked course: students and waiting questions. */
  teacherCourse: (courseId: string) => `/dashboard/cursos/${courseId}`,
  notifications: '/notificacoes',
  profile: '/profile',
  /** The 'Meus dados' section of the profile, and its account deletion. */
  myData: '/profile#meus-dados',
  deleteAccount: '/profile#excluir-conta',
  /** The weekly digest's opt-in on the profile (the digest e-mail links here too). */
  digestPreferences: '/profile#resumo-semanal',
  /** The digest's one-click unsubscribe page (?token=…; the function builds the same address). */
  unsubscribe: '/descadastrar',
  /** The signed-in person's certificates. */
  myCertificates: '/meus-certificados',
  /** The points earned and how; the opt-in ranking of each course. */
  myPoints: '/meus-pontos',
  /** 'Painel do afiliado' (docs/affiliates.md). */
  affiliatePanel: '/afiliado',
  /** The manager's area of an organisation (docs/companies.md). */
  myCompany: '/empresa',
  /** A certificate's public page (verification by code); without a code, the field to type one. */
  certificate: (code: string) => `/certificado/${encodeURIComponent(code)}`,
  verifyCertificate: '/certificado',
  /** The checkout of a course, a book or a plan (its id): order summary, CPF and method. */
  checkout: (kind: keyof typeof CHECKOUT_KIND_SEGMENTS, productId: string) =>
    `/checkout/${CHECKOUT_KIND_SEGMENTS[kind]}/${encodeURIComponent(productId)}`,
  /**
   * Where the provider's hosted page sends the buyer back (it adds ?pedido=<order id> to
   * PAYMENT_RETURN_PATH): the order until it is paid, then the next step.
   */
  payment: (orderId: string) => `${PAYMENT_RETURN_PATH}?pedido=${encodeURIComponent(orderId)}`,
  /** One order's receipt in 'Minhas compras'. */
  receipt: (orderId: string) => `/minhas-compras/${encodeURIComponent(orderId)}`,
  /** The signed-in person's orders, receipts and book downloads. */
  myPurchases: '/minhas-compras',
  /** The signed-in person's subscription: next charge, cancellation. */
  mySubscription: '/minha-assinatura',
  privacy: '/privacidade',
  terms: '/termos',
  admin: {
    hub: '/admin',
    courses: '/admin/courses',
    courseEnrollments: (courseId: string) => `/admin/courses/${courseId}/enrollments`,
    /** A course's question bank and assessments (admins, and the teachers linked to it); `tab` picks the section. */
    /** A course's hands-on exercises ('Práticas'), beside its question bank. */
    coursePractice: (courseId: string) => `/admin/courses/${courseId}/praticas`,
    courseAssessments: (courseId: string, tab?: 'configuracoes' | 'estatisticas') =>
      `/admin/courses/${courseId}/avaliacoes${tab ? `?aba=${tab}` : ''}`,
    /** A course's analytics: funnel, drop-off, stop-after lessons, answers, quiz questions (admins and its teachers). */
    courseAnalytics: (courseId: string) => `/admin/courses/${courseId}/analise`,
    lessons: '/admin/lessons',
    /** The modules and lessons of one course (the content screen's course picker reads ?curso=). */
    courseContent: (courseId: string) => `/admin/lessons?curso=${encodeURIComponent(courseId)}`,
    books: '/admin/books',
    users: '/admin/users',
    teachers: '/admin/teachers',
    certificates: '/admin/certificates',
    reports: '/admin/reports',
    pricing: '/admin/pricing',
    /** 'Vendas': the orders, their refunds and the CSV export. */
    sales: '/admin/sales',
    tracks: '/admin/tracks',
    /** 'Empresas': the organisations, their seats and orders, the seat price tiers (docs/companies.md). */
    companies: '/admin/empresas',
    company: (organisationId: string) => `/admin/empresas/${organisationId}`,
    /** 'Afiliados': applications, commissions, payouts and PIX keys (docs/affiliates-admin.md). */
    affiliates: '/admin/afiliados',
  },
} as const;

/** Routes that need a session; signing out on one of them leads to /auth. */
export function isProtectedPath(pathname: string): boolean {
  return (
    pathname === paths.dashboard ||
    pathname.startsWith(`${paths.dashboard}/`) ||
    pathname === paths.notifications ||
    pathname === paths.profile ||
    pathname === paths.myCertificates ||
    pathname === paths.myPoints ||
    pathname === paths.affiliatePanel ||
    // The company area (docs/companies.md): /empresa and everything under it.
    /^\/empresa(\/|$)/.test(pathname) ||
    pathname === paths.myPurchases ||
    pathname.startsWith(`${paths.myPurchases}/`) ||
    pathname === paths.mySubscription ||
    pathname === PAYMENT_RETURN_PATH ||
    // The company checkout (COMPANY_CHECKOUT_PATH of src/features/company-sales).
    pathname === '/empresas/comprar' ||
    /^\/checkout\/(curso|livro|plano|trilha)\/[^/]+$/.test(pathname) ||
    pathname.startsWith('/admin') ||
    /^\/course\/[^/]+\/lesson\//.test(pathname) ||
    /^\/course\/[^/]+\/((quiz|pratica)\/[^/]+|simulado)$/.test(pathname)
  );
}

import { QueryClient, type QueryKey } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { queryKeys } from './query-keys';
import { sharedQueryKeys } from './shared-query-keys';

const userId = 'user-1';
const otherUser = 'user-2';
const courseId = 'course-1';
const firstPage = { search: '', page: 1 };
const searched = { search: 'joao', page: 2 };

/** Every key of the factory, with sample arguments. */
const everyKey: Record<string, QueryKey> = {
  publicBooks: sharedQueryKeys.publicBooks(),
  pricingPlans: sharedQueryKeys.pricingPlans(),
  studentDashboard: queryKeys.learner.studentDashboard(userId),
  teacherDashboard: queryKeys.learner.teacherDashboard(userId),
  profileStats: queryKeys.learner.profileStats(userId),
  myData: queryKeys.learner.myData(userId),
  enrollment: queryKeys.learner.enrollment(userId, courseId),
  firstLesson: queryKeys.learner.firstLesson(userId, courseId),
  outline: queryKeys.learner.outline(userId, courseId),
  otherUsersDashboard: queryKeys.learner.studentDashboard(otherUser),
  myCertificates: queryKeys.learner.certificates(userId),
  myCertificatesPage: queryKeys.learner.certificatesPage(userId, 2),
  coursesInProgress: queryKeys.learner.coursesInProgress(userId),
  adminReport: queryKeys.admin.report(),
  adminUsers: queryKeys.admin.users(),
  usersFirstPage: queryKeys.admin.usersPage(firstPage),
  usersSearched: queryKeys.admin.usersPage(searched),
  adminTeachers: queryKeys.admin.teachers(),
  teachersPage: queryKeys.admin.teachersPage(firstPage),
  certificateStudents: queryKeys.admin.certificateStudents(),
  certificateStudentsPage: queryKeys.admin.certificateStudentsPage(searched),
  certificatesPage: queryKeys.admin.certificatesPage(firstPage),
  studentCertificates: queryKeys.admin.studentCertificates(userId),
  adminBooks: queryKeys.admin.books(),
  adminPlans: queryKeys.admin.pricingPlans(),
  planCourses: queryKeys.admin.planCourses(),
  salesFirstPage: queryKeys.admin.salesPage({ ...firstPage, status: '' }),
  salesPaidSearched: queryKeys.admin.salesPage({ ...searched, status: 'paid' }),
  revenue: queryKeys.admin.revenuePeriod({ from: '2026-11-01', to: '2026-11-30' }),
  adminCourseList: queryKeys.admin.courses.list(),
  courseOptions: queryKeys.admin.courses.options(),
  courseSummary: queryKeys.admin.courses.summary(courseId),
  courseContent: queryKeys.admin.courses.content(courseId),
  courseEnrollments: queryKeys.admin.courses.enrollments(courseId),
  courseEnrollmentsPage: queryKeys.admin.courses.enrollmentsPage(courseId, searched),
  otherCourseContent: queryKeys.admin.courses.content('course-2'),
  lessonQuestions: queryKeys.questions.lessonPage(userId, 'lesson-1', 'recentes', 1),
  lessonQuestionsVoted: queryKeys.questions.lessonPage(userId, 'lesson-1', 'votadas', 2),
  questionThread: queryKeys.questions.threadPage(userId, 'question-1', 1),
  waitingQuestions: queryKeys.questions.waitingPage(userId, null, 1),
  otherUsersQuestions: queryKeys.questions.lessonPage(otherUser, 'lesson-1', 'recentes', 1),
  courseStudents: queryKeys.teaching.courseStudents(userId, courseId, 1),
  unreadNotifications: queryKeys.notifications.unread(userId),
  notificationsPage: queryKeys.notifications.page(userId, 1),
};

/** The names of the cached queries a real QueryClient marks stale when `key` is invalidated. */
async function invalidatedBy(key: QueryKey): Promise<string[]> {
  const client = new QueryClient();
  for (const cached of Object.values(everyKey)) client.setQueryData(cached, 'data');
  await client.invalidateQueries({ queryKey: key, refetchType: 'none' });
  return Object.entries(everyKey)
    .filter(([, cached]) => client.getQueryState(cached)?.isInvalidated)
    .map(([name]) => name)
    .sort();
}

describe('query keys', () => {
  it("a person's questions key covers their lists, threads and waiting questions, nobody else's", async () => {
    expect(await invalidatedBy(queryKeys.questions.all(userId))).toEqual(
      ['lessonQuestions', 'lessonQuestionsVoted', 'questionThread', 'waitingQuestions'].sort(),
    );
    expect(await invalidatedBy(queryKeys.questions.lesson(userId, 'lesson-1'))).toEqual(
      ['lessonQuestions', 'lessonQuestionsVoted'].sort(),
    );
  });

  it("a person's notifications key covers the badge and the list", async () => {
    expect(await invalidatedBy(queryKeys.notifications.all(userId))).toEqual(
      ['notificationsPage', 'unreadNotifications'].sort(),
    );
  });

  it("the sales key covers every page and filter of 'Vendas', not the revenue report", async () => {
    expect(await invalidatedBy(queryKeys.admin.sales())).toEqual(['salesFirstPage', 'salesPaidSearched']);
  });

  it("the plans key covers the course form's plan picker", async () => {
    expect(await invalidatedBy(queryKeys.admin.pricingPlans())).toEqual(['adminPlans', 'planCourses']);
  });

  it('are all different', () => {
    const serialized = Object.values(everyKey).map((key) => JSON.stringify(key));
    expect(new Set(serialized).size).toBe(serialized.length);
  });

  it('the admin courses key covers its children (grid, pickers, one course) and nothing else', async () => {
    expect(await invalidatedBy(queryKeys.admin.courses.all())).toEqual(
      [
        'adminCourseList',
        'courseOptions',
        'courseSummary',
        'courseContent',
        'courseEnrollments',
        'courseEnrollmentsPage',
        'otherCourseContent',
      ].sort(),
    );
  });

  it('one admin course covers its summary, content and enrolments, not another course', async () => {
    expect(await invalidatedBy(queryKeys.admin.courses.course(courseId))).toEqual(
      ['courseContent', 'courseEnrollments', 'courseEnrollmentsPage', 'courseSummary'].sort(),
    );
  });

  it('a paged list key covers every page and search of that list, and nothing else', async () => {
    expect(await invalidatedBy(queryKeys.admin.users())).toEqual([
      'adminUsers',
      'usersFirstPage',
      'usersSearched',
    ]);
    expect(await invalidatedBy(queryKeys.admin.teachers())).toEqual(['adminTeachers', 'teachersPage']);
    expect(await invalidatedBy(queryKeys.admin.certificateStudents())).toEqual([
      'certificateStudents',
      'certificateStudentsPage',
    ]);
    // Issuing a certificate refreshes the issued list and the student's own certificates.
    expect(await invalidatedBy(queryKeys.admin.certificates())).toEqual([
      'certificatesPage',
      'studentCertificates',
    ]);
    expect(await invalidatedBy(queryKeys.admin.courses.enrollments(courseId))).toEqual([
      'courseEnrollments',
      'courseEnrollmentsPage',
    ]);
  });

  it('pages of one list differ by search and page', () => {
    expect(queryKeys.admin.usersPage({ search: 'joao', page: 1 })).not.toEqual(
      queryKeys.admin.usersPage({ search: 'joao', page: 2 }),
    );
    expect(queryKeys.admin.usersPage({ search: 'joao', page: 1 })).not.toEqual(
      queryKeys.admin.usersPage({ search: 'maria', page: 1 }),
    );
  });

  it("a learner's key covers only that person's data", async () => {
    expect(await invalidatedBy(queryKeys.learner.all(userId))).toEqual(
      [
        'coursesInProgress',
        'enrollment',
        'firstLesson',
        'myCertificates',
        'myCertificatesPage',
        'myData',
        'outline',
        'profileStats',
        'studentDashboard',
        'teacherDashboard',
      ].sort(),
    );
    expect(await invalidatedBy(queryKeys.learner.certificates(userId))).toEqual([
      'myCertificates',
      'myCertificatesPage',
    ]);
    expect(await invalidatedBy(queryKeys.learner.dashboard(userId))).toEqual([
      'studentDashboard',
      'teacherDashboard',
    ]);
    expect(await invalidatedBy(queryKeys.learner.course(userId, courseId))).toEqual(
      ['enrollment', 'firstLesson', 'outline'].sort(),
    );
  });

  it("'Meus dados' is its own key under the learner's", async () => {
    expect(await invalidatedBy(queryKeys.learner.myData(userId))).toEqual(['myData']);
  });

  it('public and admin lists of the same thing are separate keys', async () => {
    expect(await invalidatedBy(sharedQueryKeys.pricingPlans())).toEqual(['pricingPlans']);
    expect(await invalidatedBy(sharedQueryKeys.publicBooks())).toEqual(['publicBooks']);
    expect(await invalidatedBy(queryKeys.admin.books())).toEqual(['adminBooks']);
  });

  it('the public plans stay under the key pricing-plans', () => {
    expect(sharedQueryKeys.pricingPlans()).toEqual(['pricing-plans']);
  });
});

import { QueryClient, type QueryKey } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { queryKeys } from './query-keys';

const userId = 'user-1';
const courseId = 'course-1';
const firstPage = { search: '', page: 1 };
const searched = { search: 'joao', page: 2 };

/** Every key of the factory, with sample arguments. */
const everyKey: Record<string, QueryKey> = {
  catalogCourses: queryKeys.catalog.courses(4),
  catalogCourse: queryKeys.catalog.course('aws', 'visitor'),
  catalogSearch: queryKeys.catalog.search({ search: 'containers', topic: 'devops', level: null, page: 1 }),
  catalogLevels: queryKeys.catalog.levels(),
  publicBooks: queryKeys.books.public(),
  pricingPlans: queryKeys.pricingPlans(),
  verifiedCertificate: queryKeys.certificates.verify('TC-7K2M9QX4HZ8B'),
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
  reviewsPage: queryKeys.reviews.page(courseId, 1, 'visitor'),
  myReview: queryKeys.reviews.mine(courseId, userId),
  hiddenReviews: queryKeys.reviews.hidden(courseId, 1),
  otherCourseReviews: queryKeys.reviews.page('course-2', 1, 'visitor'),
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
  it("a course's reviews key covers its pages, the viewer's own and the hidden ones, no other course", async () => {
    expect(await invalidatedBy(queryKeys.reviews.course(courseId))).toEqual(
      ['hiddenReviews', 'myReview', 'reviewsPage'].sort(),
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

  it('the catalogue key covers the public course lists, searches, levels and pages only', async () => {
    expect(await invalidatedBy(queryKeys.catalog.all())).toEqual([
      'catalogCourse',
      'catalogCourses',
      'catalogLevels',
      'catalogSearch',
    ]);
  });

  it('public and admin lists of the same thing are separate keys', async () => {
    expect(await invalidatedBy(queryKeys.pricingPlans())).toEqual(['pricingPlans']);
    expect(await invalidatedBy(queryKeys.books.all())).toEqual(['publicBooks']);
    expect(await invalidatedBy(queryKeys.admin.books())).toEqual(['adminBooks']);
  });

  it('the public plans stay under the key pricing-plans', () => {
    expect(queryKeys.pricingPlans()).toEqual(['pricing-plans']);
  });
});

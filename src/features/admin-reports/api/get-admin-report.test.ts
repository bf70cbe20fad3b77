import { describe, expect, it } from 'vitest';
import { parseAdminReport } from './get-admin-report';

describe('admin report', () => {
  it('reads the eight counters, as numbers or strings, missing ones as 0', () => {
    expect(
      parseAdminReport({
        total_users: '12',
        students: 9,
        teachers: 2,
        administrators: 1,
        courses: 4,
        lessons: '30',
        enrollments: 7,
      }),
    ).toEqual({
      total_users: 12,
      students: 9,
      teachers: 2,
      administrators: 1,
      courses: 4,
      lessons: 30,
      enrollments: 7,
      certificates: 0,
    });
    expect(parseAdminReport(null).certificates).toBe(0);
  });
});

import { describe, expect, it } from 'vitest';
import { RpcResultError } from '@/lib/rpc-json';
import { parseAdminReport } from './get-admin-report';

const answer = {
  total_users: '12',
  students: 9,
  teachers: 2,
  administrators: 1,
  courses: 4,
  lessons: '30',
  enrollments: 7,
  certificates: 3,
};

describe('admin report', () => {
  it('reads the eight counters, as numbers or strings', () => {
    expect(parseAdminReport(answer)).toEqual({
      total_users: 12,
      students: 9,
      teachers: 2,
      administrators: 1,
      courses: 4,
      lessons: 30,
      enrollments: 7,
      certificates: 3,
    });
  });

  it('throws when a counter is missing or not a count, instead of showing 0', () => {
    expect(() => parseAdminReport({ ...answer, certificates: undefined })).toThrow(
      /get_admin_report: certificates: /,
    );
    expect(() => parseAdminReport({ ...answer, lessons: 'trinta' })).toThrow(/lessons: /);
    expect(() => parseAdminReport(null)).toThrow(RpcResultError);
  });
});

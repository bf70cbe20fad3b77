import { describe, expect, it } from 'vitest';
import { filterEnrollments, type CourseEnrollment } from './get-course-enrollments';

const row = (full_name: string | null, email: string | null): CourseEnrollment => ({
  id: `${full_name}-${email}`,
  progress: 0,
  completed: false,
  enrolled_at: '2026-11-01T10:00:00Z',
  profile: { id: 'p', full_name, email },
});

describe('enrolment search', () => {
  const rows = [row('João Câmara', 'joao@x.dev'), row(null, 'maria@y.dev'), row('Ana', null)];
  it('matches name or e-mail, ignoring case and accents', () => {
    expect(filterEnrollments(rows, 'camara').map((r) => r.profile?.full_name)).toEqual(['João Câmara']);
    expect(filterEnrollments(rows, 'MARIA@').map((r) => r.profile?.email)).toEqual(['maria@y.dev']);
    expect(filterEnrollments(rows, '  ')).toHaveLength(3);
    expect(filterEnrollments(rows, 'zzz')).toEqual([]);
  });
});

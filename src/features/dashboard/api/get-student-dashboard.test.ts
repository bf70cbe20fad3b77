import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { UnexpectedAnswerError } from '@/lib/api/answer';
import { getStudentDashboard } from './get-student-dashboard';

const rpc = vi.fn();
vi.mock('@/lib/load-supabase', () => ({ loadSupabase: async () => ({ rpc }) }));

beforeEach(() => vi.spyOn(console, 'error').mockImplementation(() => {}));
afterEach(() => {
  vi.restoreAllMocks();
  rpc.mockReset();
});

describe('student dashboard read', () => {
  it('asks get_student_dashboard once and throws the typed error when its counters changed', async () => {
    rpc.mockResolvedValue({
      data: {
        counters: { active_courses: 1, hours: 2, certificates: 0, average_progress: 10 },
        enrollments: [],
        tracks: [],
        assignments: [],
        study: undefined,
      },
      error: null,
    });
    const read = getStudentDashboard();
    await expect(read).rejects.toBeInstanceOf(UnexpectedAnswerError);
    await expect(read).rejects.toMatchObject({
      issues: [{ path: ['counters', 'study_seconds'] }, { path: ['study'] }],
    });
    expect(rpc).toHaveBeenCalledTimes(1);
    expect(rpc).toHaveBeenCalledWith('get_student_dashboard', {});
  });
});

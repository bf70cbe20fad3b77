import { describe, expect, it, vi } from 'vitest';
import { courseOutlineQueryPath, VISITOR } from './get-course-outline';

// The REST client reads the build's env; these tests only build query strings.
vi.mock('@/lib/api/rest', () => ({ restGet: vi.fn() }));

const params = (path: string) => new URL(`http://x/${path}`).searchParams;
const course = '0a000000-0000-4000-8000-0000000000c1';

describe('the player outline query', () => {
  it('a visitor reads the course, its outline and the lessons RLS gives (no progress, no enrolment)', () => {
    const query = params(courseOutlineQueryPath(course, VISITOR));
    expect(query.get('id')).toBe(`eq.${course}`);
    expect(query.get('select')).toContain('lesson_outlines(');
    expect(query.get('select')).toContain('lessons(id,video_url,description)');
    expect(query.get('select')).not.toMatch(/lesson_progress|watch_positions|enrollments/);
  });

  it('a signed-in viewer reads only their own progress, positions and enrolment', () => {
    const query = params(courseOutlineQueryPath(course, 'user-1'));
    expect(query.get('select')).toContain('watch_positions(position_seconds)');
    expect(query.get('lessons.lesson_progress.user_id')).toBe('eq.user-1');
    expect(query.get('lessons.watch_positions.user_id')).toBe('eq.user-1');
    expect(query.get('enrollments.user_id')).toBe('eq.user-1');
  });
});

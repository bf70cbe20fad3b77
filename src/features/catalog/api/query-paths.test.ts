import { describe, expect, it, vi } from 'vitest';
import { courseQueryPath } from './get-course';
import { coursesQueryPath } from './get-courses';

// The REST client reads the build's env; these tests only build query strings (what each read
// answers is checked by its schema: catalogue-reads.test.ts and the integration test of the reads).
vi.mock('@/lib/api/rest', () => ({ restGet: vi.fn() }));

const params = (path: string) => new URL(`http://x/${path}`).searchParams;

describe('catalogue REST queries', () => {
  it('lists active courses with lessons, newest first', () => {
    const query = params(coursesQueryPath());
    expect(query.get('is_active')).toBe('eq.true');
    expect(query.get('lesson_count')).toBe('gt.0');
    expect(query.get('order')).toBe('created_at.desc');
    expect(query.get('limit')).toBeNull();
    expect(params(coursesQueryPath(4)).get('limit')).toBe('4');
  });

  it('reads one course by slug with its modules in order, never the lessons or their videos', () => {
    const query = params(courseQueryPath('aws'));
    expect(query.get('slug')).toBe('eq.aws');
    expect(query.get('select')).not.toContain('lessons(');
    expect(query.get('select')).not.toContain('video_url');
    expect(query.get('course_modules.order')).toBe('order_index.asc');
  });

  it('keeps an odd slug inside its filter', () => {
    expect(params(courseQueryPath('a&limit=100')).get('slug')).toBe('eq.a&limit=100');
  });
});

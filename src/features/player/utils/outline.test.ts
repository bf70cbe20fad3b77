import { describe, expect, it } from 'vitest';
import {
  applyCompletion,
  buildOutline,
  completedLessonCount,
  lessonAccess,
  locateLesson,
  type OutlineRow,
} from './outline';

const at = (minute: number) => `2026-11-22 01:${String(minute).padStart(2, '0')}:00+00`;
const lesson = (id: string, moduleId: string, order: number, done = false, minute = 0) => ({
  id,
  module_id: moduleId,
  title: `Aula ${id}`,
  duration_minutes: 10,
  order_index: order,
  created_at: at(minute),
  video_url: 'https://youtu.be/SOTamWNgDKc',
  lesson_progress: done ? [{ completed: true }] : [],
});

// Rows arrive in any order; modules and lessons must come out in course order.
const row: OutlineRow = {
  id: 'course',
  slug: 'aws',
  title: 'AWS',
  lesson_count: 5,
  course_modules: [
    { id: 'm2', title: 'Serviços', order_index: 2, created_at: at(0) },
    { id: 'm1', title: 'Introdução', order_index: 1, created_at: at(0) },
    { id: 'm0', title: 'Vazio', order_index: 0, created_at: at(0) },
  ],
  lessons: [
    lesson('b2', 'm2', 2),
    lesson('a1', 'm1', 1, true),
    lesson('b1', 'm2', 1),
    lesson('a2', 'm1', 2, true),
    // Same order_index: the older lesson first (as the database orders them).
    lesson('b3-new', 'm2', 3, false, 5),
  ],
  enrollments: [{ progress: 40, completed: false }],
};

describe('buildOutline', () => {
  const outline = buildOutline(row);

  it('orders modules and lessons and drops modules without lessons', () => {
    expect(outline.modules.map((m) => m.id)).toEqual(['m1', 'm2']);
    expect(outline.modules[1]!.lessons.map((l) => l.id)).toEqual(['b1', 'b2', 'b3-new']);
  });

  it('breaks order_index ties by creation time, then id', () => {
    const tied = buildOutline({
      ...row,
      lessons: [
        lesson('z', 'm1', 1, false, 1),
        lesson('y', 'm1', 1, false, 2),
        lesson('x', 'm1', 1, false, 1),
      ],
    });
    expect(tied.modules[0]!.lessons.map((l) => l.id)).toEqual(['x', 'z', 'y']);
  });

  it('carries completion marks and the enrolment progress', () => {
    expect(completedLessonCount(outline)).toBe(2);
    expect(outline.enrollment).toEqual({ progress: 40, completed: false });
  });

  it('has no enrolment for a teacher or administrador who is not enrolled', () => {
    expect(buildOutline({ ...row, enrollments: [] }).enrollment).toBeNull();
  });
});

describe('lessonAccess', () => {
  it('is granted when the database returned lessons', () => {
    expect(lessonAccess(buildOutline(row))).toBe('granted');
  });
  it('is denied when the course has lessons but none came back (not enrolled)', () => {
    expect(lessonAccess(buildOutline({ ...row, lessons: [], enrollments: [] }))).toBe('denied');
  });
  it('is granted (and every lesson "not found") when the course has no lessons at all', () => {
    expect(lessonAccess(buildOutline({ ...row, lesson_count: 0, lessons: [] }))).toBe('granted');
  });
});

describe('locateLesson', () => {
  const outline = buildOutline(row);

  it('finds previous and next across modules', () => {
    const position = locateLesson(outline, 'a2')!;
    expect(position.index).toBe(1);
    expect(position.total).toBe(5);
    expect(position.module.id).toBe('m1');
    expect(position.previous?.id).toBe('a1');
    expect(position.next?.id).toBe('b1');
  });

  it('has no previous on the first lesson and no next on the last', () => {
    expect(locateLesson(outline, 'a1')!.previous).toBeNull();
    expect(locateLesson(outline, 'b3-new')!.next).toBeNull();
  });

  it('returns null for a lesson the viewer does not have', () => {
    expect(locateLesson(outline, 'other')).toBeNull();
  });
});

describe('applyCompletion', () => {
  it('marks the lesson and takes the progress computed by the database', () => {
    const outline = buildOutline(row);
    const next = applyCompletion(outline, 'b1', {
      course_id: 'course',
      progress: 60,
      completed: false,
      completed_at: at(9),
    });
    expect(locateLesson(next, 'b1')!.lesson.completed).toBe(true);
    expect(completedLessonCount(next)).toBe(3);
    expect(next.enrollment).toEqual({ progress: 60, completed: false });
    // The cached original is left untouched (React Query compares by reference).
    expect(locateLesson(outline, 'b1')!.lesson.completed).toBe(false);
  });
});

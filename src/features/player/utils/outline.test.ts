import { describe, expect, it } from 'vitest';
import {
  applyCompletion,
  applyWatchPosition,
  buildOutline,
  completedLessonCount,
  locateLesson,
  opensEveryLesson,
  type OutlineRow,
} from './outline';

const at = (minute: number) => `2026-11-22 01:${String(minute).padStart(2, '0')}:00+00`;
const outline = (id: string, moduleId: string, order: number, minute = 0, isPreview = false) => ({
  id,
  module_id: moduleId,
  title: `Aula ${id}`,
  duration_minutes: 10,
  order_index: order,
  created_at: at(minute),
  is_preview: isPreview,
});
const readable = (id: string, done = false, position?: number) => ({
  id,
  video_url: 'https://youtu.be/SOTamWNgDKc',
  description: `Sobre ${id}`,
  lesson_progress: done ? [{ completed: true }] : [],
  watch_positions: position === undefined ? [] : [{ position_seconds: position }],
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
  lesson_outlines: [
    outline('b2', 'm2', 2),
    outline('a1', 'm1', 1, 0, true),
    outline('b1', 'm2', 1),
    outline('a2', 'm1', 2),
    // Same order_index: the older lesson first (as the database orders them).
    outline('b3-new', 'm2', 3, 5),
  ],
  lessons: [
    readable('b2'),
    readable('a1', true),
    readable('b1', false, 42),
    readable('a2', true),
    readable('b3-new'),
  ],
  enrollments: [{ progress: 40, completed: false }],
};

describe('buildOutline', () => {
  const built = buildOutline(row);

  it('orders modules and lessons and drops modules without lessons', () => {
    expect(built.modules.map((m) => m.id)).toEqual(['m1', 'm2']);
    expect(built.modules[1]!.lessons.map((l) => l.id)).toEqual(['b1', 'b2', 'b3-new']);
  });

  it('breaks order_index ties by creation time, then id', () => {
    const tied = buildOutline({
      ...row,
      lesson_outlines: [outline('z', 'm1', 1, 1), outline('y', 'm1', 1, 2), outline('x', 'm1', 1, 1)],
    });
    expect(tied.modules[0]!.lessons.map((l) => l.id)).toEqual(['x', 'z', 'y']);
  });

  it('carries completion marks, saved positions, descriptions and the enrolment progress', () => {
    expect(completedLessonCount(built)).toBe(2);
    expect(locateLesson(built, 'b1')!.lesson).toMatchObject({
      positionSeconds: 42,
      description: 'Sobre b1',
      locked: false,
    });
    expect(locateLesson(built, 'b2')!.lesson.positionSeconds).toBe(0);
    expect(built.enrollment).toEqual({ progress: 40, completed: false });
    expect(opensEveryLesson(built)).toBe(true);
  });

  it('a visitor gets the whole curriculum, with only the free lessons open', () => {
    const visitor = buildOutline({ ...row, lessons: [readable('a1')], enrollments: undefined });
    expect(visitor.enrollment).toBeNull();
    expect(visitor.modules.flatMap((m) => m.lessons.map((l) => [l.id, l.locked, l.isPreview]))).toEqual([
      ['a1', false, true],
      ['a2', true, false],
      ['b1', true, false],
      ['b2', true, false],
      ['b3-new', true, false],
    ]);
    expect(locateLesson(visitor, 'a2')!.lesson).toMatchObject({ videoUrl: null, description: null });
    expect(opensEveryLesson(visitor)).toBe(false);
  });

  it('has no enrolment for a teacher or administrador who is not enrolled', () => {
    expect(buildOutline({ ...row, enrollments: [] }).enrollment).toBeNull();
  });
});

describe('locateLesson', () => {
  const built = buildOutline(row);

  it('finds previous and next across modules', () => {
    const position = locateLesson(built, 'a2')!;
    expect(position.index).toBe(1);
    expect(position.total).toBe(5);
    expect(position.module.id).toBe('m1');
    expect(position.previous?.id).toBe('a1');
    expect(position.next?.id).toBe('b1');
  });

  it('has no previous on the first lesson and no next on the last', () => {
    expect(locateLesson(built, 'a1')!.previous).toBeNull();
    expect(locateLesson(built, 'b3-new')!.next).toBeNull();
  });

  it('returns null for a lesson the course does not have', () => {
    expect(locateLesson(built, 'other')).toBeNull();
  });
});

describe('patching the cached outline', () => {
  it('applyCompletion marks the lesson and takes the progress computed by the database', () => {
    const built = buildOutline(row);
    const next = applyCompletion(built, 'b1', {
      course_id: 'course',
      progress: 60,
      completed: false,
      completed_at: at(9),
    });
    expect(locateLesson(next, 'b1')!.lesson.completed).toBe(true);
    expect(completedLessonCount(next)).toBe(3);
    expect(next.enrollment).toEqual({ progress: 60, completed: false });
    // The cached original is left untouched (React Query compares by reference).
    expect(locateLesson(built, 'b1')!.lesson.completed).toBe(false);
  });

  it('applyWatchPosition keeps the saved second, and the same object when nothing changed', () => {
    const built = buildOutline(row);
    const moved = applyWatchPosition(built, 'b2', 42);
    expect(locateLesson(moved, 'b2')!.lesson.positionSeconds).toBe(42);
    expect(locateLesson(built, 'b2')!.lesson.positionSeconds).toBe(0);
    expect(applyWatchPosition(moved, 'b2', 42)).toBe(moved);
  });
});

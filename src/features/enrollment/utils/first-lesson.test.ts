import { describe, expect, it } from 'vitest';
import { pickFirstLesson } from './first-lesson';

describe('pickFirstLesson', () => {
  it('opens the first lesson of the first module by order_index', () => {
    const modules = [
      { id: 'm2', order_index: 2, lessons: [{ id: 'l21', order_index: 1 }] },
      {
        id: 'm1',
        order_index: 1,
        lessons: [
          { id: 'l12', order_index: 2 },
          { id: 'l11', order_index: 1 },
        ],
      },
    ];
    expect(pickFirstLesson(modules)).toEqual({ moduleId: 'm1', lessonId: 'l11' });
  });

  it('skips modules that have no lessons yet', () => {
    const modules = [
      { id: 'm1', order_index: 1, lessons: [] },
      { id: 'm2', order_index: 2, lessons: null },
      { id: 'm3', order_index: 3, lessons: [{ id: 'l31', order_index: 5 }] },
    ];
    expect(pickFirstLesson(modules)).toEqual({ moduleId: 'm3', lessonId: 'l31' });
  });

  it('returns null for a course without lessons', () => {
    expect(pickFirstLesson([])).toBeNull();
    expect(pickFirstLesson(null)).toBeNull();
    expect(pickFirstLesson([{ id: 'm1', order_index: 1, lessons: [] }])).toBeNull();
  });

  it('breaks order_index ties the same way every time', () => {
    const modules = [
      { id: 'b', order_index: 1, lessons: [{ id: 'lb', order_index: 1 }] },
      { id: 'a', order_index: 1, lessons: [{ id: 'la', order_index: 1 }] },
    ];
    expect(pickFirstLesson(modules)?.lessonId).toBe('la');
  });
});

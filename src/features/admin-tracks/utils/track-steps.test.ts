import { describe, expect, it } from 'vitest';
import {
  addCourse,
  moveAnnouncement,
  moveCourse,
  stepsChanged,
  stepsFromAdmin,
  stepsPayload,
} from './track-steps';

const a = { courseId: 'a', title: 'AWS' };
const b = { courseId: 'b', title: 'Azure' };
const c = { courseId: 'c', title: 'DevOps' };

const stored = (position: number, kind: 'course' | 'exam', id: string) => ({
  position,
  kind,
  course_id: id,
  course_title: id.toUpperCase(),
  course_active: true,
});

describe('track steps', () => {
  it('reads the stored steps in position order, the simulado apart', () => {
    expect(
      stepsFromAdmin([stored(3, 'exam', 'a'), stored(2, 'course', 'b'), stored(1, 'course', 'a')]),
    ).toEqual({
      courses: [
        { courseId: 'a', title: 'A' },
        { courseId: 'b', title: 'B' },
      ],
      examCourseId: 'a',
    });
    expect(stepsFromAdmin([]).examCourseId).toBe('');
  });

  it('sends the courses in order and the simulado last', () => {
    expect(stepsPayload({ courses: [b, a], examCourseId: 'a' })).toEqual([
      { kind: 'course', course_id: 'b' },
      { kind: 'course', course_id: 'a' },
      { kind: 'exam', course_id: 'a' },
    ]);
    expect(stepsPayload({ courses: [a], examCourseId: '' })).toEqual([{ kind: 'course', course_id: 'a' }]);
  });

  it('moves a course up, down and to a dropped position; out of range changes nothing', () => {
    expect(moveCourse([a, b, c], 2, 0)).toEqual([c, a, b]);
    expect(moveCourse([a, b, c], 0, 1)).toEqual([b, a, c]);
    expect(moveCourse([a, b, c], 0, -1)).toEqual([a, b, c]);
    expect(moveCourse([a, b, c], 2, 3)).toEqual([a, b, c]);
  });

  it('adds a course once', () => {
    expect(addCourse([a], b)).toEqual([a, b]);
    expect(addCourse([a, b], a)).toEqual([a, b]);
  });

  it('announces the new position counted from 1', () => {
    expect(moveAnnouncement('Azure', 0, 3)).toBe('Etapa "Azure" movida para a posição 1 de 3.');
  });

  it('knows whether the steps changed', () => {
    expect(stepsChanged({ courses: [a, b], examCourseId: '' }, { courses: [a, b], examCourseId: '' })).toBe(
      false,
    );
    expect(stepsChanged({ courses: [a, b], examCourseId: '' }, { courses: [b, a], examCourseId: '' })).toBe(
      true,
    );
    expect(stepsChanged({ courses: [a], examCourseId: '' }, { courses: [a], examCourseId: 'a' })).toBe(true);
  });
});

import { describe, expect, it } from 'vitest';
import { RpcResultError } from '@/lib/rpc-json';
import { parseStudentDashboard, parseTeacherDashboard } from './dashboard-schemas';

const lesson = { id: 'l2', title: 'Gradiente descendente', module_title: 'Fundamentos' };

const enrollment = {
  id: 'e1',
  progress: 29,
  completed: false,
  enrolled_at: '2026-11-08 02:12:22.21+00',
  lessons_completed: 2,
  lessons_total: 7,
  next_lesson: lesson,
  continue_lesson: { ...lesson, position_seconds: 42 },
  missing: ['Falta: quiz do módulo 3'],
  course: {
    id: 'c1',
    slug: 'aws',
    title: 'AWS',
    description: null,
    image_url: null,
    duration: '8 semanas',
    level: null,
    price: '297.00',
    total_hours: 12,
    lesson_count: 7,
    total_minutes: 420,
    is_active: true,
  },
};

const days = ['23', '24', '25', '26', '27', '28', '29'].map((day, index) => ({
  date: `2026-11-${day}`,
  minutes: index === 0 ? 20 : index === 2 ? '15' : 0,
  lessons: index === 0 ? 1 : 0,
  lessons_completed: index === 0 ? 1 : index === 3 ? '2' : 0,
}));

const study = {
  timezone: 'America/Sao_Paulo',
  week_start: '2026-11-23',
  week_end: '2026-11-29',
  today: '2026-11-26',
  goal: { kind: 'minutes', target: 120, since: '2026-11-16' },
  minutes: 35,
  lessons: 1,
  lessons_completed: 3,
  percent: 29,
  met: false,
  days,
  streak: { weeks: 3, frozen_weeks: ['2026-11-02'], freeze_available: false },
  points: { total: '120', this_week: 20 },
};

const studentAnswer = {
  counters: { active_courses: 2, study_seconds: '1', certificates: 0, average_progress: 23 },
  enrollments: [enrollment],
  assignments: [],
  tracks: [],
  study,
};

const followedTrack = {
  id: 't1',
  slug: 'arquiteto-de-solucoes-aws',
  title: 'Arquiteto(a) de Soluções AWS',
  target_role: 'Arquiteto(a) de Soluções AWS',
  image_url: null,
  followed_at: '2026-12-06T10:00:00Z',
  certificate_code: null,
  steps_done: 3,
  steps_total: 5,
  percent: 71,
  step_states: [
    { position: 3, kind: 'course', course_title: 'Azure', state: 'done', percent: 100, best_score: null },
    {
      position: 4,
      kind: 'course',
      course_title: 'DevOps',
      state: 'in_progress',
      percent: 57,
      best_score: null,
    },
    { position: 5, kind: 'exam', course_title: 'DevOps', state: 'todo', percent: 0, best_score: null },
  ],
  minutes_left: 1080,
  hours_left: 18,
  completed: false,
  best_exam_score: null,
  next_step: {
    position: 4,
    kind: 'course',
    course_id: 'c4',
    course_slug: 'devops',
    course_title: 'DevOps',
    enrolled: true,
    lesson: { id: 'l9', title: 'Pipelines', module_title: 'CI/CD', position_seconds: 42 },
  },
};

const teacherAnswer = {
  own_courses: 2,
  total_students: '5',
  certificates_issued: 1,
  courses: [
    {
      id: 'c1',
      slug: 'aws',
      title: 'AWS',
      description: null,
      image_url: null,
      total_students: 3,
      is_active: false,
    },
  ],
};

/** The paths zod names when the answer does not fit (the parse throws). */
function failingPaths(parse: () => unknown): string[] {
  try {
    parse();
  } catch (error) {
    if (error instanceof RpcResultError) return error.issues.map((issue) => issue.path.join('.'));
    throw error;
  }
  throw new Error('the answer was accepted');
}

describe('get_student_dashboard answer', () => {
  it('is read with numeric strings and the next lesson', () => {
    const dashboard = parseStudentDashboard(studentAnswer);
    expect(dashboard.counters).toEqual({
      activeCourses: 2,
      studySeconds: 1,
      certificates: 0,
      averageProgress: 23,
    });
    expect(dashboard.enrollments[0]).toEqual({
      id: 'e1',
      progress: 29,
      completed: false,
      enrolledAt: '2026-11-08 02:12:22.21+00',
      lessonsCompleted: 2,
      lessonsTotal: 7,
      nextLesson: lesson,
      continueLesson: { ...lesson, positionSeconds: 42 },
      missing: ['Falta: quiz do módulo 3'],
      course: {
        id: 'c1',
        slug: 'aws',
        title: 'AWS',
        description: null,
        image_url: null,
        duration: '8 semanas',
        level: null,
        price: 297,
        is_active: true,
      },
    });
  });

  it("reads the followed tracks: steps done, hours left and the lesson 'Continuar' opens", () => {
    const { tracks } = parseStudentDashboard({ ...studentAnswer, tracks: [followedTrack] });
    expect(tracks).toEqual([
      {
        id: 't1',
        slug: 'arquiteto-de-solucoes-aws',
        title: 'Arquiteto(a) de Soluções AWS',
        targetRole: 'Arquiteto(a) de Soluções AWS',
        certificateCode: null,
        stepsDone: 3,
        stepsTotal: 5,
        percent: 71,
        hoursLeft: 18,
        completed: false,
        steps: [
          { position: 3, kind: 'course', courseTitle: 'Azure', state: 'done', percent: 100, bestScore: null },
          {
            position: 4,
            kind: 'course',
            courseTitle: 'DevOps',
            state: 'in_progress',
            percent: 57,
            bestScore: null,
          },
          { position: 5, kind: 'exam', courseTitle: 'DevOps', state: 'todo', percent: 0, bestScore: null },
        ],
        nextStep: {
          kind: 'course',
          courseId: 'c4',
          courseSlug: 'devops',
          courseTitle: 'DevOps',
          lesson: { id: 'l9', title: 'Pipelines', positionSeconds: 42 },
        },
      },
    ]);
    expect(
      failingPaths(() =>
        parseStudentDashboard({ ...studentAnswer, tracks: [{ ...followedTrack, steps_done: undefined }] }),
      ),
    ).toEqual(['tracks.0.steps_done']);
    expect(
      failingPaths(() =>
        parseStudentDashboard({ ...studentAnswer, tracks: [{ ...followedTrack, step_states: undefined }] }),
      ),
    ).toEqual(['tracks.0.step_states']);
  });

  it('accepts no enrolments and a course without lessons (no next lesson)', () => {
    expect(
      parseStudentDashboard({
        counters: { active_courses: 0, study_seconds: 0, certificates: 0, average_progress: 0 },
        enrollments: [],
        tracks: [],
        assignments: [],
        study,
      }).enrollments,
    ).toEqual([]);
    const [card] = parseStudentDashboard({
      ...studentAnswer,
      enrollments: [{ ...enrollment, next_lesson: null, continue_lesson: null }],
    }).enrollments;
    expect(card?.nextLesson).toBeNull();
    expect(card?.continueLesson).toBeNull();
  });

  it('throws on a missing or mistyped field instead of showing "" or 0', () => {
    expect(failingPaths(() => parseStudentDashboard(null))).toEqual(['']);
    expect(
      failingPaths(() =>
        parseStudentDashboard({
          ...studentAnswer,
          counters: { ...studentAnswer.counters, certificates: undefined },
          tracks: [],
          enrollments: [
            { ...enrollment, lessons_total: undefined },
            { ...enrollment, course: { ...enrollment.course, slug: 7 } },
            { ...enrollment, missing: undefined },
          ],
        }),
      ),
    ).toEqual([
      'counters.certificates',
      'enrollments.0.lessons_total',
      'enrollments.1.course.slug',
      'enrollments.2.missing',
    ]);
    expect(
      failingPaths(() =>
        parseStudentDashboard({
          ...studentAnswer,
          enrollments: [{ ...enrollment, next_lesson: { id: 'x' } }],
        }),
      ),
    ).toEqual(['enrollments.0.next_lesson.title', 'enrollments.0.next_lesson.module_title']);
    expect(
      failingPaths(() =>
        parseStudentDashboard({ ...studentAnswer, enrollments: [{ ...enrollment, progress: 'muito' }] }),
      ),
    ).toEqual(['enrollments.0.progress']);
  });
});

describe("get_student_dashboard's study week", () => {
  it('is read with the goal, the seven days, the streak and the points', () => {
    expect(parseStudentDashboard(studentAnswer).study).toEqual({
      weekStart: '2026-11-23',
      weekEnd: '2026-11-29',
      today: '2026-11-26',
      goal: { kind: 'minutes', target: 120, since: '2026-11-16' },
      minutes: 35,
      lessons: 1,
      lessonsCompleted: 3,
      percent: 29,
      met: false,
      days: days.map((day) => ({
        date: day.date,
        minutes: Number(day.minutes),
        lessons: day.lessons,
        lessonsCompleted: Number(day.lessons_completed),
      })),
      streak: { weeks: 3, frozenWeeks: ['2026-11-02'], freezeAvailable: false },
      points: { total: 120, thisWeek: 20 },
    });
  });

  it('reads a week without a goal (no percent yet)', () => {
    const { study: week } = parseStudentDashboard({
      ...studentAnswer,
      study: { ...study, goal: null, percent: null },
    });
    expect(week.goal).toBeNull();
    expect(week.percent).toBeNull();
  });

  it('throws on an unknown unit, a week that is not seven days or a missing streak', () => {
    expect(
      failingPaths(() =>
        parseStudentDashboard({
          ...studentAnswer,
          study: { ...study, goal: { ...study.goal, kind: 'hours' }, days: days.slice(1), streak: undefined },
        }),
      ),
    ).toEqual(['study.goal.kind', 'study.days', 'study.streak']);
  });
});

describe('get_teacher_dashboard answer', () => {
  it('is read with counters and courses', () => {
    expect(parseTeacherDashboard(teacherAnswer)).toEqual({
      ownCourses: 2,
      totalStudents: 5,
      certificatesIssued: 1,
      courses: [
        {
          id: 'c1',
          slug: 'aws',
          title: 'AWS',
          description: null,
          image_url: null,
          totalStudents: 3,
          is_active: false,
        },
      ],
    });
  });

  it('throws on a missing or mistyped field', () => {
    expect(
      failingPaths(() => parseTeacherDashboard({ ...teacherAnswer, certificates_issued: undefined })),
    ).toEqual(['certificates_issued']);
    expect(
      failingPaths(() =>
        parseTeacherDashboard({
          ...teacherAnswer,
          courses: [{ ...teacherAnswer.courses[0], is_active: 'sim' }],
        }),
      ),
    ).toEqual(['courses.0.is_active']);
  });
});

// The dashboard RPCs' answers (contract at the top of supabase/migrations/*_rpcs.sql), parsed
// with zod: a field the database stops sending fails here, not on the screen as '' or 0.
import { z } from 'zod';
import { jsonCount, jsonNumber, parseRpcResult } from '@/lib/rpc-json';
import {
  clampPercent,
  type ContinueLesson,
  type DashboardCourse,
  type FollowedTrack,
  type StudentDashboard,
  type TeacherDashboard,
} from '../utils/dashboard-data';
import { studyWeekSchema } from './study-week-schema';

/** What the person's companies assigned them: status and progress are the database's. */
export const myAssignmentsSchema = z.array(
  z.object({
    assignment_id: z.string().min(1),
    organisation_id: z.string().min(1),
    organisation_name: z.string(),
    kind: z.enum(['track', 'course']),
    item_id: z.string().min(1),
    title: z.string(),
    slug: z.string(),
    due_on: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
    progress: jsonCount,
    status: z.enum(['done', 'on_track', 'late']),
  }),
);
export type MyAssignment = z.output<typeof myAssignmentsSchema>[number];

const percent = jsonNumber.transform(clampPercent);

const courseFields = {
  id: z.string().min(1),
  slug: z.string().min(1),
  title: z.string(),
  description: z.string().nullable(),
  image_url: z.string().nullable(),
  is_active: z.boolean(),
};

const studentCourse = z
  .object({
    ...courseFields,
    level: z.string().nullable(),
    duration: z.string().nullable(),
    price: jsonNumber.nullable(),
  })
  .transform((course): DashboardCourse => ({
    id: course.id,
    slug: course.slug,
    title: course.title,
    description: course.description,
    image_url: course.image_url,
    level: course.level,
    duration: course.duration,
    price: course.price,
    is_active: course.is_active,
  }));

const nextLesson = z
  .object({ id: z.string().min(1), title: z.string(), module_title: z.string().nullable() })
  .nullable();

const continueLesson = z
  .object({
    id: z.string().min(1),
    title: z.string(),
    module_title: z.string().nullable(),
    position_seconds: jsonCount,
  })
  .nullable()
  .transform((lesson): ContinueLesson | null =>
    lesson
      ? {
          id: lesson.id,
          title: lesson.title,
          module_title: lesson.module_title,
          positionSeconds: lesson.position_seconds,
        }
      : null,
  );

const followedTrack = z
  .object({
    id: z.string().min(1),
    slug: z.string().min(1),
    title: z.string(),
    target_role: z.string(),
    certificate_code: z.string().nullable(),
    steps_done: jsonCount,
    steps_total: jsonCount,
    percent,
    hours_left: jsonCount,
    completed: z.boolean(),
    step_states: z.array(
      z.object({
        position: jsonCount,
        kind: z.enum(['course', 'exam']),
        course_title: z.string(),
        state: z.enum(['done', 'in_progress', 'todo']),
        percent,
        best_score: jsonCount.nullable(),
      }),
    ),
    next_step: z
      .object({
        kind: z.enum(['course', 'exam']),
        course_id: z.string().min(1),
        course_slug: z.string().min(1),
        course_title: z.string(),
        lesson: z
          .object({ id: z.string().min(1), title: z.string(), position_seconds: jsonCount })
          .nullable(),
      })
      .nullable(),
  })
  .transform((track): FollowedTrack => ({
    id: track.id,
    slug: track.slug,
    title: track.title,
    targetRole: track.target_role,
    certificateCode: track.certificate_code,
    stepsDone: track.steps_done,
    stepsTotal: track.steps_total,
    percent: track.percent,
    hoursLeft: track.hours_left,
    completed: track.completed,
    steps: track.step_states.map((step) => ({
      position: step.position,
      kind: step.kind,
      courseTitle: step.course_title,
      state: step.state,
      percent: step.percent,
      bestScore: step.best_score,
    })),
    nextStep: track.next_step && {
      kind: track.next_step.kind,
      courseId: track.next_step.course_id,
      courseSlug: track.next_step.course_slug,
      courseTitle: track.next_step.course_title,
      lesson: track.next_step.lesson && {
        id: track.next_step.lesson.id,
        title: track.next_step.lesson.title,
        positionSeconds: track.next_step.lesson.position_seconds,
      },
    },
  }));

export const studentDashboardSchema = z
  .object({
    counters: z.object({
      active_courses: jsonCount,
      study_seconds: jsonCount,
      certificates: jsonCount,
      average_progress: percent,
    }),
    enrollments: z.array(
      z.object({
        id: z.string().min(1),
        progress: percent,
        completed: z.boolean(),
        enrolled_at: z.string().nullable(),
        lessons_completed: jsonCount,
        lessons_total: jsonCount,
        next_lesson: nextLesson,
        continue_lesson: continueLesson,
        course: studentCourse,
        missing: z.array(z.string()),
      }),
    ),
    tracks: z.array(followedTrack),
    study: studyWeekSchema,
    assignments: myAssignmentsSchema,
  })
  .transform(({ counters, enrollments, tracks, study, assignments }): StudentDashboard => ({
    counters: {
      activeCourses: counters.active_courses,
      studySeconds: counters.study_seconds,
      certificates: counters.certificates,
      averageProgress: counters.average_progress,
    },
    enrollments: enrollments.map((enrollment) => ({
      id: enrollment.id,
      progress: enrollment.progress,
      completed: enrollment.completed,
      enrolledAt: enrollment.enrolled_at,
      lessonsCompleted: enrollment.lessons_completed,
      lessonsTotal: enrollment.lessons_total,
      course: enrollment.course,
      nextLesson: enrollment.next_lesson,
      continueLesson: enrollment.continue_lesson,
      missing: enrollment.missing,
    })),
    tracks,
    study,
    assignments,
  }));

export const teacherDashboardSchema = z
  .object({
    own_courses: jsonCount,
    total_students: jsonCount,
    certificates_issued: jsonCount,
    courses: z.array(z.object({ ...courseFields, total_students: jsonCount })),
  })
  .transform((data): TeacherDashboard => ({
    ownCourses: data.own_courses,
    totalStudents: data.total_students,
    certificatesIssued: data.certificates_issued,
    courses: data.courses.map(({ total_students, ...course }) => ({
      ...course,
      totalStudents: total_students,
    })),
  }));

export const parseStudentDashboard = (data: unknown) =>
  parseRpcResult('get_student_dashboard', studentDashboardSchema, data);

export const parseTeacherDashboard = (data: unknown) =>
  parseRpcResult('get_teacher_dashboard', teacherDashboardSchema, data);

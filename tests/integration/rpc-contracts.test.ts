// The app's zod schemas for RPC answers, run against the real RPCs: when a migration changes what
// an RPC returns, this fails (the app would otherwise fail on screen). The schemas are the ones
// the screens use (src/features/*/api).
import { describe, expect, it } from 'vitest';
import { parseCertificateStudents } from '@/features/admin-certificates/api/get-certificate-students';
import { parseIssuedCertificates } from '@/features/admin-certificates/api/get-issued-certificates';
import { parseCourseEnrollments } from '@/features/admin-enrollments/api/get-course-enrollments';
import { parseAdminReport } from '@/features/admin-reports/api/get-admin-report';
import { parseTeachers } from '@/features/admin-teachers/api/get-teachers';
import { parseAdminUsers } from '@/features/admin-users/api/get-admin-users';
import { parseVerifiedCertificate } from '@/features/certificates/api/verified-certificate-schema';
import { parseStudentDashboard, parseTeacherDashboard } from '@/features/dashboard/api/dashboard-schemas';
import { parseStudyWeek } from '@/features/dashboard/api/study-week-schema';
import { courseRankingSchema } from '@/features/study/api/course-ranking';
import { studyCalendarSchema } from '@/features/study/api/get-study-calendar';
import { pointsPageSchema } from '@/features/study/api/list-my-points';
import { parseContinueLesson } from '@/features/enrollment/api/continue-lesson-schema';
import { completionResultSchema } from '@/features/player/api/complete-lesson';
import { watchPositionSchema } from '@/features/player/api/watch-position-schema';
import { parseProfileStats } from '@/features/profile/api/get-profile-stats';
import { parseCourseStudents } from '@/features/dashboard/api/get-course-students';
import { parseWaitingQuestions } from '@/features/dashboard/api/get-waiting-questions';
import { parseQuestionList } from '@/features/lesson-questions/api/list-lesson-questions';
import {
  parseAnswer,
  parseQuestion,
  parseQuestionThread,
} from '@/features/lesson-questions/api/question-schemas';
import { parseNotificationList } from '@/features/notifications/api/list-notifications';
import { parseHiddenReviews } from '@/features/reviews/api/get-hidden-reviews';
import { ownReviewSchema, parseMyReview } from '@/features/reviews/api/get-my-review';
import { parseRpcResult } from '@/lib/rpc-json';
import { anonClient, createUser, sql, stack } from '../support/stack';
import { createCourse, enrol, linkTeacher } from './database/fixtures';

describe('RPC answers match the schemas the app parses them with', () => {
  it('complete_lesson, get_student_dashboard and get_profile_stats for a student', async () => {
    const student = await createUser();
    const course = await createCourse({ lessonsPerModule: [2] });
    const empty = await createCourse({ lessonsPerModule: [] });
    await enrol(student.userId, course.courseId);
    await enrol(student.userId, empty.courseId);

    const completion = await student.client.rpc('complete_lesson', { p_lesson_id: course.lessonIds[0]! });
    expect(completion.error).toBeNull();
    expect(parseRpcResult('complete_lesson', completionResultSchema, completion.data)).toMatchObject({
      course_id: course.courseId,
      progress: 50,
      completed: false,
      study: { counted: false, reason: 'lesson_not_watched', pointsAwarded: false },
    });

    const dashboard = await student.client.rpc('get_student_dashboard');
    expect(dashboard.error).toBeNull();
    const parsed = parseStudentDashboard(dashboard.data);
    expect(parsed.counters.activeCourses).toBe(2);
    const card = parsed.enrollments.find((enrollment) => enrollment.course.id === course.courseId);
    expect(card).toMatchObject({ progress: 50, lessonsCompleted: 1, lessonsTotal: 2 });
    expect(card?.nextLesson?.id).toBe(course.lessonIds[1]);
    // A course without lessons has no next lesson: null is part of the contract.
    expect(
      parsed.enrollments.find((enrollment) => enrollment.course.id === empty.courseId)?.nextLesson,
    ).toBeNull();

    const stats = await student.client.rpc('get_profile_stats');
    expect(stats.error).toBeNull();
    expect(parseProfileStats(stats.data)).toMatchObject({ courses: 2, certificates: 0 });
  });

  it('save_watch_position, get_continue_lesson and the dashboard’s continue_lesson for a student', async () => {
    const student = await createUser();
    const course = await createCourse({ lessonsPerModule: [2] });
    await enrol(student.userId, course.courseId);
    const saved = await student.client.rpc('save_watch_position', {
      p_lesson_id: course.lessonIds[1]!,
      p_position_seconds: 42,
    });
    expect(saved.error).toBeNull();
    expect(parseRpcResult('save_watch_position', watchPositionSchema, saved.data)).toMatchObject({
      lesson_id: course.lessonIds[1],
      position_seconds: 42,
      study: { counted: false, reason: 'lesson_not_watched', watchedSeconds: 0 },
    });
    const resume = await student.client.rpc('get_continue_lesson', { p_course_id: course.courseId });
    expect(parseContinueLesson(resume.data)).toMatchObject({ id: course.lessonIds[1], position_seconds: 42 });
    const outsider = await createUser();
    const none = await outsider.client.rpc('get_continue_lesson', { p_course_id: course.courseId });
    expect(parseContinueLesson(none.data)).toBeNull();
    const dashboard = parseStudentDashboard((await student.client.rpc('get_student_dashboard')).data);
    expect(dashboard.enrollments[0]).toMatchObject({
      continueLesson: { id: course.lessonIds[1], positionSeconds: 42 },
      course: { price: 100 },
    });
  });

  it('the engagement reads: the goal, the week, the calendar, the points and the course ranking', async () => {
    const student = await createUser({ fullName: 'Marina Souza' });
    const course = await createCourse({ lessonsPerModule: [2] });
    await enrol(student.userId, course.courseId);
    expect(
      (await student.client.rpc('complete_lesson', { p_lesson_id: course.lessonIds[0]! })).error,
    ).toBeNull();

    const set = await student.client.rpc('set_study_goal', { p_kind: 'lessons', p_target: 3 });
    expect(set.error).toBeNull();
    expect(parseStudyWeek('set_study_goal')(set.data)).toMatchObject({
      goal: { kind: 'lessons', target: 3 },
      percent: 0,
      met: false,
    });
    const week = await student.client.rpc('get_my_study_week');
    expect(parseStudyWeek('get_my_study_week')(week.data).days).toHaveLength(7);
    expect(parseStudentDashboard((await student.client.rpc('get_student_dashboard')).data).study).toEqual(
      parseStudyWeek('get_my_study_week')(week.data),
    );

    const calendar = await student.client.rpc('get_my_study_calendar');
    expect(calendar.error).toBeNull();
    expect(parseRpcResult('get_my_study_calendar', studyCalendarSchema, calendar.data)).toMatchObject({
      activeDays: 1,
      days: [{ lessonsCompleted: 1 }],
    });

    // The shape of a points row: awarded here by hand (earning it takes real watching time).
    await sql`insert into public.point_events (user_id, reason, points, course_id, subject_id)
              values (${student.userId}, 'lesson_finished', 10, ${course.courseId}, ${course.lessonIds[0]!})`;
    const points = await student.client.rpc('list_my_points', { p_page: 1 });
    expect(points.error).toBeNull();
    expect(parseRpcResult('list_my_points', pointsPageSchema, points.data)).toMatchObject({
      total: 1,
      totalPoints: 10,
      rows: [{ reason: 'lesson_finished', points: 10, course: { id: course.courseId } }],
    });

    const joined = await student.client.rpc('set_course_ranking', {
      p_course_id: course.courseId,
      p_visible: true,
    });
    expect(joined.error).toBeNull();
    const ranking = await student.client.rpc('get_course_ranking', { p_course_id: course.courseId });
    expect(parseRpcResult('get_course_ranking', courseRankingSchema, ranking.data)).toMatchObject({
      visible: true,
      myPoints: 10,
      myPosition: 1,
      rows: [{ position: 1, firstName: 'Marina', points: 10, isMe: true }],
    });
  });

  it('get_teacher_dashboard for a teacher', async () => {
    const teacher = await createUser({ role: 'professor' });
    const course = await createCourse();
    await linkTeacher(teacher.userId, course.courseId);
    const { data, error } = await teacher.client.rpc('get_teacher_dashboard');
    expect(error).toBeNull();
    expect(parseTeacherDashboard(data)).toMatchObject({
      ownCourses: 1,
      courses: [{ id: course.courseId, slug: course.slug, totalStudents: 0, is_active: true }],
    });
  });

  it('get_admin_report for an administrador', async () => {
    const admin = await createUser({ role: 'administrador' });
    const { data, error } = await admin.client.rpc('get_admin_report');
    expect(error).toBeNull();
    const report = parseAdminReport(data);
    expect(report.administrators).toBeGreaterThanOrEqual(1);
    expect(report.total_users).toBeGreaterThanOrEqual(
      report.students + report.teachers + report.administrators,
    );
  });

  it('the five admin lists for an administrador', async () => {
    const admin = await createUser({ role: 'administrador' });
    const student = await createUser({ fullName: 'Íris Contrato' });
    const teacher = await createUser({ role: 'professor', fullName: 'Caio Contrato' });
    const course = await createCourse({ title: 'Curso do contrato' });
    await enrol(student.userId, course.courseId);
    await linkTeacher(teacher.userId, course.courseId);
    await sql`insert into public.teacher_docs (user_id, bio, specialization) values (${teacher.userId}, 'Bio', 'Nuvem')`;
    await admin.client.rpc('issue_certificate', {
      p_user_id: student.userId,
      p_course_id: course.courseId,
      p_reason: 'Emitido pelo teste',
    });

    const search = (email: string) => ({ p_search: email });
    const users = await admin.client.rpc('admin_list_users', search(student.email));
    expect(users.error).toBeNull();
    expect(parseAdminUsers(users.data).rows).toEqual([
      expect.objectContaining({
        id: student.userId,
        full_name: 'Íris Contrato',
        role: 'aluno',
        is_active: true,
      }),
    ]);

    const enrollments = await admin.client.rpc('admin_list_course_enrollments', {
      p_course_id: course.courseId,
    });
    expect(enrollments.error).toBeNull();
    expect(parseCourseEnrollments(enrollments.data)).toMatchObject({
      total: 1,
      rows: [{ progress: 0, completed: false, student: { id: student.userId, email: student.email } }],
    });

    const students = await admin.client.rpc('admin_list_students', search(student.email));
    expect(students.error).toBeNull();
    expect(parseCertificateStudents(students.data).rows).toEqual([
      { id: student.userId, full_name: 'Íris Contrato', email: student.email, certificates: 1 },
    ]);

    const certificates = await admin.client.rpc('admin_list_certificates', search(student.email));
    expect(certificates.error).toBeNull();
    expect(parseIssuedCertificates(certificates.data).rows).toEqual([
      expect.objectContaining({ course_id: course.courseId, title: 'Curso do contrato' }),
    ]);

    const teachers = await admin.client.rpc('admin_list_teachers', search(teacher.email));
    expect(teachers.error).toBeNull();
    expect(parseTeachers(teachers.data).rows).toEqual([
      {
        id: teacher.userId,
        fullName: 'Caio Contrato',
        email: teacher.email,
        bio: 'Bio',
        specialization: 'Nuvem',
        status: 'ativo',
        hasRecord: true,
        courses: [{ id: course.courseId, title: 'Curso do contrato' }],
      },
    ]);
  });

  it('reviews: get_my_course_review, save_course_review and admin_list_hidden_reviews', async () => {
    const [student, admin] = await Promise.all([
      createUser({ fullName: 'Rosa Contrato' }),
      createUser({ role: 'administrador' }),
    ]);
    const course = await createCourse();
    await enrol(student.userId, course.courseId);
    await student.client.rpc('complete_lesson', { p_lesson_id: course.lessonIds[0]! });
    expect(
      parseMyReview(
        (await student.client.rpc('get_my_course_review', { p_course_id: course.courseId })).data,
      ),
    ).toEqual({ can_review: true, review: null });
    const saved = await student.client.rpc('save_course_review', {
      p_course_id: course.courseId,
      p_rating: 4,
      p_body: 'Bom',
    });
    const review = parseRpcResult('save_course_review', ownReviewSchema, saved.data);
    expect(review).toMatchObject({ rating: 4, body: 'Bom', is_hidden: false });
    await admin.client.rpc('set_review_hidden', { p_review_id: review.id, p_hidden: true });
    const hidden = await admin.client.rpc('admin_list_hidden_reviews', { p_course_id: course.courseId });
    expect(parseHiddenReviews(hidden.data)).toMatchObject({
      total: 1,
      rows: [{ id: review.id, author_name: 'Rosa C.' }],
    });
  });

  it('questions, the teacher lists and notifications', async () => {
    const [student, teacher] = await Promise.all([
      createUser({ fullName: 'Davi Contrato' }),
      createUser({ role: 'professor' }),
    ]);
    const course = await createCourse();
    await enrol(student.userId, course.courseId);
    await linkTeacher(teacher.userId, course.courseId);

    const asked = await student.client.rpc('ask_question', {
      p_lesson_id: course.lessonIds[0]!,
      p_title: 'Contrato',
      p_body: 'Texto',
    });
    const question = parseQuestion('ask_question', asked.data);
    expect(question).toMatchObject({ title: 'Contrato', is_mine: true, resolved_at: null });
    const answered = await teacher.client.rpc('answer_question', {
      p_question_id: question.id,
      p_body: 'Resposta',
    });
    expect(parseAnswer('answer_question', answered.data)).toMatchObject({ is_teacher: true });

    const list = await student.client.rpc('list_lesson_questions', { p_lesson_id: course.lessonIds[0]! });
    expect(parseQuestionList(list.data)).toMatchObject({
      total: 1,
      order: 'recentes',
      can_ask: true,
      rows: [{ id: question.id, teacher_answered: true }],
    });
    const thread = await student.client.rpc('get_question_thread', { p_question_id: question.id });
    expect(parseQuestionThread(thread.data)).toMatchObject({
      canModerate: false,
      answers: { total: 1, rows: [{ is_teacher: true }] },
    });

    const second = await student.client.rpc('ask_question', {
      p_lesson_id: course.lessonIds[1]!,
      p_title: 'Aguardando',
      p_body: 'Texto',
    });
    const waiting = await teacher.client.rpc('teacher_waiting_questions', {});
    expect(parseWaitingQuestions(waiting.data).rows).toEqual([
      expect.objectContaining({
        id: (second.data as { id: string }).id,
        course: { id: course.courseId, title: expect.any(String) },
        lesson: { id: course.lessonIds[1], title: expect.any(String) },
      }),
    ]);
    const students = await teacher.client.rpc('teacher_course_students', { p_course_id: course.courseId });
    expect(parseCourseStudents(students.data).rows).toEqual([
      expect.objectContaining({ full_name: 'Davi Contrato', progress: 0, completed: false }),
    ]);

    const forStudent = await student.client.rpc('list_my_notifications', {});
    expect(parseNotificationList(forStudent.data)).toMatchObject({
      total: 1,
      unread: 1,
      rows: [{ kind: 'question_answered', by_teacher: true, question: { id: question.id } }],
    });
    const forTeacher = await teacher.client.rpc('list_my_notifications', {});
    expect(parseNotificationList(forTeacher.data).rows.map((row) => row.kind)).toEqual([
      'new_question',
      'new_question',
    ]);
  });

  it('verify_certificate for a visitor, read the way the public page reads it (GET, key in the query)', async () => {
    const student = await createUser({ fullName: 'Contrato Certificado' });
    const course = await createCourse({ lessonsPerModule: [1] });
    await enrol(student.userId, course.courseId);
    await student.client.rpc('complete_lesson', { p_lesson_id: course.lessonIds[0]! });
    const [row] = await sql<{ verification_code: string }[]>`
      select verification_code from public.certificates where user_id = ${student.userId}`;
    const code = row!.verification_code;

    const viaClient = await anonClient().rpc('verify_certificate', { p_code: code });
    expect(parseVerifiedCertificate(viaClient.data)).toMatchObject({
      code,
      holderName: 'Contrato Certificado',
    });

    const url = `${stack.url}/rest/v1/rpc/verify_certificate?p_code=${encodeURIComponent(code)}&apikey=${encodeURIComponent(stack.publishableKey)}`;
    const response = await fetch(url, { headers: { Accept: 'application/json' } });
    expect(response.status).toBe(200);
    expect(parseVerifiedCertificate(await response.json())).toEqual(parseVerifiedCertificate(viaClient.data));
    const unknown = await fetch(url.replace(code, 'TC-0000-0000-0000'), {
      headers: { Accept: 'application/json' },
    });
    expect(parseVerifiedCertificate(await unknown.json())).toBeNull();
  });
});

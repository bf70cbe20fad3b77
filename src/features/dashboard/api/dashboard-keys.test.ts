import { describe, expect, it } from 'vitest';
import { sharedQueryKeys } from '@/lib/shared-query-keys';
import { invalidatedBy } from '@/testing/query-keys';
import { courseStudentsQueryOptions } from './get-course-students';
import { studentDashboardQueryOptions } from './get-student-dashboard';
import { teacherDashboardQueryOptions } from './get-teacher-dashboard';
import { waitingQuestionsQueryOptions } from './get-waiting-questions';

const me = 'user-1';
const cached = {
  student: studentDashboardQueryOptions(me).queryKey,
  teacher: teacherDashboardQueryOptions(me).queryKey,
  waiting: waitingQuestionsQueryOptions(me, null, 1).queryKey,
  waitingOfCourse: waitingQuestionsQueryOptions(me, 'course-1', 2).queryKey,
  courseStudents: courseStudentsQueryOptions(me, 'course-1', 1).queryKey,
  othersStudent: studentDashboardQueryOptions('user-2').queryKey,
};

describe("the dashboard's keys", () => {
  it("both dashboards sit below the person's dashboard root (a completed lesson, a graded quiz)", async () => {
    expect(await invalidatedBy(cached, sharedQueryKeys.learner.dashboard(me))).toEqual([
      'student',
      'teacher',
    ]);
    expect(await invalidatedBy(cached, sharedQueryKeys.learner.all(me))).toEqual(['student', 'teacher']);
  });

  it('the waiting questions refresh with anything written about a question', async () => {
    expect(await invalidatedBy(cached, sharedQueryKeys.questions.all(me))).toEqual([
      'waiting',
      'waitingOfCourse',
    ]);
  });
});

// Sets the weekly goal from this week on; the answer is the week as it now stands, written into the
// dashboard's cache so the card shows it without reading the dashboard again.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callRpc } from '@/lib/api/backend';
import { studentDashboardQueryOptions } from './get-student-dashboard';
import type { StudyGoal } from '../utils/study-week';
import { parseStudyWeek } from './study-week-schema';

export async function setStudyGoal(goal: StudyGoal) {
  return callRpc(
    'set_study_goal',
    { p_kind: goal.kind, p_target: goal.target },
    parseStudyWeek('set_study_goal'),
  );
}

export function useSetStudyGoal(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setStudyGoal,
    onSuccess: (study) =>
      queryClient.setQueryData(studentDashboardQueryOptions(userId).queryKey, (dashboard) =>
        dashboard ? { ...dashboard, study } : dashboard,
      ),
  });
}

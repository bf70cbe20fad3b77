// What the person's companies assigned them: first on the student dashboard, 'Atribuído pela sua
// empresa'. They come with the dashboard's one read (get_student_dashboard), so the screen still
// makes one request whatever it shows (docs/performance.md).
import { useQuery } from '@tanstack/react-query';
import { studentDashboardQueryOptions } from './get-student-dashboard';

export type { MyAssignment } from './dashboard-schemas';

export function useMyAssignments(userId: string) {
  return useQuery({ ...studentDashboardQueryOptions(userId), select: (dashboard) => dashboard.assignments });
}

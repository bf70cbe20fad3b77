// One course's hands-on exercises as their authors (administradores, the course's professores) see
// them: the list, the course's lessons and every other read of this screen sit below this root, so
// a change to an exercise refreshes them all with one key.
import { sharedQueryKeys } from '@/lib/shared-query-keys';

export const practiceAuthoringKey = (courseId: string) =>
  [...sharedQueryKeys.admin.all(), 'practice', courseId] as const;

// One course's question bank and assessment settings, as its authors (administrators, its teachers)
// see them: every read of the bank, settings, outline and statistics is below this root, so a
// change to the bank refreshes them all with one key.
import { sharedQueryKeys } from '@/lib/shared-query-keys';

export const assessmentsKey = (courseId: string) =>
  [...sharedQueryKeys.admin.all(), 'assessments', courseId] as const;

// The issued certificates' root: the paged list, each student's certificates and enrolments and the
// certifiable courses are below it, so issuing or revoking refreshes them all with one key.
import { sharedQueryKeys } from '@/lib/shared-query-keys';

export const certificatesKey = () => [...sharedQueryKeys.admin.all(), 'certificates'] as const;

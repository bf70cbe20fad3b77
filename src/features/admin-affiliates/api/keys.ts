// The query keys of the Afiliados back office, below the admin root (docs/architecture.md, "Query keys").
import { sharedQueryKeys } from '@/lib/shared-query-keys';

export const affiliatesKeys = {
  all: () => [...sharedQueryKeys.admin.all(), 'affiliates'] as const,
  /** Every page of every status filter of the list (a change of an affiliate refreshes them all). */
  list: () => [...affiliatesKeys.all(), 'list'] as const,
};

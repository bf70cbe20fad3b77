// The query keys of the Cupons back office, below the admin root (docs/architecture.md, "Query keys").
import { sharedQueryKeys } from '@/lib/shared-query-keys';

export const couponsKeys = {
  all: () => [...sharedQueryKeys.admin.all(), 'coupons'] as const,
  /** Every page of every search of the list (a save refreshes them all). */
  list: () => [...couponsKeys.all(), 'list'] as const,
};
